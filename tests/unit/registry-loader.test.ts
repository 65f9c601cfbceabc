import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../server/areas/load-registry.ts';
import { repository, useRegistryCopy } from './support/registryCopy.ts';

const { root, edit, problemsOf } = useRegistryCopy();

describe('loadRegistry', () => {
  it('loads the repository registry, complete and frozen', () => {
    const registry = loadRegistry(repository);
    const genres = registry.resource('tickets/genres');
    expect(genres).toMatchObject({
      api: '/ticket/genre',
      route: '/tickets/genres',
      search: ['name', 'slug'],
      list: { pageSize: 20, maxLimit: 1000, sort: ['-id_tk_genre'] },
      permission: { area: 'ticket', read: ['ticket-read'], list: ['ticket-read'], create: ['ticket-create'] },
      screens: { list: 'generated', create: 'generated', edit: 'generated' },
      all: true,
    });
    expect(genres?.entity.fields.version).toMatchObject({ system: true, readOnly: true, sqlType: 'integer' });
    expect(genres?.entity.fields.deleted_at).toMatchObject({ system: true, nullable: true, sqlType: 'timestamptz' });
    expect(Object.isFrozen(registry)).toBe(true);
    expect(Object.isFrozen(genres?.entity.fields.name)).toBe(true);
    expect(() => (registry.resources as unknown[]).push({})).toThrow();
  });

  it('takes bespoke pages for some screens and generated ones for the rest', () => {
    edit(
      'resources/test.json',
      (resources) => (resources[0].screens = ['copy', { list: 'custom/makers/board', edit: 'custom/makers/editor' }]),
    );
    expect(loadRegistry(root()).resource('test/makers')?.screens).toEqual({
      copy: 'generated',
      list: 'custom/makers/board',
      edit: 'custom/makers/editor',
    });
    expect(loadRegistry(repository).resource('system/roles')?.screens).toEqual({
      list: 'custom/roles/list',
      create: 'custom/roles/editor',
      edit: 'custom/roles/editor',
    });
  });

  it('resolves a query flag, which a fixed filter may name', () => {
    edit('resources/test.json', (resources) => {
      resources[0].flags = { withGadgets: { referencedBy: 'test/gadget', field: 'id_test_maker' } };
      resources[0].filter = { withGadgets: true };
    });
    const makers = loadRegistry(root()).resource('test/makers');
    expect(makers?.flags).toEqual({
      withGadgets: { table: 'test_gadget', column: 'id_test_maker', where: {}, softDelete: expect.any(Boolean) },
    });
    expect(makers?.filter).toEqual({ withGadgets: true });
  });

  it('fills in defaults and resolves references', () => {
    const registry = loadRegistry(root());
    const makers = registry.resource('test/makers');
    expect(makers?.list).toEqual({
      columns: ['name', 'country'],
      sort: ['-id_test_maker'],
      pageSize: 20,
      maxLimit: 1000,
    });
    expect(makers?.label).toBe('menu.makers');
    expect(registry.entities['test/gadget']?.fields.id_test_maker?.ref).toEqual({
      entity: 'test/maker',
      table: 'test_maker',
      idField: 'id_test_maker',
    });
    expect(registry.entities['test/gadget']?.fields.price).toMatchObject({
      sqlType: 'numeric',
      widget: 'money',
      ordered: true,
    });
    expect(registry.menu[0]?.entries[0]).toMatchObject({ route: '/test/gadgets', resource: 'test/gadgets' });
  });

  it.each([
    [
      'an unknown keyword in an entity',
      () => edit('schemas/test/maker.json', (entity) => (entity.properties.name['x-colour'] = 'red')),
      { file: 'schemas/test/maker.json', pointer: '/properties/name', message: 'unknown keyword "x-colour"' },
    ],
    [
      'an unknown keyword in a resource',
      () => edit('resources/test.json', (resources) => (resources[0].colour = 'red')),
      { file: 'resources/test.json', pointer: '/0', message: 'unknown keyword "colour"' },
    ],
    [
      'a resource of a missing entity',
      () => edit('resources/test.json', (resources) => (resources[0].entity = 'test/nothing')),
      { file: 'resources/test.json', pointer: '/0/entity', message: 'entity "test/nothing" does not exist' },
    ],
    [
      'a dangling x-ref',
      () => edit('schemas/test/gadget.json', (entity) => (entity.properties.id_test_maker['x-ref'] = 'test/vendor')),
      {
        file: 'schemas/test/gadget.json',
        pointer: '/properties/id_test_maker/x-ref',
        message: 'x-ref names "test/vendor", which is no entity',
      },
    ],
    [
      'a dangling x-ref in a list of references',
      () =>
        edit('schemas/test/gadget.json', (entity) => {
          entity.properties.makers = { type: 'array', items: { type: 'integer', 'x-ref': 'test/vendor' }, default: [] };
        }),
      {
        file: 'schemas/test/gadget.json',
        pointer: '/properties/makers/items/x-ref',
        message: 'x-ref names "test/vendor", which is no entity',
      },
    ],
    [
      'a duplicate route',
      () => edit('resources/test.json', (resources) => (resources[1].route = resources[0].route)),
      {
        file: 'resources/test.json',
        pointer: '/1/route',
        message: 'route "/test/makers" is used already by resources/test.json/0',
      },
    ],
    [
      'a duplicate API path',
      () => edit('resources/test.json', (resources) => (resources[2].api = '/test/gadget')),
      {
        file: 'resources/test.json',
        pointer: '/2/api',
        message: 'api "/test/gadget" is used already by resources/test.json/1',
      },
    ],
    [
      'an alias that another resource serves',
      () => edit('resources/test.json', (resources) => (resources[0].aliases = ['/test/gadget'])),
      {
        file: 'resources/test.json',
        pointer: '/1/api',
        message: 'api "/test/gadget" is used already by resources/test.json/0',
      },
    ],
    [
      'a search on a field that is not text',
      () => edit('resources/test.json', (resources) => (resources[1].search = ['name', 'price'])),
      {
        file: 'resources/test.json',
        pointer: '/1/search/1',
        message: '"price" is not a text field and cannot be searched',
      },
    ],
    [
      'a search on a private field',
      () => edit('resources/test.json', (resources) => (resources[1].search = ['code'])),
      { file: 'resources/test.json', pointer: '/1/search/0', message: '"code" is private and cannot be searched' },
    ],
    [
      'an id field that is not a property',
      () => edit('schemas/test/maker.json', (entity) => (entity['x-id'] = 'id_test_makers')),
      { file: 'schemas/test/maker.json', pointer: '/x-id', message: 'the id field "id_test_makers" is not a property' },
    ],
    [
      'a declared system column',
      () => edit('schemas/test/maker.json', (entity) => (entity.properties.created_at = { type: 'string' })),
      {
        file: 'schemas/test/maker.json',
        pointer: '/properties/created_at',
        message: '"created_at" is added by the registry and cannot be declared',
      },
    ],
    [
      'a field named like a list parameter',
      () => edit('schemas/test/maker.json', (entity) => (entity.properties.pagination = { type: 'boolean' })),
      {
        file: 'schemas/test/maker.json',
        pointer: '/properties/pagination',
        message: '"pagination" is a list parameter and cannot be a field',
      },
    ],
    [
      'a menu entry for a missing resource',
      () => edit('resources/menu.json', (menu) => (menu.groups[0].entries[0].resource = 'test/nothing')),
      {
        file: 'resources/menu.json',
        pointer: '/groups/0/entries/0/resource',
        message: 'resource "test/nothing" does not exist',
      },
    ],
    [
      'a fixed filter on a field the entity lacks',
      () => edit('resources/test.json', (resources) => (resources[2].filter = { driversOnly: true })),
      {
        file: 'resources/test.json',
        pointer: '/2/filter/driversOnly',
        message: '"driversOnly" is not a field of test/gadget',
      },
    ],
    [
      'a query flag of an entity that does not exist',
      () =>
        edit(
          'resources/test.json',
          (resources) =>
            (resources[0].flags = { withGadgets: { referencedBy: 'test/nothing', field: 'id_test_maker' } }),
        ),
      { file: 'resources/test.json', pointer: '/0/flags/withGadgets', message: '"test/nothing" is no entity' },
    ],
    [
      'a query flag whose field is no reference to the resource',
      () =>
        edit(
          'resources/test.json',
          (resources) => (resources[0].flags = { withGadgets: { referencedBy: 'test/gadget', field: 'name' } }),
        ),
      {
        file: 'resources/test.json',
        pointer: '/0/flags/withGadgets',
        message: '"name" of test/gadget is no reference to test/maker',
      },
    ],
    [
      'an agency field that is no integer field',
      () => edit('resources/test.json', (resources) => (resources[0].agencyField = 'country')),
      {
        file: 'resources/test.json',
        pointer: '/0/agencyField',
        message: '"country" is not an integer field of test/maker',
      },
    ],
    [
      'a screen named twice',
      () =>
        edit('resources/test.json', (resources) => (resources[0].screens = ['list', { list: 'custom/makers/board' }])),
      { file: 'resources/test.json', pointer: '/0/screens/1', message: 'screen "list" is named twice' },
    ],
    [
      'a bespoke page outside custom/',
      () => edit('resources/test.json', (resources) => (resources[0].screens = [{ list: 'pages/makers' }])),
      {
        file: 'resources/test.json',
        pointer: '/0/screens/0/list',
        message: 'must match pattern "^custom(/[a-z0-9-]+)+$"',
      },
    ],
    [
      'a record action writing a field the entity lacks',
      () =>
        edit('resources/test.json', (resources) => {
          resources[0].actions = [{ name: 'close', label: 'x', method: 'PATCH', body: { closed: true } }];
        }),
      {
        file: 'resources/test.json',
        pointer: '/0/actions/0/body/closed',
        message: '"closed" is not a writable field of test/maker',
      },
    ],
    [
      'a POST record action without its path',
      () =>
        edit('resources/test.json', (resources) => {
          resources[0].actions = [{ name: 'mail', label: 'x', method: 'POST' }];
        }),
      { file: 'resources/test.json', pointer: '/0/actions/0/path', message: 'a POST action names its path' },
    ],
    [
      'a GET record action (a download) with a body',
      () =>
        edit('resources/test.json', (resources) => {
          resources[0].actions = [{ name: 'pdf', label: 'x', method: 'GET', path: 'pdf', body: { name: 'x' } }];
        }),
      { file: 'resources/test.json', pointer: '/0/actions/0/body', message: 'a GET action has no body' },
    ],
    [
      'an entity with customer data whose resource declares no agency scope',
      () => edit('schemas/test/maker.json', (maker) => (maker['x-customer-data'] = true)),
      {
        file: 'resources/test.json',
        pointer: '/0',
        message:
          'test/maker holds customer data: name the agency field (agencyField), or null where no agency owns the rows',
      },
    ],
    [
      'an agency field through a field that is no reference',
      () => edit('resources/test.json', (resources) => (resources[1].agencyField = 'name.id_test_maker')),
      { file: 'resources/test.json', pointer: '/1/agencyField', message: '"name" is not a reference of test/gadget' },
    ],
    [
      'an agency field through a reference to a field that is no integer',
      () => edit('resources/test.json', (resources) => (resources[1].agencyField = 'id_test_maker.country')),
      {
        file: 'resources/test.json',
        pointer: '/1/agencyField',
        message: '"country" is not an integer field of test/maker',
      },
    ],
    [
      'a role grant on a reference to something that is no role',
      () => edit('schemas/test/gadget.json', (gadget) => (gadget.properties.id_test_maker['x-grants-role'] = true)),
      {
        file: 'schemas/test/gadget.json',
        pointer: '/properties/id_test_maker/x-grants-role',
        message: 'x-grants-role needs an x-ref to roles (an entity with an access object and an admin flag)',
      },
    ],
    [
      'a reference whose choices come from a resource of another entity',
      () =>
        edit(
          'schemas/test/gadget.json',
          (gadget) => (gadget.properties.id_test_maker['x-ui'] = { source: 'test/gadgets' }),
        ),
      {
        file: 'schemas/test/gadget.json',
        pointer: '/properties/id_test_maker/x-ui/source',
        message: '"test/gadgets" is no resource of the entity x-ref names',
      },
    ],
    [
      'a write right on a read-only field',
      () =>
        edit('schemas/test/maker.json', (maker) => {
          maker.properties.country = { type: ['string', 'null'], readOnly: true, 'x-access': { write: 'test-admin' } };
        }),
      {
        file: 'schemas/test/maker.json',
        pointer: '/properties/country/x-access/write',
        message: 'a read-only field is written by no one',
      },
    ],
    [
      'a cross-field rule naming a field the entity lacks',
      () => edit('schemas/test/gadget.json', (gadget) => (gadget.properties.price['x-compare'] = { gte: 'cost' })),
      {
        file: 'schemas/test/gadget.json',
        pointer: '/properties/price/x-compare/gte',
        message: '"cost" is not another field of this entity',
      },
    ],
    [
      'a cross-field rule between a date and a date-time',
      () =>
        edit(
          'schemas/test/gadget.json',
          (gadget) => (gadget.properties.on_sale_from['x-compare'] = { lt: 'released' }),
        ),
      {
        file: 'schemas/test/gadget.json',
        pointer: '/properties/on_sale_from/x-compare/lt',
        message: '"released" is not of the same kind (date-time)',
      },
    ],
    [
      'a cross-field rule on a text',
      () => edit('schemas/test/gadget.json', (gadget) => (gadget.properties.name['x-compare'] = { gt: 'code' })),
      {
        file: 'schemas/test/gadget.json',
        pointer: '/properties/name/x-compare/gt',
        message: 'only numbers, dates and date-times can be compared',
      },
    ],
    [
      'a lock in a list of condition sets naming a field the entity lacks',
      () =>
        edit(
          'schemas/test/gadget.json',
          (gadget) => (gadget.properties.price['x-locked-when'] = [{ active: [true, false] }, { colour: 'red' }]),
        ),
      {
        file: 'schemas/test/gadget.json',
        pointer: '/properties/price/x-locked-when/1/colour',
        message: '"colour" is not a field of this entity',
      },
    ],
    [
      'a percentage condition on a field the entity lacks',
      () =>
        edit('schemas/test/maker.json', (maker) => {
          maker.properties.rebate = { type: 'number', 'x-ui': { widget: 'money', percentWhen: { kind: 'percent' } } };
        }),
      {
        file: 'schemas/test/maker.json',
        pointer: '/properties/rebate/x-ui/percentWhen/kind',
        message: '"kind" is not a field of this entity',
      },
    ],
    [
      'a percentage condition on a field that is not money',
      () =>
        edit('schemas/test/maker.json', (maker) => {
          maker.properties.rebate = { type: 'number', 'x-ui': { percentWhen: { name: 'x' } } };
        }),
      {
        file: 'schemas/test/maker.json',
        pointer: '/properties/rebate/x-ui/percentWhen',
        message: 'only a money field can be a percentage',
      },
    ],
    [
      'a filter value the enum lacks',
      () =>
        edit('schemas/test/maker.json', (maker) => {
          maker.properties.kind = { type: 'string', enum: ['a', 'b'], 'x-ui': { filterValues: ['a', 'c'] } };
        }),
      {
        file: 'schemas/test/maker.json',
        pointer: '/properties/kind/x-ui/filterValues/1',
        message: '"c" is not a value of the field\'s enum',
      },
    ],
    [
      'an unknown list column',
      () => edit('resources/test.json', (resources) => (resources[1].list.columns = ['name', 'colour'])),
      { file: 'resources/test.json', pointer: '/1/list/columns/1', message: '"colour" is not a field of test/gadget' },
    ],
  ])('names file, pointer and problem for %s', (_case, breakIt, expected) => {
    breakIt();
    expect(problemsOf()).toContainEqual(expected);
  });

  it('reports every problem at once, and a file that is no JSON', () => {
    edit('resources/test.json', (resources) => {
      resources[0].entity = 'test/nothing';
      resources[1].search = ['price'];
    });
    expect(problemsOf()).toHaveLength(2);
    writeFileSync(join(root(), 'schemas/test/maker.json'), '{ not json');
    expect(problemsOf()[0]).toMatchObject({ file: 'schemas/test/maker.json', pointer: '' });
  });

  it('says all of it in the start-up message', () => {
    edit('resources/test.json', (resources) => (resources[0].entity = 'test/nothing'));
    expect(() => loadRegistry(root())).toThrow(
      'The registry is broken:\n  resources/test.json at /0/entity: entity "test/nothing" does not exist',
    );
  });
});
