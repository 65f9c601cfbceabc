import TextField from '@mui/material/TextField';
import { useWidgetField } from '../hooks/useWidgetField';
import type { WidgetProps } from './types';

/** A number; whole numbers only where the field is an integer. */
export function NumberWidget({ field, name, label }: WidgetProps) {
  const { textField } = useWidgetField(name);
  const { minimum, maximum } = field.schema;
  return (
    <TextField
      fullWidth
      type="number"
      label={label}
      required={field.required}
      {...textField}
      slotProps={{
        htmlInput: {
          step: field.type === 'integer' ? 1 : 'any',
          min: minimum,
          max: maximum,
          inputMode: field.type === 'integer' ? 'numeric' : 'decimal',
        },
      }}
    />
  );
}
