import { quoteIdentifier } from './quote-identifier.ts';

/**
 * The text a search of several columns looks in: the columns in one string, a space between them.
 * A searched word never holds a space, so it matches this text where it matches one of the columns.
 * One trigram index on it answers a search of several words in one index scan, which finds only the
 * rows that have every word's trigrams; with an index per column the planner had to choose between
 * intersecting the columns' large row sets and re-checking one word's rows, and chose wrong (issue
 * 15). Schema sync indexes the very expression the query compares: PostgreSQL uses an expression
 * index only for the same expression.
 */
export function searchDocument(columns: readonly string[]): string {
  return `(${columns.map((column) => `coalesce(${quoteIdentifier(column)}, '')`).join(` || ' ' || `)})`;
}
