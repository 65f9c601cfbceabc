import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 1 §9: dialogs are 500 px wide. */
const DIALOG_WIDTH = 500;

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  error?: string;
  /** While the confirmed action runs: the buttons are disabled and the dialog stays. */
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** The confirm button's text; a delete by default, shown in the error colour. */
  confirmLabel?: string;
}

/** Asks before an action that cannot simply be taken back (deleting, disabling, mailing). */
export function ConfirmDialog({
  open,
  title,
  text,
  error,
  deleting,
  onCancel,
  onConfirm,
  confirmLabel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={deleting ? undefined : onCancel}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={deleting}>
          {t('list.cancel')}
        </Button>
        <Button color={confirmLabel ? 'primary' : 'error'} variant="contained" onClick={onConfirm} disabled={deleting}>
          {confirmLabel ?? t('list.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
