import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { FormToolbar } from '../../../src/console';
import type { EventEditorApi } from '../state/editorApi';
import { PreferencesMenu } from './PreferencesMenu';

interface EditorToolbarProps {
  api: EventEditorApi;
  title: string;
  /** Asks before deleting; absent for a new event and for users without the delete right. */
  onDelete?: () => void;
}

/** The editor's heading with open all, close all, the preferences and deleting the event. */
export function EditorToolbar({ api, title, onDelete }: EditorToolbarProps) {
  const { t } = useTranslation();
  return (
    <FormToolbar
      title={title}
      onOpenAll={api.view.openAllPanels}
      onCloseAll={api.view.closeAllPanels}
      actions={
        <>
          <PreferencesMenu api={api} />
          {onDelete && (
            <Button color="error" startIcon={<DeleteOutline />} onClick={onDelete} disabled={api.busy.deleting}>
              {t('eventEditor.delete.action')}
            </Button>
          )}
        </>
      }
    />
  );
}
