import type { ResourceDefinition } from '../../../registry/types.ts';
import { badRequest } from '../../errors.ts';
import type { CrudContext } from '../crud-context.ts';
import { after, sortKeys, splitKeys, type SortKey } from '../query/keyset.ts';
import { parseListQuery, type ListQuery } from '../query/list-query.ts';
import { CSV_BOM, csvLine } from '../../../domain/csv/csv.ts';
import { matchingRows } from './list-records.ts';

/** Rows read per query. */
export const EXPORT_BATCH_SIZE = 1000;

/** An export answers every matching row: the list's paging parameters are refused. */
const PAGING_KEYS = ['$limit', '$skip', '$after', 'pagination'];

/** The export's query: the list's parameters without paging. */
export function parseExportQuery(resource: ResourceDefinition, query: Record<string, unknown>): ListQuery {
  const paging = Object.keys(query).find((key) => PAGING_KEYS.includes(key));
  if (paging)
    throw badRequest(`Unknown query parameter "${paging}"`, [{ field: paging, key: 'error.unknown_query_key' }]);
  return parseListQuery(resource, query);
}

/**
 * Every row a list request matches, in its order, as CSV text: the header of field names, then
 * one chunk per batch. Batches are keyset pages, each a short query of its own: a slow download
 * holds no transaction open, which on PGlite would stop every other call. The sort ends with the
 * id, so every row comes exactly once; only a row whose sort columns change while the export runs
 * may move past a batch boundary (and be missed or come twice), as in any keyset paging.
 */
export async function* exportRecords(context: CrudContext, query: ListQuery): AsyncGenerator<string> {
  const { matching, sort, columns } = matchingRows(context, query);
  yield CSV_BOM + csvLine(columns);

  let last: SortKey[] | undefined;
  do {
    let batch = (last ? matching.where(after(sort, last)) : matching).select(columns).select(sortKeys(sort));
    for (const term of sort) batch = batch.orderBy(term.field, term.direction);
    const rows: Record<string, unknown>[] = await batch.limit(EXPORT_BATCH_SIZE).execute();
    if (rows.length > 0) yield rows.map((row) => csvLine(columns.map((column) => row[column]))).join('');
    const lastRow = rows.length === EXPORT_BATCH_SIZE ? rows.at(-1) : undefined;
    last = lastRow && splitKeys(lastRow, sort.length)[1];
  } while (last);
}
