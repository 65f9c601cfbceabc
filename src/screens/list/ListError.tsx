import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../data/errorMessage';

/** A list that could not be loaded: the server's message, translated, and a way to try again. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      }
    >
      <AlertTitle>{t('list.failed')}</AlertTitle>
      {errorMessage(error, t)}
    </Alert>
  );
}
