import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../server/areas/load-registry.ts';
import { relatedTree } from '../../src/screens/form/model/relatedTree.ts';
import { registry } from '../../src/registry/registry.ts';
import { useRegistryCopy } from './support/registryCopy.ts';

// A resource's related lists (`related`): the records of another resource that refer to it, listed
// in its edit screen (spec 1 §2: a web menu with its items, ordered and nested).

const { root, edit, problemsOf } = useRegistryCopy();

describe('related lists in the registry', () => {
  it('name a resource and its reference to this resource’s entity', () => {
    edit('resources/test.json', (resources) => {
      resources[0].related = [{ resource: 'test/gadgets', field: 'id_test_maker' }];
    });
    expect(loadRegistry(root()).resource('test/makers')?.related).toEqual([
      { resource: 'test/gadgets', field: 'id_test_maker' },
    ]);
    expect(loadRegistry(root()).resource('test/gadgets')?.related).toEqual([]);
  });

  it.each([
    ['a field that is no reference', { resource: 'test/gadgets', field: 'name' }],
    ['a resource that does not exist', { resource: 'test/widgets', field: 'id_test_maker' }],
  ])('refuse %s', (_case, entry) => {
    edit('resources/test.json', (resources) => {
      resources[0].related = [entry];
    });
    expect(problemsOf()).toEqual([
      {
        file: 'resources/test.json',
        pointer: '/0/related/0',
        message: `"${entry.resource}" has no reference "${entry.field}" to test/maker`,
      },
    ]);
  });
});

describe('related lists edited in place', () => {
  it('keep inPlace, and refuse it when it is no boolean', () => {
    edit('resources/test.json', (resources) => {
      resources[0].related = [{ resource: 'test/gadgets', field: 'id_test_maker', inPlace: true }];
    });
    expect(loadRegistry(root()).resource('test/makers')?.related).toEqual([
      { resource: 'test/gadgets', field: 'id_test_maker', inPlace: true },
    ]);
    edit('resources/test.json', (resources) => {
      resources[0].related = [{ resource: 'test/gadgets', field: 'id_test_maker', inPlace: 'yes' }];
    });
    expect(problemsOf()).toEqual([
      expect.objectContaining({ file: 'resources/test.json', pointer: '/0/related/0/inPlace' }),
    ]);
  });
});

describe('related records as a tree', () => {
  const items = registry.entities['internet/web-menu-item']!;
  const item = (id: number, title: string, parent: number | null) => ({
    id_web_menu_item: id,
    title,
    id_parent: parent,
  });

  it('put each record after its parent, siblings in the order they came, one level deeper', () => {
    const rows = [
      item(1, 'Reisen', null),
      item(2, 'Busreisen', 1),
      item(3, 'Über uns', null),
      item(4, 'Kreuzfahrten', 1),
      item(5, 'Flussreisen', 4),
      item(6, 'Team', 3),
    ];
    expect(relatedTree(items, rows).map(({ row, depth }) => `${depth} ${String(row.title)}`)).toEqual([
      '0 Reisen',
      '1 Busreisen',
      '1 Kreuzfahrten',
      '2 Flussreisen',
      '0 Über uns',
      '1 Team',
    ]);
  });

  it('show a record whose parent is missing at the top, and records caught in a loop all the same', () => {
    const rows = [item(7, 'Verwaist', 99), item(8, 'A', 9), item(9, 'B', 8)];
    expect(relatedTree(items, rows).map(({ row, depth }) => `${depth} ${String(row.title)}`)).toEqual([
      '0 Verwaist',
      '0 A',
      '0 B',
    ]);
  });

  it('keep the order of records that do not nest', () => {
    const menus = registry.entities['internet/web-menu']!;
    const rows = [{ id_web_menu: 2 }, { id_web_menu: 1 }];
    expect(relatedTree(menus, rows)).toEqual([
      { row: rows[0], depth: 0 },
      { row: rows[1], depth: 0 },
    ]);
  });
});
