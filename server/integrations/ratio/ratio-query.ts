import { EmulatorError } from '../emulator/emulator-error.ts';

/** Agency customers a page by default (spec 1 §9), and the most a page holds. */
const DEFAULT_PAGE = 150;
const MAX_PAGE = 1000;

/** A list's `limit` (150 by default, 1 to 1000) and `offset` (0 by default); anything else is refused. */
export function pageOf(search: URLSearchParams) {
  const [limit, offset] = (['limit', 'offset'] as const).map((name) => {
    const text = search.get(name);
    if (text === null) return name === 'limit' ? DEFAULT_PAGE : 0;
    if (!/^\d{1,6}$/.test(text)) throw new EmulatorError(400, `${name}: must be a number 0 or more`);
    return Number(text);
  });
  if (limit === undefined || offset === undefined || limit < 1 || limit > MAX_PAGE)
    throw new EmulatorError(400, `limit: must be 1 to ${MAX_PAGE}`);
  return { limit, offset };
}

/** The most rows after the first an agency customer page holds: 1000 rows in all. */
const MAX_AGENCY_LIMIT = 999;

/**
 * An agency customer page as the spec counts it (spec 1 §2): `offset` is the page's first row counted
 * from 1 (1 by default), `limit` the rows after it (149 by default: 150 rows, 0 to 999). Answers the
 * page's rows as a `slice` takes them.
 */
export function agencyPageOf(search: URLSearchParams) {
  const [limit, offset] = (['limit', 'offset'] as const).map((name) => {
    const text = search.get(name);
    if (text === null) return name === 'limit' ? DEFAULT_PAGE - 1 : 1;
    if (!/^\d{1,9}$/.test(text)) throw new EmulatorError(400, `${name}: must be a number 0 or more`);
    return Number(text);
  }) as [number, number];
  if (offset < 1) throw new EmulatorError(400, 'offset: must be 1 or more, the first row counted from 1');
  if (limit > MAX_AGENCY_LIMIT) throw new EmulatorError(400, `limit: must be 0 to ${MAX_AGENCY_LIMIT}`);
  return { start: offset - 1, end: offset + limit };
}

export const positiveId = (text: string, what: string) => {
  const id = Number(text);
  if (!/^\d{1,9}$/.test(text) || id < 1) throw new EmulatorError(400, `${what} must be a positive number`);
  return id;
};
