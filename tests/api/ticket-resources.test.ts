import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintToken } from './support/mintedTokens.ts';
import { createTestApp, repositoryRegistry, type TestApp } from './support/testApp.ts';

// The ticket resources of the repository's registry, served by the generic API alone; the round trip
// of every resource's calls is its area's contract (tests/api/contract/tickets.test.ts).

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  token = await mintToken(testApp.database.db, 'superadmin@demo.local');
});
afterAll(() => testApp.close());

const call = (options: InjectOptions, bearer = token) => testApp.injectAs(bearer, options);

const ticketResources = repositoryRegistry.resources.filter((resource) => resource.name.startsWith('tickets/'));

describe('the OpenAPI document', () => {
  it('is served without a token and describes every ticket resource', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\.1\./);
    for (const resource of ticketResources) {
      expect(document.paths[resource.api]).toHaveProperty('get');
      const record = document.paths[`${resource.api}/{${resource.entity.idField}}`];
      expect(record).toHaveProperty('get');
      if (resource.operations.includes('update')) expect(record).toHaveProperty('patch');
      else expect(record).not.toHaveProperty('patch');
    }
  });
});

describe('soft delete and restore', () => {
  it('moves a record to the trash, lists the trash on request, restores it and deletes it for good', async () => {
    const genre = (
      await call({ method: 'POST', url: '/api/ticket/genre', payload: { name: 'Swing', slug: 'swing' } })
    ).json();
    const url = `/api/ticket/genre/${genre.id_tk_genre}`;

    expect((await call({ method: 'DELETE', url })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url })).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url })).statusCode).toBe(404);
    expect((await call({ method: 'PATCH', url, payload: { name: 'x', version: 1 } })).statusCode).toBe(404);
    const listed = (await call({ method: 'GET', url: '/api/ticket/genre?name=Swing' })).json();
    expect(listed.total).toBe(0);
    const trash = (await call({ method: 'GET', url: '/api/ticket/genre?name=Swing&deleted_at[$null]=false' })).json();
    expect(trash.data.map((row: { id_tk_genre: number }) => row.id_tk_genre)).toEqual([genre.id_tk_genre]);

    const restored = await call({ method: 'DELETE', url: `${url}?restore=true` });
    expect(restored.json()).toMatchObject({ name: 'Swing', deleted_at: null });
    expect((await call({ method: 'GET', url })).statusCode).toBe(200);
    expect((await call({ method: 'DELETE', url: `${url}?restore=true` })).statusCode).toBe(404);

    expect((await call({ method: 'DELETE', url: `${url}?force=true` })).statusCode).toBe(200);
    expect(
      (await call({ method: 'GET', url: '/api/ticket/genre?name=Swing&deleted_at[$null]=false' })).json().total,
    ).toBe(0);
    expect((await call({ method: 'DELETE', url: `${url}?force=true&restore=true` })).statusCode).toBe(400);
  });
});

describe('optimistic concurrency', () => {
  it('refuses a stale version with 409 and leaves the record untouched', async () => {
    const artist = (
      await call({ method: 'POST', url: '/api/ticket/artist', payload: { name: 'Die Ärzte', slug: 'die-aerzte' } })
    ).json();
    const url = `/api/ticket/artist/${artist.id_tk_artist}`;

    const missing = await call({ method: 'PATCH', url, payload: { active: false } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual(expect.objectContaining({ field: 'version', key: 'error.empty' }));

    expect((await call({ method: 'PATCH', url, payload: { active: false, version: 1 } })).statusCode).toBe(200);
    for (const method of ['PATCH', 'PUT'] as const) {
      const stale = await call({ method, url, payload: { name: 'Overwritten', slug: 'overwritten', version: 1 } });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        name: 'Conflict',
        errors: [{ field: 'version', key: 'error.conflict', params: { current: 2 } }],
      });
    }
    expect((await call({ method: 'GET', url })).json()).toMatchObject({ name: 'Die Ärzte', active: false, version: 2 });
  });
});

describe('history', () => {
  it('records every change with actor, address and the changed fields, and lists it for superadmins', async () => {
    const location = (
      await call({
        method: 'POST',
        url: '/api/ticket/location',
        payload: { name: 'Kulturforum', slug: 'kulturforum', city: 'Hamburg' },
      })
    ).json();
    const url = `/api/ticket/location/${location.id_tk_location}`;
    await call({ method: 'PATCH', url, payload: { city: 'Lübeck', version: 1 } });
    await call({ method: 'DELETE', url });

    const history = await call({
      method: 'GET',
      url: `/api/audit?resource=tickets/locations&id=${location.id_tk_location}`,
    });
    expect(history.statusCode).toBe(200);
    const [deleted, updated, created] = history.json();
    expect(created).toMatchObject({
      action: 'create',
      before: null,
      ip: '127.0.0.1',
      after: { name: 'Kulturforum', city: 'Hamburg' },
    });
    expect(updated).toMatchObject({ action: 'update', before: { city: 'Hamburg' }, after: { city: 'Lübeck' } });
    expect(Object.keys(updated.after)).toEqual(['city']);
    expect(deleted).toMatchObject({ action: 'delete', before: { deleted_at: null } });
    const superadmin = (await call({ method: 'GET', url: '/api/userdata' })).json();
    for (const entry of [created, updated, deleted]) expect(entry.id_users).toBe(superadmin.id_users);
  });

  it('writes no history for a change that fails', async () => {
    const before = await testApp.database.db.selectFrom('audit_log').select('id_audit_log').execute();
    await call({ method: 'POST', url: '/api/ticket/location', payload: { name: 'No slug' } });
    const after = await testApp.database.db.selectFrom('audit_log').select('id_audit_log').execute();
    expect(after.length).toBe(before.length);
  });

  it('is for superadmins only, and checks its parameters', async () => {
    const staff = await mintToken(testApp.database.db, 'tickets@demo.local');
    expect((await call({ method: 'GET', url: '/api/audit?resource=tickets/genres&id=1' }, staff)).statusCode).toBe(403);
    expect((await call({ method: 'GET', url: '/api/audit?resource=nope&id=1' })).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: '/api/audit?resource=tickets/genres&id=x' })).statusCode).toBe(400);
  });
});
