import DeleteOutline from '@mui/icons-material/DeleteOutline';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
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
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<UnfoldMore />} onClick={api.view.openAllPanels}>
          {t('form.openAll')}
        </Button>
        <Button startIcon={<UnfoldLess />} onClick={api.view.closeAllPanels}>
          {t('form.closeAll')}
        </Button>
        <PreferencesMenu api={api} />
        {onDelete && (
          <Button color="error" startIcon={<DeleteOutline />} onClick={onDelete} disabled={api.busy.deleting}>
            {t('events.delete.action')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
