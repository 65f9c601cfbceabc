import type { CrudSort } from '@refinedev/core';
import type { GridSortModel } from '@mui/x-data-grid';

/** A registry sort term (`-name` descending, `name` ascending) as Refine's sorter. */
export function sortFromTerm(term: string): CrudSort {
  return term.startsWith('-') ? { field: term.slice(1), order: 'desc' } : { field: term, order: 'asc' };
}

export function termFromSort({ field, order }: CrudSort): string {
  return order === 'desc' ? `-${field}` : field;
}

/**
 * A new sort, ascending, ranks after the ones there are, but before a sort by the unique id:
 * nothing after that one could change the order.
 */
export function addSort(sorts: readonly CrudSort[], field: string, unique?: string): CrudSort[] {
  if (sorts.some((sort) => sort.field === field)) return [...sorts];
  const added: CrudSort = { field, order: 'asc' };
  const uniqueAt = sorts.findIndex((sort) => sort.field === unique);
  return uniqueAt === -1 ? [...sorts, added] : [...sorts.slice(0, uniqueAt), added, ...sorts.slice(uniqueAt)];
}

export function flipSort(sorts: readonly CrudSort[], field: string): CrudSort[] {
  return sorts.map((sort) => (sort.field === field ? { field, order: sort.order === 'asc' ? 'desc' : 'asc' } : sort));
}

export function removeSort(sorts: readonly CrudSort[], field: string): CrudSort[] {
  return sorts.filter((sort) => sort.field !== field);
}

/** The community grid shows one sorted column: the first. */
export function gridSortModel(sorts: readonly CrudSort[]): GridSortModel {
  const [first] = sorts;
  return first ? [{ field: first.field, sort: first.order }] : [];
}

/**
 * The grid reports a header click as a new one-column model: a column already sorted reverses,
 * any other is added. An empty model, or the one the grid was given, is the grid tidying up its
 * state (a sort by a column it does not show), no click.
 */
export function sortAfterHeaderClick(sorts: readonly CrudSort[], model: GridSortModel, unique?: string): CrudSort[] {
  const [clicked] = model;
  const [shown] = gridSortModel(sorts);
  if (!clicked || (clicked.field === shown?.field && clicked.sort === shown.sort)) return [...sorts];
  return sorts.some((sort) => sort.field === clicked.field)
    ? flipSort(sorts, clicked.field)
    : addSort(sorts, clicked.field, unique);
}
