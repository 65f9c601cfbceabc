import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { mintToken } from './support/mintedTokens.ts';

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  token = await mintToken(testApp.database.db, 'superadmin@demo.local');
});
afterAll(() => testApp.close());

const call = (options: InjectOptions, bearer = token) => testApp.injectAs(bearer, options);

describe('roles', () => {
  it('are listed at /roles and /roles-lit, with the demo roles', async () => {
    for (const url of ['/api/roles?$limit=-1', '/api/roles-lit?$limit=-1']) {
      const names = (await call({ method: 'GET', url })).json().data.map((row: { role: string }) => row.role);
      expect(names).toEqual(
        expect.arrayContaining([
          'superadmin',
          'admin',
          'ticketing staff',
          'agency staff',
          'bus driver',
          'app user',
          'marketing',
        ]),
      );
    }
  });

  it('are created, patched at /roles/{id} and deleted at /role/{id}, as the spec calls them', async () => {
    const created = await call({
      method: 'POST',
      url: '/api/roles',
      payload: { role: 'guide', access: { 'myprofile-read': true, 'TravelMenu-read': true } },
    });
    expect(created.statusCode).toBe(201);
    const { id_roles } = created.json();
    const patched = await call({
      method: 'PATCH',
      url: `/api/roles/${id_roles}`,
      payload: { access: { 'myprofile-read': true, 'TravelMenu-read': false } },
    });
    expect(patched.json()).toMatchObject({ role: 'guide', admin: false, access: { 'TravelMenu-read': false } });
    expect((await call({ method: 'DELETE', url: `/api/role/${id_roles}` })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: `/api/roles/${id_roles}` })).statusCode).toBe(404);
  });

  it('refuse an access map that is not rights to booleans, and a duplicate name', async () => {
    const notBoolean = await call({
      method: 'POST',
      url: '/api/roles',
      payload: { role: 'x', access: { 'customers-read': 'yes' } },
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().errors[0]).toMatchObject({ field: 'access.customers-read', key: 'error.type' });
    const duplicate = await call({ method: 'POST', url: '/api/roles', payload: { role: 'admin' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors[0]).toMatchObject({ key: 'error.unique' });
  });

  it('cannot be deleted while users have them', async () => {
    const roles = (await call({ method: 'GET', url: '/api/roles?role=bus driver' })).json().data;
    const response = await call({ method: 'DELETE', url: `/api/role/${roles[0].id_roles}` });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ key: 'error.reference' });
  });

  it('are for the superadmin only: staff and admins get 403', async () => {
    const staff = await mintToken(testApp.database.db, 'tickets@demo.local');
    expect((await call({ method: 'GET', url: '/api/roles' }, staff)).statusCode).toBe(403);
    const admin = await mintToken(testApp.database.db, 'admin@demo.local');
    expect((await call({ method: 'GET', url: '/api/roles' }, admin)).statusCode).toBe(403);
    expect((await call({ method: 'GET', url: '/api/roles' })).statusCode).toBe(200);
  });
});
