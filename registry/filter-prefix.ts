/**
 * The filter-prefix convention of spec 1 §5: how a list filter typed by a user (or a value of a
 * search object) reads. A list means in-list; a leading `>`/`>=`/`<`/`<=` compares, `!` is not
 * equal, `%` at the start or end is a case-insensitive like; anything else is equal. Commas in
 * plain text make a list. Values stay text: the server types them by the field.
 */

export type ComparisonOperator = '$gt' | '$gte' | '$lt' | '$lte' | '$ne';

/** A condition on one field in the wire protocol's terms (DESIGN §4). */
export type FilterCondition =
  | string
  | { [Operator in ComparisonOperator]: { [Key in Operator]: string } }[ComparisonOperator]
  | { $ilike: string }
  | { $in: string[] };

/** Longest prefix first, so that `>=` is not read as `>` followed by `=`. */
const PREFIXES: readonly [prefix: string, operator: ComparisonOperator][] = [
  ['>=', '$gte'],
  ['<=', '$lte'],
  ['>', '$gt'],
  ['<', '$lt'],
  ['!', '$ne'],
];

const LIKE = '%';
const LIST_SEPARATOR = ',';

export function parseFilterInput(input: string | readonly string[]): FilterCondition {
  if (typeof input !== 'string') return { $in: [...input] };
  for (const [prefix, operator] of PREFIXES) {
    if (input.startsWith(prefix)) return { [operator]: input.slice(prefix.length) } as FilterCondition;
  }
  if (input.startsWith(LIKE) || input.endsWith(LIKE)) return { $ilike: input };
  if (input.includes(LIST_SEPARATOR)) return { $in: input.split(LIST_SEPARATOR) };
  return input;
}

/** The text a user would type for a condition; `parseFilterInput` reads it back to the same condition. */
export function formatFilterInput(condition: FilterCondition): string {
  if (typeof condition === 'string') return condition;
  if ('$in' in condition) return condition.$in.join(LIST_SEPARATOR);
  if ('$ilike' in condition) return condition.$ilike;
  for (const [prefix, operator] of PREFIXES) {
    if (operator in condition) return `${prefix}${(condition as Record<ComparisonOperator, string>)[operator]}`;
  }
  throw new TypeError(`Not a filter condition: ${JSON.stringify(condition)}`);
}
