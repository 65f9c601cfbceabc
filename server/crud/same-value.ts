import type { FieldDefinition } from '../../registry/types.ts';

/** JSON with object keys sorted, as jsonb keeps them: `{b, a}` and `{a, b}` are one value. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    nested && typeof nested === 'object' && !Array.isArray(nested)
      ? Object.fromEntries(Object.entries(nested).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : nested,
  );
}

/**
 * Whether a value a request writes equals the stored one, as the column would hold them: a
 * date-time as its instant (the database answers a Date, a request sends text), a money value
 * as its number, JSON whatever its key order.
 */
export function sameValue(field: FieldDefinition, written: unknown, stored: unknown): boolean {
  if (written === undefined) written = null;
  if (stored === undefined) stored = null;
  if (written === null || stored === null) return written === stored;
  if (field.sqlType === 'timestamptz')
    return new Date(written as string).getTime() === new Date(stored as string).getTime();
  if (field.sqlType === 'numeric' || field.sqlType === 'double') return Number(written) === Number(stored);
  if (field.sqlType === 'jsonb') return canonical(written) === canonical(stored);
  return written === stored;
}
