import type { FieldDefinition } from './types';

/** Whether a stored record locks the field (`x-locked-when`): the server refuses a change, the form shows it read-only. */
export const isLocked = (field: FieldDefinition, record: Readonly<Record<string, unknown>>) =>
  field.lockedWhen !== undefined && Object.entries(field.lockedWhen).every(([name, value]) => record[name] === value);
