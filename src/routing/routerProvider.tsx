import { matchResourceFromRoute, ResourceContext, type GoConfig, type RouterProvider } from '@refinedev/core';
import { forwardRef, useCallback, useContext, useMemo, type ComponentProps } from 'react';
import { Link, matchPath, useLocation, useNavigate, useParams } from 'react-router';

/**
 * Refine's router bindings on React Router, as @refinedev/react-router has them but with the
 * browser's URLSearchParams for query strings where it has qs: the console keeps its own state
 * in the URL (lists read theirs with useSearchParams) and Refine writes only flat queries, and qs
 * cost every page, the login page first, 7 kB of gzipped JavaScript.
 */

/** A query as the URL writes it: a list repeats its key, an object is JSON, nothing is left out. */
function writeQuery(search: URLSearchParams, query: Record<string, unknown>) {
  const text = (item: unknown) => (typeof item === 'object' ? JSON.stringify(item) : String(item));
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) search.delete(key);
    else if (!Array.isArray(value)) search.set(key, text(value));
    else {
      search.delete(key);
      for (const item of value) search.append(key, text(item));
    }
  }
}

/** A query string's keys, a repeated key as a list. */
function readQuery(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = query[key];
    query[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

/** Refine's table parameters are numbers; anything else in their place is none. */
const numberOrNone = (value: unknown): number | undefined =>
  typeof value === 'string' && value !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;

export const routerProvider: RouterProvider = {
  go: function useGo() {
    const { search, hash } = useLocation();
    const navigate = useNavigate();
    return useCallback(
      ({ to = '', type, query = {}, hash: nextHash, options: { keepQuery, keepHash } = {} }: GoConfig) => {
        const params = new URLSearchParams(keepQuery ? search : '');
        writeQuery(params, query);
        const fragment = (nextHash || (keepHash ? hash : '')).replace(/^#/, '');
        const path = `${to}${params.size > 0 ? `?${params}` : ''}${fragment ? `#${fragment}` : ''}`;
        if (type === 'path') return path;
        void navigate(path, { replace: type === 'replace' });
        return undefined;
      },
      [search, hash, navigate],
    );
  },

  back: function useBack() {
    const navigate = useNavigate();
    return useCallback(() => void navigate(-1), [navigate]);
  },

  parse: function useParse() {
    const routeParams = useParams();
    const { pathname, search } = useLocation();
    const { resources } = useContext(ResourceContext);
    const { resource, action, matchedRoute } = useMemo(
      () => matchResourceFromRoute(pathname, resources),
      [resources, pathname],
    );
    // Outside the page's own route (the layout, Refine's providers) the resource's route says the id.
    const params = useMemo(
      () =>
        Object.keys(routeParams).length === 0 && matchedRoute
          ? (matchPath(matchedRoute, pathname)?.params ?? {})
          : routeParams,
      [routeParams, matchedRoute, pathname],
    );
    return useCallback(() => {
      const combined = { ...params, ...readQuery(search) };
      return {
        ...(resource && { resource }),
        ...(action && { action }),
        ...(params.id && { id: decodeURIComponent(params.id) }),
        pathname,
        params: {
          ...combined,
          currentPage: numberOrNone(combined.currentPage),
          pageSize: numberOrNone(combined.pageSize),
        },
      };
    }, [pathname, search, params, resource, action]);
  },

  Link: forwardRef<HTMLAnchorElement, ComponentProps<typeof Link>>(function RefineLink(props, ref) {
    return <Link {...props} ref={ref} />;
  }),
};
