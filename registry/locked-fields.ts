import type { FieldDefinition } from './types';

/**
 * Whether a stored record locks the field (`x-locked-when`): any one set of conditions holds, each of
 * its fields having the value named, or one of the list named. The server refuses a change, the form
 * shows it read-only.
 */
export const isLocked = (field: FieldDefinition, record: Readonly<Record<string, unknown>>) =>
  field.lockedWhen?.some((conditions) =>
    Object.entries(conditions).every(([name, value]) =>
      Array.isArray(value) ? value.includes(record[name]) : record[name] === value,
    ),
  ) ?? false;
