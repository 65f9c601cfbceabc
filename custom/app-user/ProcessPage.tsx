import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { type CustomPageProps, ErrorPage, FullScreenSpinner, useApiGet, useAreaTranslation } from '../../src/console';
import type { OwnProcess } from './appUserTypes';
import { ProcessFacts, PROCESS_DICTIONARIES } from './ProcessFacts';

/** `/appuser/process/:id`: one of the processes the user added. */
export default function ProcessPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource, PROCESS_DICTIONARIES);
  const { id } = useParams();
  const { answer, loading, error, failure } = useApiGet<OwnProcess>(`/users-process-app/${id}`);
  if (loading) return <FullScreenSpinner />;
  if (failure && 'statusCode' in failure && failure.statusCode === 404) return <ErrorPage status={404} />;
  if (error || !answer) return <ErrorPage status={500} details={error} />;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {answer.title ?? answer.number}
      </Typography>
      <ProcessFacts resource={resource} process={answer} />
      <Button component={Link} to="/appuser/process" sx={{ alignSelf: 'flex-start' }}>
        {t('menu.process')}
      </Button>
    </Stack>
  );
}
