import { useTranslation } from 'react-i18next';
import type { FieldDefinition, ResourceDefinition } from '../../../../registry/types';
import { enumLabelKeys, fieldLabelKeys } from '../../../i18n/labelKeys';
import { humanize, useResourceLabels } from '../../labels';

/**
 * The label and enum value names of a field in the user's language. A field inside a row or an
 * object is named by its path with underscores (`phones_number`): it may share its own name with
 * another field of the resource (a phone's number, the house number).
 */
export function useFieldLabels(resource: ResourceDefinition, field: FieldDefinition, schemaPath: string) {
  const { t } = useTranslation();
  const labels = useResourceLabels(resource);
  if (!schemaPath.includes('.')) {
    return { label: labels.field(field.name), enumValue: (value: unknown) => labels.enumValue(field.name, value) };
  }
  const key = schemaPath.replaceAll('.', '_');
  return {
    label: t(fieldLabelKeys(resource, key), { defaultValue: field.schema.title ?? humanize(field.name) }),
    enumValue: (value: unknown) => t(enumLabelKeys(resource, key, value), { defaultValue: String(value) }),
  };
}

/** Names of a resource's top-level fields, the system's own (created, updated, version) included. */
export function useFieldNames(resource: ResourceDefinition) {
  const { t } = useTranslation();
  const labels = useResourceLabels(resource);
  return (name: string) => (resource.entity.fields[name]?.system ? t(`form.system.${name}`) : labels.field(name));
}
