import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A widget's input: its value and handlers, and its problem translated. */
export function useWidgetField(name: string) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name });
  const key = fieldState.error?.message;
  return { input: field, error: key ? t(key) : undefined };
}
