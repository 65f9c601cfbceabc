import { berlinDateTime } from '../domain/berlin-time';
import type { EntityDefinition, EntityLabel, FieldDefinition, LabelPart } from './types';

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** `"name"` is the field alone; `"{firstname} {lastname}"` is literal text with fields in braces. */
export function parseLabel(declared: string): LabelPart[] {
  if (!declared.includes('{')) return [{ field: declared }];
  const parts: LabelPart[] = [];
  let at = 0;
  for (const match of declared.matchAll(PLACEHOLDER)) {
    if (match.index > at) parts.push({ text: declared.slice(at, match.index) });
    parts.push({ field: match[1] as string });
    at = match.index + match[0].length;
  }
  if (at < declared.length) parts.push({ text: declared.slice(at) });
  return parts;
}

export function entityLabel(parts: readonly LabelPart[]): EntityLabel {
  const fields = [...new Set(parts.flatMap((part) => ('field' in part ? [part.field] : [])))];
  return { parts, fields };
}

/** Whether a field may name a record: everyone who may see the record may read it, and it is one value. */
export function mayLabel(field: FieldDefinition): boolean {
  return !field.writeOnly && !field.private && field.access.read.length === 0 && field.sqlType !== 'jsonb';
}

/**
 * The label when the entity names none: its first required text field, else its first text field;
 * none for an entity without one, whose records are named by their id.
 */
export function defaultLabel(fields: readonly FieldDefinition[]): LabelPart[] {
  const texts = fields.filter((field) => field.text && !field.system && mayLabel(field));
  const chosen = texts.find((field) => field.required) ?? texts[0];
  return chosen ? [{ field: chosen.name }] : [];
}

/** One field's value as a label shows it. */
export function labelValue(field: FieldDefinition | undefined, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field?.sqlType === 'timestamptz') return berlinDateTime(value as string | Date) ?? String(value);
  if (field?.sqlType === 'date' && typeof value === 'string') return value.split('-').reverse().join('.');
  return String(value);
}

/**
 * The name of a record, from the entity's label (`x-label`): its fields' values in the template,
 * spaces collapsed; `#<id>` when that leaves nothing.
 */
export function recordLabel(entity: EntityDefinition, record: Readonly<Record<string, unknown>>): string {
  const text = entity.label.parts
    .map((part) => ('text' in part ? part.text : labelValue(entity.fields[part.field], record[part.field])))
    .join('')
    .replaceAll(/\s+/g, ' ')
    .trim();
  return text === '' ? `#${String(record[entity.idField])}` : text;
}
