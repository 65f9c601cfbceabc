import { describe, expect, it } from 'vitest';
import { registry } from '../../src/registry/registry.ts';
import { customPages } from '../../src/routing/customPages.ts';
import { GENERATED, menuPaths, screenRoutes } from '../../src/routing/screenRoutes.ts';

const routesOf = (name: string) =>
  screenRoutes(registry.resources)
    .filter((route) => route.resource.name === name)
    .map(({ path, screen, action, page }) => ({ path, screen, action, page }));

describe('the resource routes', () => {
  it('give a resource with every screen its list, create, copy and edit routes', () => {
    expect(routesOf('customers/customers')).toEqual([
      { path: '/customers', screen: 'list', action: 'list', page: GENERATED },
      { path: '/customers/create', screen: 'create', action: 'create', page: GENERATED },
      { path: '/customers/copy/:id', screen: 'copy', action: 'create', page: GENERATED },
      { path: '/customers/:id', screen: 'edit', action: 'show', page: GENERATED },
    ]);
  });

  it('give only the screens a resource has, and its bespoke pages', () => {
    expect(routesOf('tickets/genres').map((route) => route.screen)).toEqual(['list', 'create', 'edit']);
    expect(routesOf('system/roles')).toEqual([
      { path: '/roles', screen: 'list', action: 'list', page: 'custom/roles/list' },
      { path: '/roles/create', screen: 'create', action: 'create', page: 'custom/roles/editor' },
      { path: '/roles/:id', screen: 'edit', action: 'edit', page: 'custom/roles/editor' },
    ]);
  });

  it('find every bespoke page the registry names in the table of custom pages', () => {
    const named = screenRoutes(registry.resources)
      .map((route) => route.page)
      .filter((page) => page !== GENERATED);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((page) => !customPages.has(page))).toEqual([]);
    expect(customPages.has('custom/nothing')).toBe(false);
    expect(customPages.has('toString')).toBe(false);
    expect([...customPages.keys()]).toContain('custom/roles/list');
  });

  it('give a bespoke page an address of its own, behind its resource list permission', () => {
    expect(routesOf('images/customer-images').filter((route) => !route.path.startsWith('/imagedb/customer'))).toEqual([
      { path: '/imagedb/stock', screen: 'list', action: 'list', page: 'custom/imagedb/stock' },
    ]);
    expect(menuPaths(registry.resources).has('/imagedb/stock')).toBe(true);
  });

  it('let the menu lead to the list screens and the dashboard', () => {
    const paths = menuPaths(registry.resources);
    expect(paths.has('/')).toBe(true);
    expect(paths.has('/roles')).toBe(true);
    expect(paths.has('/roles/create')).toBe(false);
  });
});
