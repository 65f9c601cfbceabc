/** A table's or column's name as SQL text, double-quoted: for statements Kysely does not build. */
export const quoteIdentifier = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
