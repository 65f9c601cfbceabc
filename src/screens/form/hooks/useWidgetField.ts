import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The type of a field error whose message is a text already, shown as it is (a form's own messages
 * are keys): translating a text again mangles it, i18next reading `24.12.2026 20:00: …` as a key.
 */
export const TEXT_ERROR = 'text';

/**
 * A widget's input: its value and handlers, its problem translated, and the same bound as the
 * props of a MUI text field (`textField`), for the widgets that are one.
 */
export function useWidgetField(name: string) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name });
  const message = fieldState.error?.message;
  const error = message && fieldState.error?.type !== TEXT_ERROR ? t(message) : message || undefined;
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
