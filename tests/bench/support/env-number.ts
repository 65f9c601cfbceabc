/** A positive whole number from the environment (`1_000` allowed), or the fallback when unset. */
export function positiveIntegerFromEnv(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name} must be a positive whole number, not "${text}".`);
  return value;
}
