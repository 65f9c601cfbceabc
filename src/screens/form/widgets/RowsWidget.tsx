import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { nestedFields } from '../model/fieldKinds';
import { initialInputs } from '../model/formBody';
import { FieldGroup } from './FieldGroup';
import type { WidgetProps } from './types';

/** A list of rows (an array of objects): each row the item's fields; rows can be added, moved and removed. */
export function RowsWidget({ resource, field, name, schemaPath, label, editing, NestedField }: WidgetProps) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { fields: rows, append, remove, move } = useFieldArray({ control, name });
  const itemFields = useMemo(() => nestedFields(field), [field]);
  return (
    <FieldGroup name={name} label={label}>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('form.rows.empty')}
        </Typography>
      )}
      {rows.map((row, index) => {
        const number = index + 1;
        return (
          <Stack
            key={row.id}
            role="group"
            aria-label={t('form.rows.row', { field: label, number })}
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: 'flex-start' }}
          >
            {itemFields.map((item) => (
              <Box key={item.name} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
                <NestedField
                  resource={resource}
                  field={item}
                  name={`${name}.${index}.${item.name}`}
                  schemaPath={`${schemaPath}.${item.name}`}
                  editing={editing}
                />
              </Box>
            ))}
            <Stack direction="row">
              <IconButton
                aria-label={t('form.rows.up', { number })}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUpward />
              </IconButton>
              <IconButton
                aria-label={t('form.rows.down', { number })}
                disabled={index === rows.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDownward />
              </IconButton>
              <IconButton aria-label={t('form.rows.remove', { number })} onClick={() => remove(index)}>
                <DeleteOutline />
              </IconButton>
            </Stack>
          </Stack>
        );
      })}
      <Box>
        <Button startIcon={<Add />} onClick={() => append(initialInputs(itemFields, undefined))}>
          {t('form.rows.add')}
        </Button>
      </Box>
    </FieldGroup>
  );
}
