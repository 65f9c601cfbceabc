/** Whether two JSON-like values are equal, whatever the order of their objects' keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** The fields whose value differs from the pristine one, with their current values. */
export function changedFields<T extends object, K extends keyof T>(
  current: T,
  pristine: T,
  fields: readonly K[],
): Partial<Pick<T, K>> {
  const changed: Partial<Pick<T, K>> = {};
  for (const field of fields) if (!sameValue(current[field], pristine[field])) changed[field] = current[field];
  return changed;
}
