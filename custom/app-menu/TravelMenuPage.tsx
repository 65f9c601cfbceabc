import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TRAVEL_MENU_PATH, type TravelMenu } from '../../domain/app/travel-menu';
import { type CustomPageProps, useApiGet, useAreaTranslation } from '../../src/console';
import { DepartureMenu } from './DepartureMenu';

/**
 * `/appuser/TravelMenu`: the menu of the journey the user is on today, where a traveller orders; without
 * a journey today, a sentence says so.
 */
export default function TravelMenuPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const { answer, loading, error } = useApiGet<TravelMenu>(TRAVEL_MENU_PATH);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('menu.travelMenu')}
      </Typography>
      {loading && <CircularProgress />}
      {error && <Alert severity="error">{error}</Alert>}
      {answer && !answer.departure && <Typography>{t('app.menu.none')}</Typography>}
      {answer?.departure && <DepartureMenu departure={answer.departure} days={answer.days} />}
    </Stack>
  );
}
