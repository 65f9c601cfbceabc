import type { EntityDefinition, FieldDefinition } from '../../../../registry/types';

/**
 * Whether a field may name a record: everyone who may see the record may read it, and it is one
 * value. A stand-in for the registry's label (`x-label`, branch i14-refs), with its default rule.
 */
const mayLabel = (field: FieldDefinition) =>
  !field.writeOnly && !field.private && !field.password && field.access.read.length === 0 && field.sqlType !== 'jsonb';

/** The field naming an entity's records: its first required text field, else its first text field. */
export function labelField(entity: EntityDefinition): string | undefined {
  const texts = entity.fieldNames
    .map((name) => entity.fields[name] as FieldDefinition)
    .filter((field) => field.text && !field.system && mayLabel(field));
  return (texts.find((field) => field.required) ?? texts[0])?.name;
}

/** What a record is called in a confirmation: its label field's value, else `#<id>`. */
export function recordLabel(entity: EntityDefinition, record: Readonly<Record<string, unknown>>): string {
  const field = labelField(entity);
  const value = field === undefined ? undefined : record[field];
  const text = value === null || value === undefined ? '' : String(value).replaceAll(/\s+/g, ' ').trim();
  return text === '' ? `#${String(record[entity.idField])}` : text;
}
