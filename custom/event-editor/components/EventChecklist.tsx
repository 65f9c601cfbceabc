import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EventEditorApi } from '../state/editorApi';

const LEVELS = ['required', 'recommended'] as const;

const BOOKABLE = {
  yes: 'eventEditor.bookable.yes',
  no: 'eventEditor.bookable.no',
  unknown: 'eventEditor.bookable.loading',
} as const;

const itemState = (done: boolean | undefined) =>
  done === undefined ? 'eventEditor.dates.loading' : done ? 'form.checklist.filled' : 'form.checklist.missing';

/** An item's state: done, missing, or not known while the dates load. */
function ItemIcon({ done, required }: { done: boolean | undefined; required: boolean }) {
  if (done === undefined) return <CircularProgress size={16} />;
  if (done) return <CheckCircle color="success" fontSize="small" />;
  return required ? (
    <ErrorOutline color="error" fontSize="small" />
  ) : (
    <RadioButtonUnchecked color="disabled" fontSize="small" />
  );
}

/**
 * Spec 2 §5: what the event still lacks (required) or would profit from (recommended), as the user
 * edits, and whether it can be booked (spec 2 §4); what depends on the dates waits for them. The
 * look of the generated forms' checklist.
 */
export function EventChecklist({ checklist }: { checklist: EventEditorApi['checklist'] }) {
  const { t } = useTranslation();
  const bookable = checklist.bookable === undefined ? 'unknown' : checklist.bookable ? 'yes' : 'no';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="event-checklist-title" sx={{ p: 2 }}>
      <Typography id="event-checklist-title" variant="h6" component="h2">
        {t('form.checklist.title')}
      </Typography>
      <Alert severity={bookable === 'yes' ? 'success' : 'info'} sx={{ my: 1 }}>
        {t(BOOKABLE[bookable])}
      </Alert>
      <Stack spacing={1}>
        {LEVELS.map((level) => {
          const items = checklist[level];
          const done = items.filter((item) => item.done).length;
          return (
            <Stack key={level}>
              <Typography variant="subtitle2" id={`event-checklist-${level}`}>
                {t(`form.checklist.${level}`, { done, total: items.length })}
              </Typography>
              <List
                dense
                aria-labelledby={`event-checklist-${level}`}
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', columnGap: 2 }}
              >
                {items.map((item) => (
                  <ListItem key={item.key} disableGutters>
                    <ListItemIcon sx={{ minWidth: 32 }}>
                      <ItemIcon done={item.done} required={level === 'required'} />
                    </ListItemIcon>
                    <ListItemText primary={t(item.key)} secondary={t(itemState(item.done))} />
                  </ListItem>
                ))}
              </List>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
