import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFieldLabels } from '../hooks/useFieldLabels';
import { useWidgetField } from '../hooks/useWidgetField';
import { choicesOf } from '../model/fieldKinds';
import type { WidgetProps } from './types';

/** Some of an enum list's values (a tenant's payment methods), each by its translated name, ticked in a menu. */
export function ChoicesWidget({ resource, field, name, schemaPath, label }: WidgetProps) {
  const { enumValue } = useFieldLabels(resource, field, schemaPath);
  const { input, error } = useWidgetField(name);
  const chosen: unknown[] = Array.isArray(input.value) ? input.value : [];
  return (
    <TextField
      select
      fullWidth
      label={label}
      name={input.name}
      value={chosen}
      onChange={input.onChange}
      onBlur={input.onBlur}
      inputRef={input.ref}
      error={error !== undefined}
      helperText={error}
      slotProps={{
        select: { multiple: true, renderValue: (selected) => (selected as unknown[]).map(enumValue).join(', ') },
      }}
    >
      {choicesOf(field).map((value) => (
        <MenuItem key={String(value)} value={value}>
          <Checkbox checked={chosen.includes(value)} size="small" />
          <ListItemText primary={enumValue(value)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
