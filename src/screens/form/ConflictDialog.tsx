import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../registry/types';
import { useResourceLabels } from '../labels';
import { useValueText } from './hooks/useValueText';
import type { ConflictChange } from './model/conflict';

interface ConflictDialogProps {
  resource: ResourceDefinition;
  /** The fields saved by someone else meanwhile; the dialog is open while there is a conflict. */
  changes: readonly ConflictChange[] | undefined;
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
}

/** Someone saved the record while it was being edited: their values beside the form's, and the choice. */
export function ConflictDialog({ resource, changes, onReload, onOverwrite, onCancel }: ConflictDialogProps) {
  const { t } = useTranslation();
  const labels = useResourceLabels(resource);
  const text = useValueText(resource);
  return (
    <Dialog
      open={changes !== undefined}
      onClose={onCancel}
      aria-labelledby="conflict-title"
      slotProps={{ paper: { sx: { width: 500 } } }}
    >
      <DialogTitle id="conflict-title">{t('form.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {changes?.length ? t('form.conflict.text') : t('form.conflict.noVisibleChanges')}
        </DialogContentText>
        {changes && changes.length > 0 && (
          <Table size="small" sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('form.conflict.field')}</TableCell>
                <TableCell>{t('form.conflict.server')}</TableCell>
                <TableCell>{t('form.conflict.mine')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map(({ field, server, mine }) => (
                <TableRow key={field.name}>
                  <TableCell component="th" scope="row">
                    {labels.field(field.name)}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{text(field.name, server)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{text(field.name, mine)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('form.conflict.cancel')}</Button>
        <Button onClick={onReload}>{t('form.conflict.reload')}</Button>
        <Button variant="contained" color="warning" onClick={onOverwrite}>
          {t('form.conflict.overwrite')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
