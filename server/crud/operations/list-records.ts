import type { CrudContext } from '../crud-context.ts';
import { dynamic } from '../crud-context.ts';
import { allOf, filterCondition, searchCondition } from '../query/build-where.ts';
import { fieldsOf } from '../query/filter-node.ts';
import { notDeleted } from './record-conditions.ts';
import type { ListQuery } from '../query/list-query.ts';
import { readableColumns } from '../readable-columns.ts';
import { countRows } from './count-rows.ts';

export interface Page {
  total: number;
  limit: number;
  skip: number;
  data: Record<string, unknown>[];
  totalIsEstimate?: true;
}

/** A list request: one page with its total, or (pagination=false) a plain array. */
export async function listRecords(context: CrudContext, query: ListQuery): Promise<Page | Record<string, unknown>[]> {
  const { resource } = context;
  const { entity } = resource;
  const db = dynamic(context.db);
  // A list shows the trash only when its filter asks about deleted_at.
  const showsDeleted = fieldsOf(query.filter).includes('deleted_at');
  const where = allOf([
    context.scope,
    showsDeleted ? undefined : notDeleted(entity),
    query.filter && filterCondition(query.filter),
    query.search.length > 0 ? searchCondition(resource, query.search) : undefined,
  ]);
  const matching = db.selectFrom(entity.table).where(where);

  const sort = query.sort.length > 0 ? [...query.sort] : resource.list.sort.map(parseSortTerm);
  // The id breaks ties, so that pages neither skip nor repeat rows.
  if (!sort.some((term) => term.field === entity.idField)) sort.push({ field: entity.idField, direction: 'asc' });
  const columns = query.select ? [...new Set([entity.idField, ...query.select])] : readableColumns(entity);
  let page = matching.select(columns);
  for (const term of sort) page = page.orderBy(term.field, term.direction);
  page = page.limit(query.limit).offset(query.skip);

  if (!query.paginate) return page.execute();
  const [data, { total, estimated }] = await Promise.all([page.execute(), countRows(db, matching)]);
  return {
    total,
    limit: query.limit,
    skip: query.skip,
    data,
    ...(estimated ? { totalIsEstimate: true as const } : {}),
  };
}

function parseSortTerm(term: string) {
  return term.startsWith('-')
    ? { field: term.slice(1), direction: 'desc' as const }
    : { field: term, direction: 'asc' as const };
}
