import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, Operation, ResourceDefinition } from '../../registry/types.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { createTestApp, repositoryRegistry, type TestApp } from './support/testApp.ts';
import { idOfRow, sampleRecords } from './support/sampleRecords.ts';
import { insertUserWith, RIGHTS_PASSWORD } from './support/ticketRows.ts';

// Generated from the registry: every resource × call × role, allowed or denied as its permissions say.

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
    request: (r) => ({ method: 'GET', url: `/api${r.api}/all` }),
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
const allRights = [...new Set(resources.flatMap((r) => actions.flatMap((action) => r.permission[action])))];

let testApp: TestApp;
const tokens = new Map<string, string>();
const { sampleBody, freshRow } = sampleRecords(
  () => testApp,
  () => tokens.get('superadmin'),
);

/** A user whose role grants exactly `access`, signed in. */
async function userWith(label: string, access: string[], passwordHash: string) {
  const { email, password } = await insertUserWith(testApp.database.db, label, access, passwordHash);
  tokens.set(label, await testApp.signIn(email, password));
}

beforeAll(async () => {
  testApp = await createTestApp();
  tokens.set('superadmin', await testApp.signIn('superadmin@demo.local'));
  tokens.set('admin', await testApp.signIn('admin@demo.local'));
  const hash = await hashPassword(RIGHTS_PASSWORD);
  await userWith('all rights', allRights, hash);
  for (const right of allRights) {
    await userWith(`only ${right}`, [right], hash);
    await userWith(
      `all but ${right}`,
      allRights.filter((name) => name !== right),
      hash,
    );
  }
});
afterAll(() => testApp.close());

/** A new record the resource reaches, with the values the resource's fixed filter asks for, as the resource answers it. */
async function freshRecord(resource: ResourceDefinition): Promise<Row> {
  const created = await freshRow(resource.entity.name, resource.filter);
  const response = await testApp.injectAs(tokens.get('superadmin'), {
    method: 'GET',
    url: `/api${resource.api}/${idOfRow(created)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const cases = resources.flatMap((resource) =>
  calls
    .filter((call) => resource.operations.includes(call.operation) && (call.verb !== 'all' || resource.all))
    .flatMap((call) => {
      const needed = resource.permission[call.action];
      const roles = resource.permission.superadmin
        ? [
            { role: 'superadmin', expected: call.success },
            // neither the admin flag nor every right reaches a superadmin-only resource
            { role: 'admin', expected: 403 },
            { role: 'all rights', expected: 403 },
          ]
        : [
            { role: 'superadmin', expected: call.success },
            { role: 'admin', expected: call.success },
            ...needed.map((right) => ({ role: `only ${right}`, expected: call.success })),
            ...needed.map((right) => ({
              role: `all but ${right}`,
              expected: needed.length > 1 ? call.success : 403,
            })),
          ];
      return [...roles, { role: 'no token', expected: 401 }].map(({ role, expected }) => ({
        name: `${resource.name} ${call.verb} as ${role}: ${expected}`,
        resource,
        call,
        role,
        expected,
      }));
    }),
);

describe('the permission matrix', () => {
  it.each(cases)('$name', async ({ resource, call, role, expected }) => {
    const record = call.needsRecord ? await freshRecord(resource) : {};
    const body = call.verb === 'create' || call.verb === 'put' ? await sampleBody(resource.entity) : {};
    const token = tokens.get(role);
    const options = call.request(resource, record, body);
    const response = await testApp.injectAs(token, options);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected === 403)
      expect(response.json()).toMatchObject({ name: 'Forbidden', errors: [{ key: 'error.forbidden' }] });

    if (call.needsRecord && expected >= 400) {
      // a refused call changed nothing
      const after = await testApp.injectAs(tokens.get('superadmin'), {
        method: 'GET',
        url: `/api${resource.api}/${idOf(resource, record)}`,
      });
      expect(after.json()).toEqual(record);
    }
  });

  it('covers every resource of the registry', () => {
    expect(new Set(cases.map((c) => c.resource.name))).toEqual(new Set(resources.map((r) => r.name)));
    expect(allRights.length).toBeGreaterThan(0);
  });
});
