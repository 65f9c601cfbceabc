import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdsFieldRight, mayUse, type PermissionHolder } from '../../registry/permission-check.ts';
import type { FieldDefinition, ResourceDefinition } from '../../registry/types.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { dynamic } from '../../server/crud/crud-context.ts';
import { sameValue } from '../../server/crud/same-value.ts';
import { findRole, mayGrant } from '../../server/permissions/role-grants.ts';
import { demoLogins, demoRoles } from '../../server/db/seed/demo-accounts.ts';
import { createTestApp, repositoryRegistry, type TestApp } from './support/testApp.ts';
import { filterValues, idOfRow, sampleRecords } from './support/sampleRecords.ts';
import { insertUserWith, RIGHTS_PASSWORD } from './support/ticketRows.ts';
import { mintToken } from './support/mintedTokens.ts';

// Generated from the registry: every writable field of every resource, changed by every demo role
// and, for each field with rights of its own (x-access.write), by a role that holds the resource's
// rights without the field's and one that holds both. Refused calls answer 403 and change nothing.

type Row = Record<string, unknown>;
interface Role {
  name: string;
  permissions: PermissionHolder;
  token?: string;
}

const resources = repositoryRegistry.resources.filter(
  (resource) => resource.operations.includes('update') && resource.operations.includes('list'),
);
const writable = (resource: ResourceDefinition) =>
  Object.values(resource.entity.fields).filter(
    (field) => !field.readOnly && !field.system && !field.transient && field.name !== resource.entity.idField,
  );

const roles: Role[] = demoRoles.map(({ role, admin, access }) => ({
  name: role,
  permissions: { admin, role, access: Object.fromEntries(access.map((right) => [right, true])) },
}));
const entitiesWithRules = new Map(
  resources.flatMap((resource) =>
    writable(resource).some((field) => field.access.write.length > 0) ? [[resource.entity.name, resource]] : [],
  ),
);
for (const [entity, resource] of entitiesWithRules)
  for (const field of writable(resource).filter((candidate) => candidate.access.write.length > 0)) {
    const base = [
      ...resource.permission.list,
      ...resource.permission.read,
      ...resource.permission.create,
      ...resource.permission.update,
    ];
    const grant = field.access.write.filter((right) => right !== 'superadmin');
    for (const [name, access] of [
      [`${entity} without ${field.name}`, base],
      ...(grant.length > 0 ? [[`${entity} with ${field.name}`, [...base, grant[0] as string]] as const] : []),
    ] as const)
      roles.push({
        name,
        permissions: { admin: false, role: name, access: Object.fromEntries(access.map((right) => [right, true])) },
      });
  }

let testApp: TestApp;
let counter = 0;
const superadminToken = () => roles.find((role) => role.name === 'superadmin')?.token;
const { resourceRow } = sampleRecords(() => testApp, superadminToken);

beforeAll(async () => {
  testApp = await createTestApp();
  const hash = await hashPassword(RIGHTS_PASSWORD);
  for (const role of roles) {
    const login = demoLogins.find((candidate) => candidate.role === role.name);
    if (login) role.token = await mintToken(testApp.database.db, login.email);
    else if (demoRoles.some((demo) => demo.role === role.name)) {
      const { id_roles } = await testApp.database.db
        .selectFrom('roles')
        .select('id_roles')
        .where('role', '=', role.name)
        .executeTakeFirstOrThrow();
      const email = `${role.name.replaceAll(' ', '.')}@rights.test`;
      await testApp.database.db.insertInto('users').values({ email, password: hash, id_roles }).execute();
      role.token = await mintToken(testApp.database.db, email);
    } else {
      const { email } = await insertUserWith(
        testApp.database.db,
        role.name,
        Object.keys(role.permissions.access),
        hash,
      );
      role.token = await mintToken(testApp.database.db, email);
    }
  }
});
afterAll(() => testApp.close());

const samples = new Map<string, Row>();

/**
 * The resource's sample record as it is now: made once (its required fields only), then read again
 * before each change, without a role (whom any writer may change).
 */
async function sampleRecord(resource: ResourceDefinition): Promise<Row> {
  let sample = samples.get(resource.name);
  if (!sample) {
    sample = await resourceRow(resource);
    samples.set(resource.name, sample);
  }
  // An earlier case may have moved it out of the resource's filter (enabled a disabled user), or
  // given it a role its next writer could not grant: take that back.
  const { entity } = resource;
  const reset = {
    ...Object.fromEntries(
      Object.values(entity.fields)
        .filter((field) => field.grantsRole)
        .map((field) => [field.name, null]),
    ),
    ...filterValues(resource),
  };
  if (Object.keys(reset).length > 0)
    await dynamic(testApp.database.db)
      .updateTable(entity.table)
      .set(reset)
      .where(entity.idField, '=', idOfRow(sample))
      .execute();
  const response = await testApp.injectAs(superadminToken(), {
    method: 'GET',
    url: `/api${resource.api}/${String(idOfRow(sample))}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Whether the role could grant the role a field of x-grants-role is set to. */
async function grants(permissions: PermissionHolder, field: FieldDefinition, value: unknown): Promise<boolean> {
  if (!field.grantsRole || typeof value !== 'number') return true;
  const role = await findRole(testApp.database.db, value);
  return role !== undefined && mayGrant(permissions, role);
}

/** A valid value other than the stored one, where one can be made without knowing the field's meaning. */
async function changedValue(field: FieldDefinition, current: unknown): Promise<unknown> {
  counter += 1;
  if (field.ref) {
    const other = await dynamic(testApp.database.db)
      .selectFrom(field.ref.table)
      .select(field.ref.idField)
      .where(field.ref.idField, '!=', current ?? 0)
      .executeTakeFirst();
    return other?.[field.ref.idField];
  }
  if (field.enum) return field.enum.find((value) => value !== current && value !== null) ?? current;
  if (field.type === 'boolean') return !current;
  if (field.type === 'integer' || field.type === 'number') {
    const next = Number(current ?? 0) + 1;
    const maximum = field.schema.maximum;
    return maximum !== undefined && next > maximum ? (field.schema.minimum ?? 0) : next;
  }
  if (field.format === 'date') return current === '2026-05-01' ? '2026-05-02' : '2026-05-01';
  if (field.format === 'date-time') return `2026-05-01T10:${String(counter % 60).padStart(2, '0')}:00Z`;
  if (field.format === 'email') return `changed${counter}@demo.local`;
  if (field.password) return 'Changed1234!';
  if (field.type === 'string') return `Geändert ${counter}`.slice(0, field.schema.maxLength ?? 100);
  return current;
}

const cases = resources.flatMap((resource) =>
  writable(resource).flatMap((field) =>
    roles.map((role) => {
      const mayUpdate = mayUse(role.permissions, resource.permission.update, {
        superadmin: resource.permission.superadmin,
      });
      const mayWrite = holdsFieldRight(role.permissions, field.access.write);
      return { name: `${resource.name}.${field.name} as ${role.name}`, resource, field, role, mayUpdate, mayWrite };
    }),
  ),
);

describe('field rules on every write', () => {
  it.each(cases)('$name', async ({ resource, field, role, mayUpdate, mayWrite }) => {
    const record = await sampleRecord(resource);
    const value = await changedValue(field, record[field.name]);
    const changes = !sameValue(field, value, record[field.name]) || field.password;
    if (field.access.write.length > 0)
      expect(changes, 'a field with rights of its own gets a changed value').toBe(true);
    const confirmation = Object.values(resource.entity.fields).find((other) => other.confirms === field.name);
    const payload: Row = {
      [field.name]: value,
      ...(confirmation ? { [confirmation.name]: value } : {}),
      ...(resource.entity.concurrency ? { version: record.version } : {}),
    };
    const idField = resource.entity.idField;
    const response = await testApp.injectAs(role.token, {
      method: 'PATCH',
      url: `/api${resource.api}/${String(record[idField])}`,
      payload,
    });

    const mayGrantValue = await grants(role.permissions, field, value);
    if (mayUpdate && mayWrite && mayGrantValue) {
      // other rules (a pattern, a unique value, a business rule) may refuse it, the field rules may not
      expect(response.statusCode, response.body).not.toBe(403);
      return;
    }
    expect(response.statusCode, response.body).toBe(403);
    const keys = response.json<{ errors: { field?: string; key: string }[] }>().errors;
    expect(keys).toContainEqual(
      mayUpdate
        ? expect.objectContaining({
            field: field.name,
            key: mayWrite ? 'error.role_not_grantable' : 'error.field_forbidden',
          })
        : expect.objectContaining({ key: 'error.forbidden' }),
    );
    const after = await testApp.injectAs(superadminToken(), {
      method: 'GET',
      url: `/api${resource.api}/${String(record[idField])}`,
    });
    expect(after.json()).toEqual(record);
  });

  it('covers every resource that updates, and fields with rights of their own', () => {
    expect(new Set(cases.map((entry) => entry.resource.name))).toEqual(new Set(resources.map((r) => r.name)));
    expect(cases.some((entry) => entry.field.access.write.length > 0 && entry.mayUpdate && !entry.mayWrite)).toBe(true);
  });
});

describe('field rules on create and put', () => {
  const users = repositoryRegistry.resource('users/users') as ResourceDefinition;
  const withoutCard = () => roles.find((role) => role.name === 'users/user without id_vc_card');
  const withCard = () => roles.find((role) => role.name === 'users/user with id_vc_card');

  it('refuses a new record that sets the field, and takes one that leaves it at its default', async () => {
    counter += 1;
    const card = await changedValue(users.entity.fields.id_vc_card as FieldDefinition, null);
    const body = { email: `card${counter}@demo.local`, ratio_id: `C${counter}` };
    const refused = await testApp.injectAs(withoutCard()?.token, {
      method: 'POST',
      url: '/api/users-lit',
      payload: { ...body, id_vc_card: card },
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().errors).toEqual([
      { field: 'id_vc_card', key: 'error.field_forbidden', params: { permission: 'agencyadmin-update' } },
    ]);
    const stored = await testApp.database.db
      .selectFrom('users')
      .select('id_users')
      .where('email', '=', body.email)
      .executeTakeFirst();
    expect(stored).toBeUndefined();

    const plain = await testApp.injectAs(withoutCard()?.token, {
      method: 'POST',
      url: '/api/users-lit',
      payload: body,
    });
    expect(plain.statusCode, plain.body).toBe(201);
    const granted = await testApp.injectAs(withCard()?.token, {
      method: 'POST',
      url: '/api/users-lit',
      payload: { email: `card${counter}b@demo.local`, ratio_id: `D${counter}`, id_vc_card: card },
    });
    expect(granted.statusCode, granted.body).toBe(201);
  });

  it('counts a field a PUT leaves out as emptied', async () => {
    const record = await sampleRecord(users);
    const card = await changedValue(users.entity.fields.id_vc_card as FieldDefinition, null);
    await testApp.database.db
      .updateTable('users')
      .set({ id_vc_card: card as number })
      .where('id_users', '=', record.id_users as number)
      .execute();
    const { id_vc_card: _card, ...rest } = record;
    const writableRest = Object.fromEntries(
      Object.entries(rest).filter(([name]) => {
        const field = users.entity.fields[name];
        return field && !field.readOnly && !field.system;
      }),
    );
    const response = await testApp.injectAs(withoutCard()?.token, {
      method: 'PUT',
      url: `/api/users-lit/${String(record.id_users)}`,
      payload: writableRest,
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().errors[0]).toMatchObject({ field: 'id_vc_card', key: 'error.field_forbidden' });
  });
});
