import { describe, expect, it } from 'vitest';
import { isLocked } from '../../registry/locked-fields.ts';
import type { FieldDefinition } from '../../registry/types.ts';

// x-locked-when: every condition of a set holds (a list of values: any of them); any set locks.

const field = (lockedWhen: FieldDefinition['lockedWhen']) => ({ lockedWhen }) as FieldDefinition;

describe('isLocked', () => {
  it.each<[string, FieldDefinition['lockedWhen'], Record<string, unknown>, boolean]>([
    ['no lock', undefined, { status: 'paid' }, false],
    ['one value', [{ is_encrypted: true }], { is_encrypted: true }, true],
    ['one value, another stored', [{ is_encrypted: true }], { is_encrypted: false }, false],
    ['every field of a set', [{ a: 1, b: 2 }], { a: 1, b: 3 }, false],
    ['a list of values, one stored', [{ status: ['paid', 'refunded'] }], { status: 'refunded' }, true],
    ['a list of values, none stored', [{ status: ['paid', 'refunded'] }], { status: 'created' }, false],
    ['the second set', [{ status: ['paid'] }, { invoiced: true }], { status: 'created', invoiced: true }, true],
    ['no set', [{ status: ['paid'] }, { invoiced: true }], { status: 'created', invoiced: false }, false],
  ])('%s', (_case, lockedWhen, record, locked) => {
    expect(isLocked(field(lockedWhen), record)).toBe(locked);
  });
});
