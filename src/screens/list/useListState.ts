import type { CrudSort } from '@refinedev/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ResourceDefinition } from '../../../registry/types';
import { listUrlParams, parseListUrl, type ListUrlState } from './listUrlState';

/**
 * A list's page, page size, sort, filters and search, kept in the URL query. Every change is a
 * new history entry, so the back button restores the list as it was; a change of what the list
 * matches, how it is sorted or how many rows a page has starts again on page 1.
 */
export function useListState(resource: ResourceDefinition) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListUrl(resource, params), [resource, params]);

  const update = useCallback(
    (change: (current: ListUrlState) => ListUrlState) => {
      const next = listUrlParams(resource, change(state));
      // The same list again would only add a history entry the back button has to step over.
      if (next.toString() !== listUrlParams(resource, state).toString()) setParams(next);
    },
    [resource, state, setParams],
  );
  /** The grid and the inputs also report what has not changed: that keeps the page. */
  const restart = useCallback(
    (change: Partial<ListUrlState>) =>
      update((current) => {
        const next = { ...current, ...change };
        const same = listUrlParams(resource, next).toString() === listUrlParams(resource, current).toString();
        return same ? current : { ...next, page: 1 };
      }),
    [resource, update],
  );

  return {
    state,
    setPage: useCallback((page: number) => update((current) => ({ ...current, page })), [update]),
    setPerPage: useCallback((perPage: number) => restart({ perPage }), [restart]),
    setSorts: useCallback((sorts: CrudSort[]) => restart({ sorts }), [restart]),
    setFilters: useCallback((filters: Record<string, string>) => restart({ filters }), [restart]),
    setSearch: useCallback((search: string) => restart({ search }), [restart]),
    clearFilters: useCallback(() => restart({ filters: {}, search: '' }), [restart]),
    setTrash: useCallback((trash: boolean) => restart({ trash }), [restart]),
  };
}

export type ListState = ReturnType<typeof useListState>;
