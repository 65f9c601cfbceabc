import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FieldDefinition, ResourceDefinition } from '../../../registry/types';
import { enumLabelKeys, fieldLabelKeys } from '../../i18n/labelKeys';
import { humanize } from '../labels';
import { displayValue } from './model/displayValue';
import { nestedFields } from './model/fieldKinds';
import { FieldGroup } from './widgets/FieldGroup';

interface ReadOnlyNestedProps {
  resource: ResourceDefinition;
  field: FieldDefinition;
  label: string;
  value: unknown;
}

type Item = Readonly<Record<string, unknown>>;

/**
 * A read-only list of rows (a table, one column per item field) or object (its fields), each value
 * in words as a read-only field shows it: labels and enum values by their nested names (`rooms_name`).
 */
export function ReadOnlyNested({ resource, field, label, value }: ReadOnlyNestedProps) {
  const { t, i18n } = useTranslation();
  const items = nestedFields(field);
  const keyOf = (item: FieldDefinition) => `${field.name}_${item.name}`;
  const name = (item: FieldDefinition) =>
    t(fieldLabelKeys(resource, keyOf(item)), { defaultValue: item.schema.title ?? humanize(item.name) });
  const text = (item: FieldDefinition, shown: unknown) =>
    displayValue(item, shown, {
      yes: t('form.value.yes'),
      no: t('form.value.no'),
      empty: t('form.value.empty'),
      hidden: t('form.value.hidden'),
      enumLabel: (option) => t(enumLabelKeys(resource, keyOf(item), option), { defaultValue: String(option) }),
      language: i18n.language,
    });
  if (field.type !== 'array') {
    const record = (value ?? {}) as Item;
    return (
      <FieldGroup name={field.name} label={label}>
        {items.map((item) => (
          <TextField
            key={item.name}
            fullWidth
            size="small"
            variant="filled"
            label={name(item)}
            value={text(item, record[item.name])}
            slotProps={{ input: { readOnly: true } }}
          />
        ))}
      </FieldGroup>
    );
  }
  const rows = Array.isArray(value) ? (value as Item[]) : [];
  return (
    <FieldGroup name={field.name} label={label}>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('form.rows.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {items.map((item) => (
                  <TableCell key={item.name}>{name(item)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={index}>
                  {items.map((item) => (
                    <TableCell key={item.name}>{text(item, row[item.name])}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </FieldGroup>
  );
}
