import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../server/registry/load-registry.ts';
import { useRegistryCopy } from './support/registryCopy.ts';

const { root, edit, problemsOf } = useRegistryCopy();

const NOT_GRANTABLE = 'is not in the access-area catalogue (registry/access-areas.ts): no role can be granted it';

describe('the registry loader against the access-area catalogue and the icon table', () => {
  it.each([
    [
      'a permission area the catalogue lacks',
      () => edit('resources/test.json', (resources) => (resources[0].permission.area = 'thirdpraty')),
      { file: 'resources/test.json', pointer: '/0/permission/area', message: `area "thirdpraty" ${NOT_GRANTABLE}` },
    ],
    [
      'a right the catalogue lacks',
      () => edit('resources/test.json', (resources) => (resources[1].permission.update = 'thirdparty-edit')),
      {
        file: 'resources/test.json',
        pointer: '/1/permission/update',
        message: `right "thirdparty-edit" ${NOT_GRANTABLE}`,
      },
    ],
    [
      'a right the catalogue lacks in a list of rights',
      () => edit('resources/test.json', (resources) => (resources[1].permission.read = ['thirdparty-read', 'cfo'])),
      { file: 'resources/test.json', pointer: '/1/permission/read/1', message: `right "cfo" ${NOT_GRANTABLE}` },
    ],
    [
      'an area without the right a served call takes from it by default',
      () => edit('resources/test.json', (resources) => (resources[0].permission.area = 'documents')),
      {
        file: 'resources/test.json',
        pointer: '/0/permission/area',
        message: 'area "documents" has no default right for create, update, delete: name the rights these calls need',
      },
    ],
    [
      'a field right the catalogue lacks',
      () =>
        edit('schemas/test/gadget.json', (gadget) => (gadget.properties.price['x-access'] = { read: 'gadget-cost' })),
      {
        file: 'schemas/test/gadget.json',
        pointer: '/properties/price/x-access/read',
        message: `right "gadget-cost" ${NOT_GRANTABLE}`,
      },
    ],
    [
      'a menu group permission the catalogue lacks',
      () => edit('resources/menu.json', (menu) => (menu.groups[0].permission = 'gadgets-read')),
      {
        file: 'resources/menu.json',
        pointer: '/groups/0/permission',
        message: `right "gadgets-read" ${NOT_GRANTABLE}`,
      },
    ],
    [
      'a menu entry permission the catalogue lacks',
      () => edit('resources/menu.json', (menu) => (menu.groups[0].entries[0].permission = ['ceo', 'thirdparty-list'])),
      {
        file: 'resources/menu.json',
        pointer: '/groups/0/entries/0/permission/1',
        message: `right "thirdparty-list" ${NOT_GRANTABLE}`,
      },
    ],
    [
      'a menu group icon the icon table lacks',
      () => edit('resources/menu.json', (menu) => (menu.groups[0].icon = 'Gadget')),
      {
        file: 'resources/menu.json',
        pointer: '/groups/0/icon',
        message: `icon "Gadget" is not in the menu's icon table (registry/menu-icons.ts)`,
      },
    ],
    [
      'a menu entry icon the icon table lacks',
      () => edit('resources/menu.json', (menu) => (menu.groups[0].entries[0].icon = 'dashboard')),
      {
        file: 'resources/menu.json',
        pointer: '/groups/0/entries/0/icon',
        message: `icon "dashboard" is not in the menu's icon table (registry/menu-icons.ts)`,
      },
    ],
  ])('refuses %s, naming file and pointer', (_case, breakIt, expected) => {
    breakIt();
    expect(problemsOf()).toEqual([expected]);
  });

  it('takes an area for the calls a resource serves, rights of the catalogue, superadmin and known icons', () => {
    edit('resources/test.json', (resources) => {
      resources[0].permission = { area: 'documents' };
      resources[0].operations = ['list', 'get'];
      resources[1].permission = { area: 'thirdparty', read: ['thirdparty-read', 'ceo'], delete: 'ticket-admin' };
      resources[2].permission = { area: 'gadgets', superadmin: true };
    });
    edit('schemas/test/gadget.json', (gadget) => (gadget.properties.price['x-access'] = { write: 'superadmin' }));
    edit('resources/menu.json', (menu) => {
      menu.groups[0].icon = 'Category';
      menu.groups[0].permission = ['thirdparty-read', 'ceo'];
      menu.groups[0].entries[0].icon = 'Inventory';
    });
    const registry = loadRegistry(root());
    expect(registry.resource('test/makers')?.permission).toMatchObject({ list: ['documents-read'] });
    expect(registry.resource('test/active-gadgets')?.permission.superadmin).toBe(true);
    expect(registry.menu[0]).toMatchObject({ icon: 'Category', permission: ['thirdparty-read', 'ceo'] });
  });
});

describe('a menu entry for a resource', () => {
  const entry = () => loadRegistry(root()).menu[0]?.entries[0];

  it("takes the resource's list permission when it names none", () => {
    edit('resources/test.json', (resources) => (resources[1].permission.list = ['thirdparty-read', 'ceo']));
    expect(entry()).toMatchObject({
      resource: 'test/gadgets',
      permission: ['thirdparty-read', 'ceo'],
      superadmin: false,
    });
  });

  it('is for superadmins alone when its resource is', () => {
    edit('resources/test.json', (resources) => (resources[1].permission.superadmin = true));
    expect(entry()).toMatchObject({ permission: ['thirdparty-read'], superadmin: true });
  });

  it('keeps a permission of its own', () => {
    edit('resources/menu.json', (menu) => (menu.groups[0].entries[0].permission = 'ceo'));
    expect(entry()).toMatchObject({ permission: ['ceo'], superadmin: false });
    edit('resources/menu.json', (menu) => {
      delete menu.groups[0].entries[0].permission;
      menu.groups[0].entries[0].superadmin = true;
    });
    expect(entry()).toMatchObject({ permission: [], superadmin: true });
  });

  it('leaves an entry for a route without a resource open to everyone', () => {
    edit('resources/menu.json', (menu) => (menu.groups[0].entries[0] = { label: 'menu.gadgets', route: '/gadgets' }));
    expect(entry()).toMatchObject({ permission: [], superadmin: false });
  });
});
