/**
 * One set of result parsers for both drivers, so that a query answers the same JavaScript
 * types on PGlite and on PostgreSQL (they differ by default: PGlite gives int8 as a number,
 * `pg` as a string; both give numeric as a string and a calendar date as a local-time Date).
 */

export const pgTypes = { int8: 20, numeric: 1700, date: 1082 } as const;

/** int8 (ids, counts) as a number; a value JavaScript cannot hold exactly is refused, never rounded. */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`int8 value ${text} is outside the safe integer range`);
  }
  return value;
}

/** numeric (money as numeric(12,2), rates) as a number: 15 significant digits are exact in a double. */
export function parseNumeric(text: string): number {
  return Number(text);
}

/** A calendar date stays the text YYYY-MM-DD: it has no time zone, and a Date would invent one. */
export function parseDate(text: string): string {
  return text;
}

export const typeParsers: Record<number, (text: string) => unknown> = {
  [pgTypes.int8]: parseInt8,
  [pgTypes.numeric]: parseNumeric,
  [pgTypes.date]: parseDate,
};
