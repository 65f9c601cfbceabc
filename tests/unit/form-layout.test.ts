import { describe, expect, it } from 'vitest';
import type { EntityDefinition, FieldDefinition, ResourceDefinition } from '../../registry/types.ts';
import { fieldKindOf, nestedFields } from '../../src/screens/form/model/fieldKinds.ts';
import { inputPathOf } from '../../src/screens/form/model/fieldPaths.ts';
import { editableFields, formPanels } from '../../src/screens/form/model/formLayout.ts';
import { historyEntries } from '../../src/screens/form/model/history.ts';
import { referencesPath, referenceTarget, type ReferenceTarget } from '../../src/screens/form/model/referenceTarget.ts';
import { errorTree, placeMessages } from '../../src/screens/form/validation/errorTree.ts';
import { registry } from '../../src/registry/registry.ts';

const entity = (name: string) => registry.entities[name] as EntityDefinition;
const kind = (entityName: string, name: string) => fieldKindOf(entity(entityName).fields[name] as FieldDefinition);
const names = (panel: { items: { field: FieldDefinition; confirmation?: FieldDefinition }[] }) =>
  panel.items.map(({ field, confirmation }) => (confirmation ? `${field.name}+${confirmation.name}` : field.name));

describe('the panels of a form', () => {
  it('put fields without a panel first, then the panels in schema order; system fields only when editing', () => {
    const create = formPanels(entity('tickets/artist'), 'create');
    expect(create.map((panel) => panel.key)).toEqual(['general', 'meta', 'social']);
    expect(names(create[0] as (typeof create)[number])).toEqual([
      'name',
      'slug',
      'active',
      'short_description',
      'description',
      'images',
    ]);
    const edit = formPanels(entity('tickets/artist'), 'edit');
    expect(edit.map((panel) => panel.key)).toEqual(['general', 'meta', 'social', 'system']);
    expect(names(edit.at(-1) as (typeof edit)[number])).toEqual([
      'created_at',
      'updated_at',
      'created_by',
      'updated_by',
      'deleted_at',
      'version',
    ]);
    expect(formPanels(entity('tickets/artist'), 'copy')).toEqual(create);
  });

  it('show read-only fields only when editing, never internal ones, and a confirmation beside its field', () => {
    const account = (mode: 'create' | 'edit') =>
      names(formPanels(entity('users/user'), mode).find((panel) => panel.key === 'account') ?? { items: [] });
    expect(account('create')).toContain('password+password_confirmation');
    expect(account('create')).not.toContain('lastLogin');
    expect(account('edit')).toContain('lastLogin');
    expect(account('edit').join()).not.toMatch(/token_version|id_users/);
  });

  it('let the user fill in only writable fields', () => {
    const writable = editableFields(entity('users/user')).map((field) => field.name);
    for (const name of ['id_users', 'lastLogin', 'verified_at', 'token_version', 'created_at', 'deleted_at'])
      expect(writable).not.toContain(name);
    expect(writable).toEqual(expect.arrayContaining(['email', 'password', 'password_confirmation', 'phones']));
  });
});

describe('field kinds', () => {
  it('refine the registry’s widget by the field’s type', () => {
    expect(kind('customers/customer', 'bonus_points')).toBe('integer');
    expect(kind('processes/process', 'price')).toBe('money');
    expect(kind('users/user', 'phones')).toBe('rows');
    expect(kind('system/tenant', 'dashboard')).toBe('object');
    expect(kind('system/role', 'access')).toBe('json');
    expect(kind('users/user', 'id_roles')).toBe('reference');
    expect(kind('tickets/genre', 'images')).toBe('images');
    expect(kind('users/user', 'password_confirmation')).toBe('password');
  });

  it('give rows and objects their properties as fields', () => {
    const phones = entity('users/user').fields.phones as FieldDefinition;
    expect(nestedFields(phones).map((field) => [field.name, field.required, fieldKindOf(field)])).toEqual([
      ['type', true, 'select'],
      ['number', true, 'text'],
    ]);
  });

  it('name a reference’s records through the referring resource, and open them in the resource serving them', () => {
    const resource = (name: string) => registry.resource(name) as ResourceDefinition;
    const roles = referenceTarget(registry, resource('users/users'), 'id_roles');
    expect([roles?.entity.name, roles?.serving?.name, roles?.referrer.api]).toEqual([
      'system/role',
      'system/grantable-roles',
      '/users-lit',
    ]);
    expect(referencesPath(roles as ReferenceTarget, { ids: [3, 11] })).toBe(
      '/users-lit/references/id_roles?id%5B%24in%5D=3%2C11',
    );
    expect(referencesPath(roles as ReferenceTarget, { text: ' Ticket staff ' })).toBe(
      '/users-lit/references/id_roles?q=Ticket+staff',
    );
    const author = referenceTarget(registry, resource('tickets/events'), 'created_by');
    expect([author?.entity.name, author?.serving?.name]).toEqual(['users/user', 'users/users']);
    const agency = referenceTarget(registry, resource('customers/customers'), 'agencyId');
    expect([agency?.entity.name, agency?.serving?.name]).toEqual(['agencies/agency', 'agencies/agencies']);
    expect(referenceTarget(registry, resource('tickets/events'), 'title')).toBeUndefined();
  });
});

describe('problems on their inputs', () => {
  const users = editableFields(entity('users/user'));
  const tenants = editableFields(entity('system/tenant'));

  it('land on the input showing the reported path', () => {
    expect(inputPathOf(users, 'zip')).toBe('zip');
    expect(inputPathOf(users, 'phones.2.number')).toBe('phones.2.number');
    expect(inputPathOf(users, 'phones')).toBe('phones.root');
    expect(inputPathOf(users, 'phones.2')).toBe('phones.root');
    expect(inputPathOf(users, 'phones.2.unknown')).toBe('phones.root');
    expect(inputPathOf(tenants, 'dashboard.active')).toBe('dashboard.active');
    expect(inputPathOf(users, 'version')).toBeUndefined();
    expect(inputPathOf(users, 'lastLogin')).toBeUndefined();
  });

  it('become react-hook-form’s error tree, the first per input, the rest for the form', () => {
    const placed = placeMessages(users, [
      { field: 'zip', key: 'error.zip' },
      { field: 'zip', key: 'error.pattern' },
      { field: 'phones.0.number', key: 'error.empty' },
      { field: 'version', key: 'error.minimum' },
    ]);
    expect(placed.unplaced).toEqual([{ field: 'version', key: 'error.minimum' }]);
    expect(errorTree(placed)).toEqual({
      zip: { type: 'error.zip', message: 'error.zip' },
      phones: { 0: { number: { type: 'error.empty', message: 'error.empty' } } },
      root: { type: 'error.minimum', message: 'error.minimum' },
    });
  });
});

describe('the history', () => {
  it('lists each change with the fields before and after', () => {
    const entries = historyEntries([
      {
        id_audit_log: 9,
        at: '2025-03-01T10:00:00Z',
        id_users: 1,
        action: 'update',
        before: { name: 'Rock' },
        after: { name: 'Pop', slug: 'pop' },
      },
      {
        id_audit_log: 8,
        at: '2025-02-01T10:00:00Z',
        id_users: null,
        action: 'create',
        before: null,
        after: { name: 'Rock' },
      },
    ]);
    expect(entries).toEqual([
      {
        id: 9,
        at: '2025-03-01T10:00:00Z',
        userId: 1,
        action: 'update',
        changes: [
          { field: 'name', before: 'Rock', after: 'Pop' },
          { field: 'slug', before: undefined, after: 'pop' },
        ],
      },
      {
        id: 8,
        at: '2025-02-01T10:00:00Z',
        userId: null,
        action: 'create',
        changes: [{ field: 'name', before: undefined, after: 'Rock' }],
      },
    ]);
  });
});
