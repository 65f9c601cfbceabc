import { badRequest } from '../../errors.ts';
import { unknownQueryKey } from '../../http/query-string.ts';

/** Spec 1 §5: a type-ahead offers at most 30 records. */
export const REFERENCE_MATCH_LIMIT = 30;
/** Ids one call may name: a list page holds at most 1000 rows. */
const MAX_IDS = 1000;
const MAX_WORDS = 10;
const MAX_TEXT = 200;

/** `id[$in]`: the records whose labels to answer; else `q`: the words their labels must hold (none: the first ones). */
export type ReferenceQuery = { ids: number[] } | { words: string[] };

const wrongType = (key: string, type: string) =>
  badRequest(`"${key}" must be ${type}`, [{ field: key, key: 'error.type', params: { type } }]);

function parseIds(value: unknown): number[] {
  const key = 'id[$in]';
  const given =
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).join() === '$in'
      ? (value as { $in: unknown }).$in
      : undefined;
  const texts = typeof given === 'string' ? given.split(',') : Array.isArray(given) ? given : undefined;
  if (!texts || texts.length > MAX_IDS) throw wrongType(key, `a list of at most ${MAX_IDS} ids`);
  const ids = texts.map((text) => {
    if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647)
      throw wrongType(key, 'a list of ids');
    return Number(text);
  });
  return [...new Set(ids)];
}

function parseWords(value: unknown): string[] {
  if (value === undefined) return [];
  if (typeof value !== 'string' || value.length > MAX_TEXT)
    throw wrongType('q', `a text of at most ${MAX_TEXT} characters`);
  const words = value.split(/\s+/).filter(Boolean);
  if (words.length > MAX_WORDS) throw wrongType('q', `at most ${MAX_WORDS} words`);
  return words;
}

/** The query of `GET {api}/references/{field}`: `id[$in]=1,2,3`, or `q=text`, never both. */
export function parseReferenceQuery(query: Record<string, unknown>): ReferenceQuery {
  const unknown = Object.keys(query).find((key) => key !== 'id' && key !== 'q');
  if (unknown) throw unknownQueryKey(unknown);
  if (query.id !== undefined && query.q !== undefined)
    throw badRequest('Ask for ids or for text, not both', [{ field: 'q', key: 'error.unknown_query_key' }]);
  return query.id === undefined ? { words: parseWords(query.q) } : { ids: parseIds(query.id) };
}
