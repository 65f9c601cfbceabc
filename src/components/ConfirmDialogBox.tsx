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

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  error?: string;
  /** While the confirmed action runs: the buttons are disabled and the dialog stays. */
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** The confirm button's text; "Delete" by default. */
  confirmLabel?: string;
  /** Shows the confirm button in the error colour; without a label it is a delete, always destructive. */
  destructive?: boolean;
}

/** ConfirmDialog's dialog, loaded when it first opens. */
export default function ConfirmDialogBox({
  open,
  title,
  text,
  error,
  deleting,
  onCancel,
  onConfirm,
  confirmLabel,
  destructive = confirmLabel === undefined,
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
        <Button color={destructive ? 'error' : 'primary'} variant="contained" onClick={onConfirm} disabled={deleting}>
          {confirmLabel ?? t('list.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
