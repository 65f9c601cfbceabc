import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../registry/types';
import { RecordActionDialog } from './RecordActionDialog';
import { useRecordActions } from './useRecordActions';

interface RecordActionButtonsProps {
  resource: ResourceDefinition;
  record: Readonly<Record<string, unknown>>;
}

/** The record's actions (disable, activate, send the activation mail …) as buttons, with their confirmation. */
export function RecordActionButtons({ resource, record }: RecordActionButtonsProps) {
  const { t } = useTranslation();
  const state = useRecordActions(resource);
  return (
    <>
      {state.offered(record).map((action) => (
        <Button key={action.name} onClick={() => state.start(action, record)} disabled={state.running}>
          {t(action.label)}
        </Button>
      ))}
      <RecordActionDialog state={state} />
    </>
  );
}
