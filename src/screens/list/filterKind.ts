import type { FieldDefinition, Registry, ResourceDefinition } from '../../../registry/types';
import { referenceTarget, type ReferenceTarget } from '../form/model/referenceTarget';

/** How a list filters a column: by the value a user knows, not by the stored code. */
export type FilterKind =
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'boolean' }
  | { kind: 'date' }
  | { kind: 'dateTime' }
  | { kind: 'number' }
  | { kind: 'reference'; target: ReferenceTarget }
  | { kind: 'text' };

const NUMBERS: readonly string[] = ['integer', 'bigint', 'double', 'numeric'];

/**
 * The filter input of a field: a select of an enum's labels (only those of `x-ui.filterValues` where
 * the field names them), yes / no / any for a boolean, the date picker for a date or a date-time, a
 * type-ahead by name for a reference to one record (through the list resource's references call), a
 * number read in the user's language, and the text box of the prefix convention for the rest.
 */
export function filterKind(registry: Registry, resource: ResourceDefinition, field: FieldDefinition): FilterKind {
  const values = (field.filterValues ?? field.enum)?.filter((value) => value !== null).map(String) ?? [];
  if (values.length > 0) return { kind: 'enum', values };
  if (field.sqlType === 'boolean') return { kind: 'boolean' };
  if (field.sqlType === 'date') return { kind: 'date' };
  if (field.sqlType === 'timestamptz') return { kind: 'dateTime' };
  const target = field.reference && !field.reference.many && referenceTarget(registry, resource, field.name);
  if (target) return { kind: 'reference', target };
  if (NUMBERS.includes(field.sqlType)) return { kind: 'number' };
  return { kind: 'text' };
}
