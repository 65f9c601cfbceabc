import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../registry/types';
import { errorMessage } from '../../data/errorMessage';
import { formatDateTime } from '../../layout/formatDateTime';
import { useFieldNames } from './hooks/useFieldLabels';
import type { RecordHistory } from './hooks/useRecordHistory';
import { useValueText } from './hooks/useValueText';
import type { HistoryEntry } from './model/history';

/** A record's history, newest first: who did what when, and each changed field before → after. */
export function HistoryDrawer({ resource, history }: { resource: ResourceDefinition; history: RecordHistory }) {
  const { t } = useTranslation();
  const fieldName = useFieldNames(resource);
  const text = useValueText(resource);
  const who = (entry: HistoryEntry) =>
    entry.userId === null
      ? t('form.history.system')
      : (history.userName(entry.userId) ?? t('form.history.user', { id: entry.userId }));
  return (
    <Drawer
      anchor="right"
      open={history.open}
      onClose={history.hide}
      // A modal drawer: a dialog to screen readers, which Escape closes.
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'history-title',
          sx: { width: { xs: '100%', sm: 480 } },
        },
      }}
    >
      <Stack spacing={2} sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="history-title" variant="h6" component="h2">
            {t('form.history.title')}
          </Typography>
          <IconButton aria-label={t('form.history.close')} onClick={history.hide}>
            <Close />
          </IconButton>
        </Stack>
        {history.isLoading && <LinearProgress aria-label={t('shell.loading')} />}
        {history.error && <Alert severity="error">{errorMessage(history.error, t)}</Alert>}
        {!history.isLoading && !history.error && history.entries.length === 0 && (
          <Typography color="text.secondary">{t('form.history.empty')}</Typography>
        )}
        <List disablePadding>
          {history.entries.map((entry) => (
            <ListItem key={entry.id} divider disableGutters sx={{ display: 'block' }}>
              <Typography variant="subtitle2">{t(`form.history.actions.${entry.action}`)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('form.history.by', { at: formatDateTime(entry.at), user: who(entry) })}
              </Typography>
              {entry.changes.length > 0 && (
                <Table size="small" aria-label={t('form.history.changes')}>
                  <TableBody>
                    {entry.changes.map((change) => (
                      <TableRow key={change.field}>
                        <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                          {fieldName(change.field)}
                        </TableCell>
                        <TableCell sx={{ wordBreak: 'break-word' }}>
                          {t('form.history.change', {
                            before: text(change.field, change.before),
                            after: text(change.field, change.after),
                          })}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </ListItem>
          ))}
        </List>
      </Stack>
    </Drawer>
  );
}
