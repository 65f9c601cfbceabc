import Save from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';

/** The form's Save, kept in view at the bottom of long forms. */
export function SaveBar({ canSave, saving }: { canSave: boolean; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ position: 'sticky', bottom: 0, zIndex: 2, p: 1.5 }}>
      <Button
        type="submit"
        variant="contained"
        disabled={!canSave}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <Save />}
      >
        {t('form.save')}
      </Button>
    </Paper>
  );
}
