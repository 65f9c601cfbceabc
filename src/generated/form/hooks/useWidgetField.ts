import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A widget's input: its value and handlers, its problem translated, and the same bound as the
 * props of a MUI text field (`textField`), for the widgets that are one.
 */
export function useWidgetField(name: string) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name });
  const key = fieldState.error?.message;
  const error = key ? t(key) : undefined;
  const textField = {
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: error !== undefined,
    helperText: error,
  };
  return { input: field, error, textField };
}
