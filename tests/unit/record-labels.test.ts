import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../server/areas/load-registry.ts';
import { parseLabel, recordLabel } from '../../registry/record-label.ts';
import type { EntityDefinition } from '../../registry/types.ts';
import { repository, useRegistryCopy } from './support/registryCopy.ts';

const registry = loadRegistry(repository);
const entity = (name: string) => registry.entities[name] as EntityDefinition;
const { root, edit, problemsOf } = useRegistryCopy();

describe('the label of every entity', () => {
  it.each(Object.values(registry.entities).map((each) => [each.name, each] as const))(
    '%s names its records by fields everyone who reads them may read',
    (_name, each) => {
      for (const name of each.label.fields) {
        const field = each.fields[name];
        expect(field, name).toBeDefined();
        expect([field?.writeOnly, field?.private, field?.access.read.length, field?.sqlType === 'jsonb']).toEqual([
          false,
          false,
          0,
          false,
        ]);
      }
      const record = Object.fromEntries([[each.idField, 7], ...each.label.fields.map((name) => [name, 'x'])]);
      expect(recordLabel(each, record)).not.toBe('');
    },
  );

  it('is the declared field or template, else the first required text field, else the first text field', () => {
    expect(entity('users/user').label.fields).toEqual(['firstname', 'lastname']);
    expect(entity('tickets/order').label.fields).toEqual(['number']);
    expect(entity('tickets/genre').label.fields).toEqual(['name']);
    expect(entity('tickets/invoice').label.fields).toEqual(['number']);
    expect(entity('tickets/event-date-price-category').label.fields).toEqual([]);
  });

  it('makes the text from the record: values in the template, Berlin time, the id where nothing is left', () => {
    const user = { id_users: 4, firstname: 'Sabine', lastname: 'Schulte' };
    expect(recordLabel(entity('users/user'), user)).toBe('Sabine Schulte');
    expect(recordLabel(entity('users/user'), { ...user, firstname: null })).toBe('Schulte');
    expect(recordLabel(entity('users/user'), { id_users: 4, firstname: ' ', lastname: null })).toBe('#4');
    const date = { id_tk_event_date: 9, starts_at: '2026-12-24T18:30:00.000Z' };
    expect(recordLabel(entity('tickets/event-date'), date)).toBe('24.12.2026 19:30');
    expect(recordLabel(entity('tickets/event-date-price-category'), { id_tk_event_date_price_category: 3 })).toBe('#3');
    expect(parseLabel('{firstname} – {lastname}!')).toEqual([
      { field: 'firstname' },
      { text: ' – ' },
      { field: 'lastname' },
      { text: '!' },
    ]);
  });

  it('gives references the resource whose row rules apply, and the users to created_by and updated_by', () => {
    const { fields } = entity('users/user');
    expect(fields.id_roles?.reference).toEqual({
      entity: 'system/role',
      resource: 'system/grantable-roles',
      many: false,
    });
    expect(entity('tickets/event').fields.genres?.reference).toEqual({
      entity: 'tickets/genre',
      resource: 'tickets/genres',
      many: true,
    });
    expect(entity('tickets/genre').fields.updated_by?.reference).toEqual({
      entity: 'users/user',
      resource: 'users/users',
      many: false,
    });
    expect(entity('customers/customer').fields.agencyId?.reference).toEqual({
      entity: 'agencies/agency',
      resource: 'agencies/agencies',
      many: false,
    });
  });
});

describe('a label the loader refuses', () => {
  it.each([
    ['a field the entity lacks', '{name} {colour}', '"colour" is not a field of this entity'],
    ['a private field', 'code', '"code" is not readable by everyone who reads the record'],
    ['a write-only field', 'secret', '"secret" is not readable by everyone who reads the record'],
  ])('names %s', (_case, label, message) => {
    edit('schemas/test/gadget.json', (gadget) => (gadget['x-label'] = label));
    expect(problemsOf()).toContainEqual({ file: 'schemas/test/gadget.json', pointer: '/x-label', message });
  });

  it('refuses a template without a field, or with a brace left open', () => {
    for (const label of ['', 'name {', '{}']) {
      edit('schemas/test/gadget.json', (gadget) => (gadget['x-label'] = label));
      expect(problemsOf().map((problem) => problem.pointer)).toContain('/x-label');
    }
  });

  it('takes the default where the entity names none', () => {
    const fixture = loadRegistry(root());
    expect(fixture.entities['test/gadget']?.label.fields).toEqual(['name']);
    expect(fixture.entities['test/gadget']?.fields.created_by?.reference).toBeUndefined();
  });
});
