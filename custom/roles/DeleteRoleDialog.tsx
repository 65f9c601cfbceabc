import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { Role } from './role';

interface DeleteRoleDialogProps {
  role: Role | undefined;
  error: string | undefined;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteRoleDialog({ role, error, deleting, onCancel, onConfirm }: DeleteRoleDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={role !== undefined} onClose={onCancel} slotProps={{ paper: { sx: { width: 500 } } }}>
      <DialogTitle>{t('roles.deleteTitle', { name: role?.role ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('roles.deleteText')}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('roles.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={deleting}>
          {t('roles.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
