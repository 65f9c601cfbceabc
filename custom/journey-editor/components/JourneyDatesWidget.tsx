import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, FieldGroup, initialInputs, nestedFields, type WidgetProps } from '../../../src/console';
import {
  afterDateAction,
  dateActions,
  dateColumns,
  isActiveDate,
  type DateAction,
  type DateRow,
} from '../state/dateRows';

const ACTION_ICONS = {
  deactivate: <PauseCircleOutline />,
  activate: <PlayCircleOutline />,
  delete: <DeleteOutline />,
} as const;

/**
 * The journey's dates and prices as a table of rows, one date a row: its fields (prices in the user's
 * format, the money widget), its state, and deactivating, activating or deleting it, the last confirmed.
 */
export function JourneyDatesWidget({ resource, field, name, schemaPath, label, editing, NestedField }: WidgetProps) {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext();
  const { fields: rows, append, remove, update } = useFieldArray({ control, name });
  const itemFields = useMemo(() => nestedFields(field), [field]);
  const columns = useMemo(() => {
    const shown = new Set(dateColumns(itemFields.map((item) => item.name)));
    return itemFields.filter((item) => shown.has(item.name));
  }, [itemFields]);
  const [deleting, setDeleting] = useState<number>();

  const act = (index: number, action: DateAction) => {
    const next = afterDateAction(getValues(`${name}.${index}`) as DateRow, action);
    if (next) update(index, next);
    else setDeleting(index);
  };

  return (
    <FieldGroup name={name} label={label}>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('journeyEditor.dates.empty')}
        </Typography>
      )}
      {rows.map((row, index) => {
        const number = index + 1;
        const values = (getValues(`${name}.${index}`) ?? {}) as DateRow;
        const active = isActiveDate(values);
        return (
          <Paper
            key={row.id}
            variant="outlined"
            role="group"
            aria-label={t('journeyEditor.dates.row', { number })}
            sx={{ p: 1.5, opacity: active ? 1 : 0.7 }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
              <Typography variant="subtitle2">{t('journeyEditor.dates.row', { number })}</Typography>
              <Chip
                size="small"
                color={active ? 'success' : 'default'}
                label={t(active ? 'journeyEditor.dates.active' : 'journeyEditor.dates.inactive')}
              />
              <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>
                {dateActions(values).map((action) => (
                  <Button
                    key={action}
                    size="small"
                    color={action === 'delete' ? 'error' : 'primary'}
                    startIcon={ACTION_ICONS[action]}
                    aria-label={t(`journeyEditor.dates.actions.${action}`, { number })}
                    onClick={() => act(index, action)}
                  >
                    {t(`journeyEditor.dates.${action}`)}
                  </Button>
                ))}
              </Box>
            </Stack>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
              }}
            >
              {columns.map((item) => (
                <NestedField
                  key={item.name}
                  resource={resource}
                  field={item}
                  name={`${name}.${index}.${item.name}`}
                  schemaPath={`${schemaPath}.${item.name}`}
                  editing={editing}
                />
              ))}
            </Box>
          </Paper>
        );
      })}
      <Box>
        <Button startIcon={<Add />} onClick={() => append(initialInputs(itemFields, undefined))}>
          {t('journeyEditor.dates.add')}
        </Button>
      </Box>
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('journeyEditor.dates.deleteTitle')}
        text={t('journeyEditor.dates.deleteText', { number: (deleting ?? 0) + 1 })}
        deleting={false}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting !== undefined) remove(deleting);
          setDeleting(undefined);
        }}
      />
    </FieldGroup>
  );
}
