import type { CrudSort } from '@refinedev/core';
import { useCallback, useEffect, useMemo, useRef } from 'react';
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

  // The router shows a new URL as a transition, a moment after it is written: a change made in that
  // moment (the search applied just after a filter) builds on the URL last written, not on the list
  // shown, or it would undo the change before it.
  const written = useRef<URLSearchParams[]>([]);
  const shown = params.toString();
  useEffect(() => {
    const pending = written.current.map(String);
    // The last URL written is shown, or one not written here (the back button): nothing is pending.
    if (pending.at(-1) === shown || !pending.includes(shown)) written.current = [];
  }, [shown]);
  const update = useCallback(
    (change: (current: ListUrlState) => ListUrlState) => {
      const last = written.current.at(-1);
      const current = last ? parseListUrl(resource, last) : state;
      const next = listUrlParams(resource, change(current));
      // The same list again would only add a history entry the back button has to step over.
      if (next.toString() === listUrlParams(resource, current).toString()) return;
      written.current = [...written.current, next];
      setParams(next);
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
