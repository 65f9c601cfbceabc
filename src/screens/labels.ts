import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../registry/types';
import { enumLabelKeys, fieldLabelKeys } from '../i18n/labelKeys';

/** `id_tk_genre` → `Id tk genre`: the last resort when neither a translation nor a title exists. */
export function humanize(name: string): string {
  const words = name
    .replaceAll(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Labels of a resource's fields and enum values in the user's language, falling back to the schema's title. */
export function useResourceLabels(resource: ResourceDefinition) {
  const { t } = useTranslation();
  const field = (name: string) =>
    t(fieldLabelKeys(resource, name), { defaultValue: resource.entity.fields[name]?.schema.title ?? humanize(name) });
  const enumValue = (name: string, value: unknown) =>
    t(enumLabelKeys(resource, name, value), { defaultValue: String(value) });
  return { field, enumValue, resource: t(resource.label, { defaultValue: humanize(resource.name) }) };
}
