import { EmulatorError } from '../emulator/emulator-error.ts';

const MAX_LIMIT = 1000;
const DEFAULT_LIMIT = 10;
const PAGING = ['Limit', 'Offset', 'Sort', 'countOnly'];

/** The query of a list call: a 400 for a parameter that is neither paging nor one of the call's `filters`. */
export function listQuery(params: URLSearchParams, filters: readonly string[]): URLSearchParams {
  for (const name of params.keys())
    if (!PAGING.includes(name) && !filters.includes(name))
      throw new EmulatorError(400, `Unknown filter or parameter: ${name}`);
  return params;
}

function whole(params: URLSearchParams, name: string, fallback: number, min: number, max: number) {
  const value = params.get(name);
  if (value === null) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max)
    throw new EmulatorError(400, `${name} must be a whole number from ${min} to ${max}`);
  return number;
}

/**
 * Mailjet's `{Count, Total, Data}` of the rows: `Sort=Prop` or `Prop DESC` on any of their properties,
 * then `Offset` and `Limit` (10 by default, at most 1000); `countOnly=1` answers the total alone.
 */
export function page(rows: readonly Record<string, unknown>[], params: URLSearchParams) {
  const limit = whole(params, 'Limit', DEFAULT_LIMIT, 1, MAX_LIMIT);
  const offset = whole(params, 'Offset', 0, 0, Number.MAX_SAFE_INTEGER);
  const sorted = [...rows];
  const sort = params.get('Sort');
  if (sort !== null) {
    const [property = '', direction = 'ASC'] = sort.trim().split(/\s+/);
    if (!['ASC', 'DESC'].includes(direction.toUpperCase()) || (rows[0] && !(property in rows[0])))
      throw new EmulatorError(400, `Sort: unknown property or direction "${sort}"`);
    const sign = direction.toUpperCase() === 'DESC' ? -1 : 1;
    sorted.sort((a, b) => sign * compare(a[property], b[property]));
  }
  if (params.get('countOnly') === '1') return { Count: 0, Total: rows.length, Data: [] };
  const data = sorted.slice(offset, offset + limit);
  return { Count: data.length, Total: rows.length, Data: data };
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** One object as Mailjet answers it: a page of one. */
export const single = (row: unknown) => ({ Count: 1, Total: 1, Data: [row] });
