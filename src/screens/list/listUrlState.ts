import type { CrudSort } from '@refinedev/core';
import type { ResourceDefinition } from '../../../registry/types';
import { isQueryable, queryableColumns } from './listFields';
import { sortFromTerm, termFromSort } from './sortModel';

/** What a list shows, as its URL keeps it: bookmarked, shared, reloaded and restored by the back button. */
export interface ListUrlState {
  /** 1-based. */
  page: number;
  perPage: number;
  /** In order: the first sorts first. */
  sorts: CrudSort[];
  /** The typed filter text per field, in the spec's prefix convention (`>10`, `%rock`, `a,b`). */
  filters: Readonly<Record<string, string>>;
  /** Words of the full-text search over the resource's search columns. */
  search: string;
  /** The trash of a soft-delete resource instead of its records. */
  trash: boolean;
}

const PAGE_SIZES = [10, 20, 50, 100];
/** The spec's page size for "everything": -1, which means 1000 rows (spec 1 §9). */
export const ALL_ROWS = -1;
const ALL_ROWS_LIMIT = 1000;

/**
 * Query keys: `page`, `perPage`, `sort` once per term (`sort=-name&sort=city`, no comma to
 * percent-encode), `filter.<field>` (dots stay readable where brackets would be encoded), `q`,
 * `trash=1`.
 */
const PAGE = 'page';
const PER_PAGE = 'perPage';
const SORT = 'sort';
const FILTER_PREFIX = 'filter.';
const SEARCH = 'q';
const TRASH = 'trash';

/** The sizes a user may choose: the usual ones, the resource's own (150 for agency customers) and all. */
export function pageSizeOptions(resource: ResourceDefinition): number[] {
  return [...new Set([...PAGE_SIZES, resource.list.pageSize])].sort((a, b) => a - b).concat(ALL_ROWS);
}

/** How many rows a page of that size holds: "all" is 1000, or fewer where the resource allows fewer. */
export const rowsPerPage = (resource: ResourceDefinition, perPage: number) =>
  perPage === ALL_ROWS ? Math.min(ALL_ROWS_LIMIT, resource.list.maxLimit) : perPage;

const defaultPerPage = (resource: ResourceDefinition) => resource.list.pageSize;
const defaultSorts = (resource: ResourceDefinition) => resource.list.sort.map(sortFromTerm);
const sameSorts = (a: readonly CrudSort[], b: readonly CrudSort[]) =>
  a.map(termFromSort).join() === b.map(termFromSort).join();

function positiveInteger(text: string | null): number | undefined {
  return text !== null && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined;
}

const pageSize = (text: string | null) => (text === String(ALL_ROWS) ? ALL_ROWS : positiveInteger(text));

/** Sort terms naming no sortable field, or a field twice, are dropped; no `sort` key is the list's default. */
function parseSorts(resource: ResourceDefinition, terms: string[]): CrudSort[] {
  if (terms.length === 0) return defaultSorts(resource);
  const sorts: CrudSort[] = [];
  for (const sort of terms.filter(Boolean).map(sortFromTerm)) {
    if (isQueryable(resource.entity.fields[sort.field]) && !sorts.some((seen) => seen.field === sort.field))
      sorts.push(sort);
  }
  return sorts;
}

/** A list's state from its URL query; anything unknown or malformed falls back to the default. */
export function parseListUrl(resource: ResourceDefinition, params: URLSearchParams): ListUrlState {
  const perPage = pageSize(params.get(PER_PAGE));
  const filters: Record<string, string> = {};
  for (const field of queryableColumns(resource)) {
    const text = params.get(FILTER_PREFIX + field.name);
    if (text) filters[field.name] = text;
  }
  return {
    page: positiveInteger(params.get(PAGE)) ?? 1,
    perPage: perPage !== undefined && pageSizeOptions(resource).includes(perPage) ? perPage : defaultPerPage(resource),
    sorts: parseSorts(resource, params.getAll(SORT)),
    filters,
    search: resource.search.length > 0 ? (params.get(SEARCH) ?? '') : '',
    trash: resource.entity.softDelete && params.get(TRASH) === '1',
  };
}

/** The URL query of a list's state; defaults are left out, so that a plain list has a plain URL. */
export function listUrlParams(resource: ResourceDefinition, state: ListUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set(PAGE, String(state.page));
  if (state.perPage !== defaultPerPage(resource)) params.set(PER_PAGE, String(state.perPage));
  if (!sameSorts(state.sorts, defaultSorts(resource))) {
    // No sort at all is kept as one empty term: no key means the list's default.
    if (state.sorts.length === 0) params.set(SORT, '');
    for (const sort of state.sorts) params.append(SORT, termFromSort(sort));
  }
  for (const [field, text] of Object.entries(state.filters)) if (text) params.set(FILTER_PREFIX + field, text);
  if (state.search) params.set(SEARCH, state.search);
  if (state.trash) params.set(TRASH, '1');
  return params;
}

export const hasFilters = (state: ListUrlState) =>
  state.search !== '' || Object.values(state.filters).some((text) => text !== '');
