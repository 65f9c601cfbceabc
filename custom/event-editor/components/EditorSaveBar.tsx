import Save from '@mui/icons-material/Save';
import Undo from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { EventEditorApi } from '../state/editorApi';

interface EditorSaveBarProps {
  api: EventEditorApi;
  onSave: () => void;
  onRollback: () => void;
}

/** Save, rollback and whether there are unsaved changes, kept in view at the bottom of the editor. */
export function EditorSaveBar({ api, onSave, onRollback }: EditorSaveBarProps) {
  const { t } = useTranslation();
  const saving = api.busy.saving;
  // A saved event's dates load after it; it is saved with them only.
  const datesMissing = api.busy.dates || api.datesError !== undefined;
  return (
    <Paper variant="outlined" sx={{ position: 'sticky', bottom: 0, zIndex: 2, p: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          onClick={onSave}
          disabled={saving || datesMissing}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <Save />}
        >
          {t('form.save')}
        </Button>
        <Button startIcon={<Undo />} onClick={onRollback} disabled={saving || !api.hasUnsavedChanges}>
          {t('eventEditor.rollback.action')}
        </Button>
        <Chip
          role="status"
          variant="outlined"
          color={api.hasUnsavedChanges ? 'warning' : 'default'}
          label={
            api.hasUnsavedChanges ? t('eventEditor.unsaved', { count: api.unsavedChanges }) : t('eventEditor.allSaved')
          }
        />
      </Stack>
    </Paper>
  );
}
