/** PostgreSQL takes at most 65,535 parameters in a statement: a multi-row insert stays well below. */
const MAX_PARAMETERS = 30_000;

/** `rows` in slices small enough for one statement each, at `columns` parameters a row. */
export function rowChunks<T>(rows: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, columns)));
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}
