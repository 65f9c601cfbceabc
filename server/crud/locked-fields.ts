import { isLocked } from '../../registry/locked-fields.ts';
import type { EntityDefinition } from '../../registry/types.ts';
import { ApiError } from '../errors.ts';

type Row = Record<string, unknown>;

const DEFAULT_KEY = 'error.locked';

/**
 * Refuses an update that changes a field its record locks (`x-locked-when`: an encrypted voucher
 * code). A PUT that leaves the field out would empty it, so that counts as a change too.
 */
export function refuseLockedChanges(entity: EntityDefinition, before: Row, values: Row, mode: 'patch' | 'put') {
  const errors = Object.values(entity.fields).flatMap((field) => {
    if (!isLocked(field, before)) return [];
    const next = field.name in values ? values[field.name] : mode === 'put' ? null : before[field.name];
    if (JSON.stringify(next) === JSON.stringify(before[field.name])) return [];
    const key = field.schema['x-messages']?.['x-locked-when'] ?? DEFAULT_KEY;
    return [{ field: field.name, key }];
  });
  if (errors.length > 0)
    throw new ApiError('Unprocessable', 'This record does not allow these fields to change', { errors });
}
