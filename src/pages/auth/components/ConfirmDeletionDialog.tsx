import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface ConfirmDeletionDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last question before an account is deleted for good (dialog width 500, spec 1 §9). */
export function ConfirmDeletionDialog({ open, onConfirm, onCancel }: ConfirmDeletionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      maxWidth={false}
      aria-labelledby="confirm-deletion-title"
      slotProps={{ paper: { sx: { width: 500 } } }}
    >
      <DialogTitle id="confirm-deletion-title">{t('auth.delete.confirm_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('auth.delete.confirm_text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('auth.delete.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          {t('auth.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
