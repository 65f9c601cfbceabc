import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useWidgetField } from '../hooks/useWidgetField';
import type { WidgetProps } from './types';

/** A value without declared structure (an access map, a list of ids) as JSON text, checked on the way out. */
export function JsonWidget({ field, name, label }: WidgetProps) {
  const { t } = useTranslation();
  const { input, error } = useWidgetField(name);
  return (
    <TextField
      fullWidth
      multiline
      minRows={4}
      label={label}
      required={field.required}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      inputRef={input.ref}
      error={error !== undefined}
      helperText={error ?? t('form.json.hint')}
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
    />
  );
}
