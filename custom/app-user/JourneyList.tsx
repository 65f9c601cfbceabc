import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CustomPageProps, ErrorPage, FullScreenSpinner, useApiGet, useAreaTranslation } from '../../src/console';
import type { OwnJourney } from './appUserTypes';
import { JourneyCard, JOURNEY_DICTIONARIES } from './JourneyCard';

/** The user's current or past journeys as cards, each leading to its page. */
export function JourneyList({ resource, screen, show }: CustomPageProps & { show: 'current' | 'past' }) {
  const { t } = useAreaTranslation(resource, JOURNEY_DICTIONARIES);
  const route = show === 'current' ? '/appuser/aktJourneys' : '/appuser/historyjourneys';
  const { answer, loading, error } = useApiGet<OwnJourney[]>(`/appuser/journeys?show=${show}`);
  if (loading) return <FullScreenSpinner />;
  if (error) return <ErrorPage status={500} details={error} />;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {show === 'current' ? t('menu.myJourneys') : t('menu.pastJourneys')}
      </Typography>
      {answer?.length ? (
        answer.map((journey) => (
          <JourneyCard
            key={journey.id_users_vorgaenge}
            resource={resource}
            screen={screen}
            journey={journey}
            to={`${route}/${journey.id_users_vorgaenge}`}
          />
        ))
      ) : (
        <Typography>{t('app.appUser.noJourneys')}</Typography>
      )}
    </Stack>
  );
}
