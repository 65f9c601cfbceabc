import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../../registry/types';
import { useResourceLabels } from '../../labels';
import { displayValue } from '../model/displayValue';

/** A field's stored value as text in the user's language (`name` a field of the resource; `record` its record, where known). */
export function useValueText(resource: ResourceDefinition) {
  const { t, i18n } = useTranslation();
  const labels = useResourceLabels(resource);
  return (name: string, value: unknown, record?: Readonly<Record<string, unknown>>) =>
    displayValue(
      resource.entity.fields[name],
      value,
      {
        yes: t('form.value.yes'),
        no: t('form.value.no'),
        empty: t('form.value.empty'),
        hidden: t('form.value.hidden'),
        enumLabel: (option) => labels.enumValue(name, option),
        language: i18n.language,
      },
      record,
    );
}
