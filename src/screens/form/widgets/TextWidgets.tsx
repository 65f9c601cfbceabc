import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useWidgetField } from '../hooks/useWidgetField';
import type { WidgetProps } from './types';

type Variant = Pick<TextFieldProps, 'type' | 'multiline' | 'minRows'>;

/** A text input bound to the form; `variant` sets its kind (email, URL, several lines). */
function TextInput({ field, name, label, variant }: WidgetProps & { variant?: Variant }) {
  const { textField } = useWidgetField(name);
  return (
    <TextField
      {...variant}
      fullWidth
      label={label}
      required={field.required}
      {...textField}
      slotProps={{ htmlInput: { maxLength: field.schema.maxLength } }}
    />
  );
}

export const TextWidget = (props: WidgetProps) => <TextInput {...props} />;
export const TextareaWidget = (props: WidgetProps) => (
  <TextInput {...props} variant={{ multiline: true, minRows: 3 }} />
);
export const EmailWidget = (props: WidgetProps) => <TextInput {...props} variant={{ type: 'email' }} />;
export const UrlWidget = (props: WidgetProps) => <TextInput {...props} variant={{ type: 'url' }} />;
