import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayDo, SUPERADMIN_ROLE } from '../../registry/permission-check.ts';
import type { Action, Operation, ResourceDefinition } from '../../registry/types.ts';
import { demoAgencyId, demoLogins, demoRoles } from '../../server/db/seed/demo-accounts.ts';
import { dynamic } from '../../server/crud/crud-context.ts';
import { mintToken, tokenWithRights, userOfToken } from './support/mintedTokens.ts';
import { idOfRow, sampleRecords } from './support/sampleRecords.ts';
import { createTestApp, repositoryRegistry, type TestApp } from './support/testApp.ts';

// Generated from the registry: every call of every resource, made three times: by a role that holds
// one of the rights it needs, by a role that holds every right but those, and without a token. Which
// role may do what is the shared rule's, tested as a table over every resource, action and role in
// tests/unit/access-table.test.ts; this file shows that each route applies it.

interface Call {
  verb: string;
  action: Action;
  operation: Operation;
  success: number;
  /** Builds the request; `record` is a fresh record for calls that need one, `body` a valid new one. */
  request: (resource: ResourceDefinition, record: Row, body: Row) => InjectOptions;
  needsRecord: boolean;
}
type Row = Record<string, unknown>;

const idOf = (resource: ResourceDefinition, record: Row) => record[resource.entity.idField];
const withVersion = (resource: ResourceDefinition, record: Row, body: Row) =>
  resource.entity.concurrency ? { ...body, version: record.version } : body;

const calls: Call[] = [
  {
    verb: 'list',
    operation: 'list',
    action: 'list',
    success: 200,
    needsRecord: false,
    request: (r) => ({ method: 'GET', url: `/api${r.api}` }),
  },
  {
    verb: 'all',
    operation: 'list',
    action: 'list',
    success: 200,
    needsRecord: false,
    request: (r) => ({ method: 'GET', url: `/api${r.allPath}` }),
  },
  {
    verb: 'get',
    operation: 'get',
    action: 'read',
    success: 200,
    needsRecord: true,
    request: (r, record) => ({ method: 'GET', url: `/api${r.api}/${idOf(r, record)}` }),
  },
  {
    verb: 'create',
    operation: 'create',
    action: 'create',
    success: 201,
    needsRecord: false,
    request: (r, _record, body) => ({ method: 'POST', url: `/api${r.api}`, payload: body }),
  },
  {
    verb: 'patch',
    operation: 'update',
    action: 'update',
    success: 200,
    needsRecord: true,
    request: (r, record) => ({
      method: 'PATCH',
      url: `/api${r.api}/${idOf(r, record)}`,
      payload: withVersion(r, record, {}),
    }),
  },
  {
    verb: 'put',
    operation: 'update',
    action: 'update',
    success: 200,
    needsRecord: true,
    request: (r, record, body) => ({
      method: 'PUT',
      url: `/api${r.api}/${idOf(r, record)}`,
      payload: withVersion(r, record, body),
    }),
  },
  {
    verb: 'delete',
    operation: 'delete',
    action: 'delete',
    success: 200,
    needsRecord: true,
    request: (r, record) => ({ method: 'DELETE', url: `/api${r.api}/${idOf(r, record)}` }),
  },
];

const resources = repositoryRegistry.resources;
const actions: Action[] = ['list', 'read', 'create', 'update', 'delete'];
const allRights = [...new Set(resources.flatMap((r) => actions.flatMap((action) => r.permission[action])))].filter(
  (right) => right !== SUPERADMIN_ROLE,
);

/** A call only the superadmin may make: on a superadmin-only resource, or one whose right is `superadmin` alone. */
const superadminOnly = (resource: ResourceDefinition, needed: readonly string[]) =>
  resource.permission.superadmin || (needed.length > 0 && needed.every((right) => right === SUPERADMIN_ROLE));

/** A role of the matrix: a demo login, or a role made for the test that holds exactly `rights`. */
type Role = { name: string } & ({ login: string } | { rights: readonly string[] });

/** Who may make the call: a superadmin where only one may, an admin where only admins may, else a role with one of the rights it needs. */
function allowedRole(resource: ResourceDefinition, needed: readonly string[]): Role {
  if (superadminOnly(resource, needed)) return { name: 'superadmin', login: 'superadmin@demo.local' };
  if (resource.permission.adminOnly) return { name: 'admin', login: 'admin@demo.local' };
  const rights = needed.slice(0, 1);
  return { name: `only ${rights.join() || 'no right'}`, rights };
}

/**
 * Who holds everything but what the call needs: an admin where only a superadmin may, every right where
 * only admins may, else every other right.
 */
function refusedRole(resource: ResourceDefinition, needed: readonly string[]): Role | undefined {
  if (superadminOnly(resource, needed)) return { name: 'admin', login: 'admin@demo.local' };
  // rights do not reach what only admins may: not even all of them
  if (resource.permission.adminOnly) return { name: 'every right but no admin flag', rights: allRights };
  // a call that needs no right is open to every signed-in user
  if (needed.length === 0) return undefined;
  return { name: `all but ${needed.join(', ')}`, rights: allRights.filter((right) => !needed.includes(right)) };
}

let testApp: TestApp;
let superadminToken: string | undefined;
const { sampleBody, freshRow, resourceRow } = sampleRecords(
  () => testApp,
  () => superadminToken,
);

const tokens = new Map<string, Promise<string>>();
/** A role's minted token, its user made once. */
function tokenOf(role: Role): Promise<string> {
  let token = tokens.get(role.name);
  if (!token) {
    token =
      'login' in role
        ? mintToken(testApp.database.db, role.login)
        : tokenWithRights(testApp.database.db, role.name, role.rights);
    tokens.set(role.name, token);
  }
  return token;
}

beforeAll(async () => {
  testApp = await createTestApp();
  superadminToken = await tokenOf({ name: 'superadmin', login: 'superadmin@demo.local' });
});
afterAll(() => testApp.close());

/** A new record the resource reaches, with the values the resource's fixed filter asks for, as the resource answers it. */
async function freshRecord(resource: ResourceDefinition, extra: Row = {}): Promise<Row> {
  const created = await resourceRow(resource, extra);
  const response = await testApp.injectAs(superadminToken, {
    method: 'GET',
    url: `/api${resource.api}/${idOfRow(created)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * Removes a record of a resource of one's own rows once its case is done: the superadmin makes them
 * all, and a rule of the resource may allow one of a kind per owner (a photo per category).
 */
async function dropOwnRow(resource: ResourceDefinition, record: Row) {
  if (resource.rowScope !== 'ownRows' || Object.keys(record).length === 0) return;
  await dynamic(testApp.database.db)
    .deleteFrom(resource.entity.table)
    .where(resource.entity.idField, '=', idOf(resource, record))
    .execute();
}

/** Gives a record of a resource of one's own rows (`ownRows`) to the user of `token`: only they reach it then. */
async function giveTo(resource: ResourceDefinition, record: Row, token: string | undefined) {
  if (resource.rowScope !== 'ownRows' || token === undefined) return;
  await dynamic(testApp.database.db)
    .updateTable(resource.entity.table)
    .set({ id_users: userOfToken(token) })
    .where(resource.entity.idField, '=', idOf(resource, record))
    .execute();
}

const cases = resources.flatMap((resource) =>
  calls
    .filter((call) => resource.operations.includes(call.operation) && (call.verb !== 'all' || resource.all))
    .flatMap((call) => {
      const needed = resource.permission[call.action];
      const refused = refusedRole(resource, needed);
      const roles: { role: Role | undefined; expected: number }[] = [
        { role: allowedRole(resource, needed), expected: call.success },
        ...(refused ? [{ role: refused, expected: 403 }] : []),
        { role: undefined, expected: 401 },
      ];
      return roles.map(({ role, expected }) => ({
        name: `${resource.name} ${call.verb} as ${role?.name ?? 'no token'}: ${expected}`,
        resource,
        call,
        role,
        expected,
      }));
    }),
);

describe('every route of the registry applies its rights', () => {
  it.each(cases)('$name', async ({ resource, call, role, expected }) => {
    const record = call.needsRecord ? await freshRecord(resource) : {};
    const body = call.verb === 'create' || call.verb === 'put' ? await sampleBody(resource.entity) : {};
    const token = role && (await tokenOf(role));
    if (call.needsRecord) await giveTo(resource, record, token);
    const response = await testApp.injectAs(token, call.request(resource, record, body));
    expect(response.statusCode, response.body).toBe(expected);
    if (expected === 403)
      expect(response.json()).toMatchObject({ name: 'Forbidden', errors: [{ key: 'error.forbidden' }] });

    if (call.needsRecord && expected >= 400) {
      // a refused call changed nothing
      await giveTo(resource, record, superadminToken);
      const after = await testApp.injectAs(superadminToken, {
        method: 'GET',
        url: `/api${resource.api}/${idOf(resource, record)}`,
      });
      expect(after.json()).toEqual(record);
    }
    await dropOwnRow(resource, record);
  });

  it('covers every resource of the registry', () => {
    expect(new Set(cases.map((c) => c.resource.name))).toEqual(new Set(resources.map((r) => r.name)));
    expect(allRights.length).toBeGreaterThan(0);
  });
});

// Generated from the demo roles: every resource a demo role may read but not update. Its users open
// such a record read-only in the console; the API answers it and refuses every change. A user bound
// to an agency reaches a record of their agency only; another agency's is the 404 of a missing one.

/** A demo role as its user is: the demo login holding it (bound to the demo agency or not), else a user made with its rights. */
function demoRole(role: (typeof demoRoles)[number]): { role: Role; agencyBound: boolean } {
  const login = demoLogins.find((candidate) => candidate.role === role.role);
  return login
    ? { role: { name: `demo ${role.role}`, login: login.email }, agencyBound: 'agency' in login }
    : { role: { name: `demo ${role.role}`, rights: role.access }, agencyBound: false };
}

/** The values that put a new record of the resource into an agency: its own column, or a record of that agency it refers to. */
async function inAgency(resource: ResourceDefinition, agencyId: number): Promise<Row> {
  const scope = resource.agency;
  if (!scope) return {};
  if (!scope.via) return { [scope.column]: agencyId };
  const { via } = scope;
  const referred = resources.find((candidate) => candidate.entity.table === via.table)?.entity.name;
  if (!referred) throw new Error(`no resource serves ${via.table}`);
  return { [scope.column]: idOfRow(await freshRow(referred, { [via.column]: agencyId })) };
}

const readOnlyCases = demoRoles.flatMap((role) => {
  const permissions = {
    admin: role.admin,
    role: role.role,
    access: Object.fromEntries(role.access.map((r) => [r, true])),
  };
  return resources
    .filter(
      (resource) =>
        resource.operations.includes('get') &&
        // A resource served for reading only (online bookings) has no change to refuse.
        resource.operations.some((operation) => operation !== 'get' && operation !== 'list') &&
        mayDo(permissions, resource.permission, 'read') &&
        !mayDo(permissions, resource.permission, 'update'),
    )
    .map((resource) => ({
      name: `${resource.name} as ${role.role}`,
      resource,
      ...demoRole(role),
      refused: calls.filter(
        (call) =>
          call.needsRecord &&
          call.operation !== 'get' &&
          resource.operations.includes(call.operation) &&
          !mayDo(permissions, resource.permission, call.action),
      ),
    }));
});

describe('demo roles that read without updating', () => {
  it.each(readOnlyCases)('$name: get answers the record, every change is refused', async (entry) => {
    const { resource, role, agencyBound, refused } = entry;
    const agencyId = agencyBound ? await demoAgencyId(testApp.database.db) : undefined;
    const record = await freshRecord(resource, agencyId === undefined ? {} : await inAgency(resource, agencyId));
    const token = await tokenOf(role);
    await giveTo(resource, record, token);
    const read = await testApp.injectAs(
      token,
      calls.find((call) => call.verb === 'get')!.request(resource, record, {}),
    );
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ [resource.entity.idField]: idOf(resource, record) });

    expect(refused.length).toBeGreaterThan(0);
    for (const call of refused) {
      const body = call.verb === 'put' ? await sampleBody(resource.entity) : {};
      const response = await testApp.injectAs(token, call.request(resource, record, body));
      expect(response.statusCode, `${call.verb}: ${response.body}`).toBe(403);
      expect(response.json()).toMatchObject({ errors: [{ key: 'error.forbidden' }] });
    }
    await giveTo(resource, record, superadminToken);
    const after = await testApp.injectAs(
      superadminToken,
      calls.find((call) => call.verb === 'get')!.request(resource, record, {}),
    );
    expect(after.json()).toEqual(record);
    await dropOwnRow(resource, record);
  });

  it.each(readOnlyCases.filter((entry) => entry.agencyBound && entry.resource.agency))(
    '$name: a record of another agency is not found',
    async ({ resource, role }) => {
      const [other] = await testApp.database.db
        .insertInto('agency')
        .values({ name: `Andere Agentur ${resource.name}` })
        .returning('id_agency')
        .execute();
      const record = await freshRecord(resource, await inAgency(resource, other!.id_agency));
      const response = await testApp.injectAs(await tokenOf(role), {
        method: 'GET',
        url: `/api${resource.api}/${idOf(resource, record)}`,
      });
      expect(response.statusCode, response.body).toBe(404);
    },
  );

  it('covers the demo agency staff’s customers and processes', () => {
    expect(readOnlyCases.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['customers/customers as agency staff', 'processes/processes as agency staff']),
    );
  });
});
