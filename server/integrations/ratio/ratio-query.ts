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

export const positiveId = (text: string, what: string) => {
  const id = Number(text);
  if (!/^\d{1,9}$/.test(text) || id < 1) throw new EmulatorError(400, `${what} must be a positive number`);
  return id;
};
