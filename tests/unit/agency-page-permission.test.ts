import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../server/areas/load-registry.ts';
import { registry } from '../../src/registry/registry.ts';
import { menuPaths, screenRoutes } from '../../src/routing/screenRoutes.ts';
import { useRegistryCopy } from './support/registryCopy.ts';

// A page at an address of its own may name the rights it opens to instead of its resource's list
// permission: the agency's own pages (agencydata-read) sit under the agencies (agencyadmin).

const { root, edit, problemsOf } = useRegistryCopy();

const routeAt = (path: string) => screenRoutes(registry.resources).find((route) => route.path === path);

describe('a page with a permission of its own', () => {
  it('is loaded with its rights, a page without them keeps its resource list permission', () => {
    expect(registry.resource('agencies/agencies')?.permission.list).toEqual(['agencyadmin-read']);
    expect(routeAt('/agencies/myProfile')).toMatchObject({
      page: 'custom/agencies/profile',
      action: 'list',
      permission: ['agencydata-read'],
    });
    expect(routeAt('/agencies/customers/:kennziffer')?.permission).toEqual(['agencydata-read']);
    expect(routeAt('/agencies')?.permission).toBeUndefined();
    expect(routeAt('/imagedb/stock')?.permission).toBeUndefined();
    expect(menuPaths(registry.resources).has('/agencies/provision')).toBe(true);
  });

  it('takes one right or a list, and refuses a right the catalogue lacks and keys beside page and permission', () => {
    edit('resources/test.json', (resources) => {
      resources[0].screens = [
        'list',
        { '/makers/board': { page: 'custom/makers/board', permission: 'customers-read' } },
        { '/makers/:id/plan': { page: 'custom/makers/plan', permission: ['customers-read', 'process-read'] } },
      ];
    });
    expect(loadRegistry(root()).resource('test/makers')?.pages).toEqual([
      { path: '/makers/board', page: 'custom/makers/board', permission: ['customers-read'] },
      { path: '/makers/:id/plan', page: 'custom/makers/plan', permission: ['customers-read', 'process-read'] },
    ]);

    edit('resources/test.json', (resources) => {
      resources[0].screens = ['list', { '/makers/board': { page: 'custom/makers/board', permission: 'makers-fly' } }];
    });
    expect(problemsOf()).toContainEqual(
      expect.objectContaining({
        file: 'resources/test.json',
        pointer: '/0/screens/1/~1makers~1board/permission',
        message: expect.stringContaining('right "makers-fly"'),
      }),
    );

    edit('resources/test.json', (resources) => {
      resources[0].screens = ['list', { '/makers/board': { page: 'custom/makers/board', right: 'customers-read' } }];
    });
    expect(problemsOf().length).toBeGreaterThan(0);
  });
});
