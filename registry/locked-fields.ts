import type { FieldDefinition } from './types';

/**
 * Whether a stored record locks the field (`x-locked-when`): every condition holds, a condition with a
 * list of values when the stored value is any of them. The server refuses a change, the form shows it read-only.
 */
export const isLocked = (field: FieldDefinition, record: Readonly<Record<string, unknown>>) =>
  field.lockedWhen !== undefined &&
  Object.entries(field.lockedWhen).every(([name, value]) =>
    Array.isArray(value) ? value.includes(record[name]) : record[name] === value,
  );
