// @vitest-environment jsdom
import { ResourceContext, type GoFunction, type ParseFunction } from '@refinedev/core';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routerProvider } from '../../src/routing/routerProvider.tsx';

const genres = { name: 'tickets/genres', list: '/tickets/genres', edit: '/tickets/genres/:id' };

/** Runs a hook on `url`, below the given route (or none), with Refine knowing the genres resource. */
function onPage<T>(url: string, hook: () => T, route?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ResourceContext.Provider value={{ resources: [genres] }}>
      <MemoryRouter initialEntries={[url]}>
        {route ? (
          <Routes>
            <Route path={route} element={children} />
          </Routes>
        ) : (
          children
        )}
      </MemoryRouter>
    </ResourceContext.Provider>
  );
  return renderHook(hook, { wrapper }).result;
}

const useGo = routerProvider.go as () => GoFunction;
const useParse = routerProvider.parse as () => ParseFunction;

describe("the console's router bindings for Refine", () => {
  it('write a path with its query and hash, lists as repeated keys, without empty values', () => {
    const go = onPage('/', useGo).current;
    expect(
      go({ to: '/auth/login', query: { to: '/tickets/genres?page=2', ids: [1, 2], gone: undefined }, type: 'path' }),
    ).toBe('/auth/login?to=%2Ftickets%2Fgenres%3Fpage%3D2&ids=1&ids=2');
    expect(go({ to: '/tickets/genres', hash: '#top', type: 'path' })).toBe('/tickets/genres#top');
  });

  it('keep the current query and hash when asked, the new values replacing theirs', () => {
    const go = onPage('/tickets/genres?page=2&q=rock#top', useGo).current;
    expect(
      go({ to: '/tickets/genres', query: { page: 3 }, options: { keepQuery: true, keepHash: true }, type: 'path' }),
    ).toBe('/tickets/genres?page=3&q=rock#top');
    expect(go({ to: '/tickets/genres', type: 'path' })).toBe('/tickets/genres');
  });

  it('navigate', () => {
    const result = onPage('/', () => ({ go: useGo(), location: useLocation() }));
    act(() => void result.current.go({ to: '/tickets/genres', query: { page: 2 } }));
    expect(`${result.current.location.pathname}${result.current.location.search}`).toBe('/tickets/genres?page=2');
  });

  it('read the resource, action, id and query of the current page', () => {
    const parse = onPage('/tickets/genres/7?pageSize=50&tag=a&tag=b', useParse, '/tickets/genres/:id').current;
    expect(parse()).toMatchObject({
      resource: { name: 'tickets/genres' },
      action: 'edit',
      id: '7',
      pathname: '/tickets/genres/7',
      params: { id: '7', pageSize: 50, currentPage: undefined, tag: ['a', 'b'] },
    });
  });

  it("find the id from the resource's route outside the page's own route", () => {
    expect(onPage('/tickets/genres/7', useParse).current()).toMatchObject({ action: 'edit', id: '7' });
  });
});
