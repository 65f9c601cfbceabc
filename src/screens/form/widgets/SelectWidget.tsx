import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useFieldLabels } from '../hooks/useFieldLabels';
import { useWidgetField } from '../hooks/useWidgetField';
import { EMPTY_INPUT } from '../model/codecs';
import type { WidgetProps } from './types';

/** One of the field's enum values by its translated name; an empty choice where the field may be null. */
export function SelectWidget({ resource, field, name, schemaPath, label }: WidgetProps) {
  const { t } = useTranslation();
  const { enumValue } = useFieldLabels(resource, field, schemaPath);
  const { input, error } = useWidgetField(name);
  const values = (field.enum ?? []).filter((value) => value !== null);
  return (
    <TextField
      select
      fullWidth
      label={label}
      required={field.required}
      name={input.name}
      value={input.value ?? EMPTY_INPUT}
      onChange={input.onChange}
      onBlur={input.onBlur}
      inputRef={input.ref}
      error={error !== undefined}
      helperText={error}
    >
      {field.nullable && (
        <MenuItem value={EMPTY_INPUT}>
          <em>{t('form.value.none')}</em>
        </MenuItem>
      )}
      {values.map((value) => (
        <MenuItem key={String(value)} value={value as string | number}>
          {enumValue(value)}
        </MenuItem>
      ))}
    </TextField>
  );
}
