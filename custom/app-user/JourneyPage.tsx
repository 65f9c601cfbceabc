import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { type CustomPageProps, ErrorPage, FullScreenSpinner, useApiGet, useAreaTranslation } from '../../src/console';
import type { OwnJourney } from './appUserTypes';
import { ProcessFacts, PROCESS_DICTIONARIES } from './ProcessFacts';

/** `/appuser/aktJourneys/:id` and `/appuser/historyjourneys/:id`: one journey, with its coach and driver. */
export default function JourneyPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource, PROCESS_DICTIONARIES);
  const { id } = useParams();
  const { answer, loading, error, failure } = useApiGet<OwnJourney & { active: boolean }>(`/appuser/journeys/${id}`);
  if (loading) return <FullScreenSpinner />;
  if (failure && 'statusCode' in failure && failure.statusCode === 404) return <ErrorPage status={404} />;
  if (error || !answer) return <ErrorPage status={500} details={error} />;
  const back = answer.active ? '/appuser/aktJourneys' : '/appuser/historyjourneys';
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {answer.process.title ?? answer.process.number}
      </Typography>
      {answer.coach && (
        <Typography>
          {t('app.appUser.coach', {
            bus: answer.coach.bus_name ?? '–',
            plate: answer.coach.license_plate ?? '–',
            driver: answer.coach.driver_name ?? '–',
          })}
        </Typography>
      )}
      <ProcessFacts resource={resource} process={answer.process} />
      <Button component={Link} to={back} sx={{ alignSelf: 'flex-start' }}>
        {t(answer.active ? 'menu.myJourneys' : 'menu.pastJourneys')}
      </Button>
    </Stack>
  );
}
