import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
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

const CONTENT_ID = 'event-checklist-content';

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

interface EventChecklistProps {
  checklist: EventEditorApi['checklist'];
  /** The items show (the editor's preference `checklistOpen`); closed, the counts and the bookable state do. */
  open: boolean;
  onToggle: () => void;
}

/**
 * Spec 2 §5: what the event still lacks (required) or would profit from (recommended), as the user
 * edits, and whether it can be booked (spec 2 §4); what depends on the dates waits for them. The
 * look of the generated forms' checklist, collapsible to one line of counts.
 */
export function EventChecklist({ checklist, open, onToggle }: EventChecklistProps) {
  const { t } = useTranslation();
  const bookable = checklist.bookable === undefined ? 'unknown' : checklist.bookable ? 'yes' : 'no';
  const counts = LEVELS.map((level) => {
    const items = checklist[level];
    return { level, items, done: items.filter((item) => item.done).length };
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="event-checklist-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        <Typography id="event-checklist-title" variant="h6" component="h2">
          {t('form.checklist.title')}
        </Typography>
        {counts.map(({ level, items, done }) => (
          <Typography key={level} variant="subtitle2" id={`event-checklist-${level}`}>
            {t(`form.checklist.${level}`, { done, total: items.length })}
          </Typography>
        ))}
        <Button
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={CONTENT_ID}
          endIcon={open ? <ExpandLess /> : <ExpandMore />}
          sx={{ marginInlineStart: 'auto' }}
        >
          {t(open ? 'eventEditor.checklistToggle.hide' : 'eventEditor.checklistToggle.show')}
        </Button>
      </Stack>
      <Alert severity={bookable === 'yes' ? 'success' : 'info'} sx={{ mt: 1 }}>
        {t(BOOKABLE[bookable])}
      </Alert>
      <Collapse in={open} id={CONTENT_ID} unmountOnExit>
        <Stack sx={{ mt: 1 }}>
          {counts.map(({ level, items }) => (
            <List
              key={level}
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
          ))}
        </Stack>
      </Collapse>
    </Paper>
  );
}
