import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../registry/types';
import { useResourceLabels } from '../labels';
import { useChecklist } from './hooks/useChecklist';
import type { ChecklistLevel } from './model/checklist';

const LEVELS: ChecklistLevel[] = ['required', 'recommended'];

/** What the record still lacks before it is complete (required) or good (recommended), as the user types. */
export function FormChecklist({ resource }: { resource: ResourceDefinition }) {
  const { t } = useTranslation();
  const labels = useResourceLabels(resource);
  const items = useChecklist(resource);
  if (items.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="form-checklist-title" sx={{ p: 2 }}>
      <Typography id="form-checklist-title" variant="h6" component="h2">
        {t('form.checklist.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {LEVELS.map((level) => {
          const ofLevel = items.filter((item) => item.level === level);
          if (ofLevel.length === 0) return null;
          const done = ofLevel.filter((item) => item.done).length;
          return (
            <Stack key={level} sx={{ flex: 1 }}>
              <Typography variant="subtitle2" id={`checklist-${level}`}>
                {t(`form.checklist.${level}`, { done, total: ofLevel.length })}
              </Typography>
              <List dense aria-labelledby={`checklist-${level}`}>
                {ofLevel.map(({ field, done: filled }) => (
                  <ListItem key={field.name} disableGutters>
                    <ListItemIcon sx={{ minWidth: 32 }}>
                      {filled ? (
                        <CheckCircle color="success" fontSize="small" />
                      ) : level === 'required' ? (
                        <ErrorOutline color="error" fontSize="small" />
                      ) : (
                        <RadioButtonUnchecked color="disabled" fontSize="small" />
                      )}
                    </ListItemIcon>
                    <ListItemText
                      primary={labels.field(field.name)}
                      secondary={t(filled ? 'form.checklist.filled' : 'form.checklist.missing')}
                    />
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
