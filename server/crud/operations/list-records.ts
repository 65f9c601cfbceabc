import { dynamic, type CrudContext, type DynamicDb, type DynamicSelect } from '../crud-context.ts';
import { allOf, filterCondition, searchCondition } from '../query/build-where.ts';
import { fieldsOf } from '../query/filter-node.ts';
import type { ListQuery, SortTerm } from '../query/list-query.ts';
import { refuseUnreadableList, visibleColumns } from '../../permissions/field-rules.ts';
import { notDeleted } from './record-conditions.ts';
import { decodeCursor, encodeCursor, splitKeys } from '../query/keyset.ts';
import { pageWithTotal } from './page-with-total.ts';

export interface Page {
  total: number;
  limit: number;
  skip: number;
  data: Record<string, unknown>[];
  totalIsEstimate?: true;
  /** A full page's cursor: `$after=<next>` answers the page after it, read by key. */
  next?: string;
}

/** The rows a list request reaches and their order, before any paging: what a list page and an export share. */
export interface MatchingRows {
  db: DynamicDb;
  /** The table with the row scope, the trash rule, the filter and the text search applied. */
  matching: DynamicSelect;
  /** The requested order, else the list's default; the id last, so that the order is total. */
  sort: SortTerm[];
  /** The columns to answer. */
  columns: string[];
}

export function matchingRows(context: CrudContext, query: ListQuery): MatchingRows {
  const { resource, user } = context;
  const { entity } = resource;
  refuseUnreadableList(user, entity, query);
  const db = dynamic(context.db);
  // A list shows the trash only when its filter asks about deleted_at.
  const showsDeleted = fieldsOf(query.filter).includes('deleted_at');
  const filtered = db
    .selectFrom(entity.table)
    .where(
      allOf([
        context.scope,
        showsDeleted ? undefined : notDeleted(entity),
        query.filter && filterCondition(query.filter),
      ]),
    );
  const matching = query.search.length > 0 ? filtered.where(searchCondition(resource, query.search)) : filtered;

  const sort = query.sort.length > 0 ? [...query.sort] : resource.list.sort.map(parseSortTerm);
  // The id breaks ties, so that pages neither skip nor repeat rows; in the last term's direction, so
  // that an index on (column, id) reads a page forwards or backwards.
  if (!sort.some((term) => term.field === entity.idField))
    sort.push({ field: entity.idField, direction: sort.at(-1)?.direction ?? 'asc' });
  const columns = query.select ? [...new Set([entity.idField, ...query.select])] : visibleColumns(user, entity);
  return { db, matching, sort, columns };
}

/** A list request: one page with its total, or (pagination=false) a plain array. */
export async function listRecords(context: CrudContext, query: ListQuery): Promise<Page | Record<string, unknown>[]> {
  const { entity } = context.resource;
  const { db, matching, sort, columns } = matchingRows(context, query);

  if (!query.paginate) {
    let rows = matching.select(columns);
    for (const term of sort) rows = rows.orderBy(term.field, term.direction);
    return rows.limit(query.limit).offset(query.skip).execute();
  }
  const page = await pageWithTotal(db, matching, {
    table: entity.table,
    idField: entity.idField,
    columns,
    sort,
    limit: query.limit,
    skip: query.skip,
    after: query.after === undefined ? undefined : decodeCursor(query.after, sort.length),
  });
  const rows = page.data.map((row) => splitKeys(row, sort.length));
  const last = rows.length === query.limit ? rows.at(-1) : undefined;
  return {
    total: page.total,
    limit: query.limit,
    skip: query.skip,
    data: rows.map(([row]) => row),
    ...(page.estimated ? { totalIsEstimate: true as const } : {}),
    ...(last ? { next: encodeCursor(last[1]) } : {}),
  };
}

function parseSortTerm(term: string) {
  return term.startsWith('-')
    ? { field: term.slice(1), direction: 'desc' as const }
    : { field: term, direction: 'asc' as const };
}
