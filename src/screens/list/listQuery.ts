import type { CrudFilter } from '@refinedev/core';
import type { ResourceDefinition } from '../../../registry/types';
import { appendFilters, appendSorters } from '../../data/wireQuery';
import { registry } from '../../registry/registry';
import { filterKind } from './filterKind';
import { checkFilterInput } from './filterValidation';
import { queryableColumns } from './listFields';
import { rowsPerPage, type ListUrlState } from './listUrlState';

/** Refine's name for the text search, which the data provider sends as `$search`. */
const SEARCH_FIELD = 'q';
const TRASH_FIELD = 'deleted_at';

/** The list's filters as Refine's: every valid filter input and the text search. Invalid inputs are not sent. */
export function listFilters(resource: ResourceDefinition, state: ListUrlState): CrudFilter[] {
  const filters: CrudFilter[] = queryableColumns(resource).flatMap((field) => {
    const check = checkFilterInput(field, filterKind(registry, resource, field), state.filters[field.name] ?? '');
    return check?.filters ?? [];
  });
  const search = state.search.trim();
  if (search) filters.push({ field: SEARCH_FIELD, operator: 'contains', value: search });
  // The API leaves the trash out unless a filter names `deleted_at`.
  if (state.trash) filters.push({ field: TRASH_FIELD, operator: 'nnull', value: true });
  return filters;
}

/** What a list asks the data provider for: its page, its order and its filters. */
export function listParams(resource: ResourceDefinition, state: ListUrlState) {
  return {
    pagination: { currentPage: state.page, pageSize: rowsPerPage(resource, state.perPage), mode: 'server' as const },
    sorters: state.sorts,
    filters: listFilters(resource, state),
  };
}

/** The API path of the CSV export of every row the list matches, in its order. */
export function exportPath(resource: ResourceDefinition, state: ListUrlState): string {
  const params = new URLSearchParams();
  appendSorters(params, state.sorts);
  appendFilters(params, listFilters(resource, state));
  return params.size > 0 ? `${resource.api}/export.csv?${params}` : `${resource.api}/export.csv`;
}
