import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { RecordActionState } from './useRecordActions';

/** The confirmation a record action asks for, with the server's refusal if it fails. */
export function RecordActionDialog({ state }: { state: RecordActionState }) {
  const { t } = useTranslation();
  const { pending } = state;
  return (
    <ConfirmDialog
      open={pending !== undefined}
      title={pending ? t(pending.label) : ''}
      text={pending ? t('actions.confirm', { action: t(pending.label) }) : ''}
      error={state.error}
      deleting={state.running}
      onCancel={state.cancel}
      onConfirm={state.confirm}
      confirmLabel={pending ? t(pending.label) : undefined}
    />
  );
}
