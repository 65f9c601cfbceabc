import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { operationSummary } from '../state/operationSummary';
import type { BatchOperations } from '../state/types';

/** What the last save did (spec 2 §7: counts under common.dates_created …). */
export function SaveSummary({ operations }: { operations: BatchOperations }) {
  const { t } = useTranslation();
  return (
    <Alert severity="success" role="status">
      <AlertTitle>{t('eventEditor.summary')}</AlertTitle>
      {operationSummary(operations)
        .map(({ key, count }) => `${t(key)}: ${count}`)
        .join(' · ')}
    </Alert>
  );
}
