import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../registry/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useRecordActions } from './useRecordActions';

interface RecordActionButtonsProps {
  resource: ResourceDefinition;
  record: Readonly<Record<string, unknown>>;
}

/** The record's actions (disable, activate, send the activation mail …) as buttons, with their confirmation. */
export function RecordActionButtons({ resource, record }: RecordActionButtonsProps) {
  const { t } = useTranslation();
  const state = useRecordActions(resource, record);
  return (
    <>
      {state.actions.map((action) => (
        <Button key={action.name} onClick={() => state.start(action)} disabled={state.running}>
          {t(action.label)}
        </Button>
      ))}
      <ConfirmDialog
        open={state.pending !== undefined}
        title={state.pending ? t(state.pending.label) : ''}
        text={state.pending ? t('actions.confirm', { action: t(state.pending.label) }) : ''}
        error={state.error}
        deleting={state.running}
        onCancel={state.cancel}
        onConfirm={state.confirm}
        confirmLabel={state.pending ? t(state.pending.label) : undefined}
      />
    </>
  );
}
