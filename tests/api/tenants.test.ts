import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { mintToken } from './support/mintedTokens.ts';

const warnings: unknown[] = [];
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp((app) => {
    app.addHook('onRequest', async (request) => {
      const warn = request.log.warn.bind(request.log);
      request.log.warn = ((...args: unknown[]) => {
        warnings.push(args);
        return (warn as (...values: unknown[]) => void)(...args);
      }) as typeof request.log.warn;
    });
  });
});
afterAll(() => testApp.close());

const tenantFor = (host: string) => testApp.app.inject({ method: 'GET', url: '/api/tenant', headers: { host } });

describe('white-label tenants', () => {
  it('answers the company data of the request’s host, without sign-in', async () => {
    const response = await tenantFor('tickets.demo.local:3000');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      host: 'tickets.demo.local',
      name: 'Elbphilharmonie-Tours',
      company: 'Elbtickets GmbH',
      city: 'Hamburg',
      theme: 'error',
      version: '1.0.0',
    });
    expect(response.json()).not.toHaveProperty('created_by');
    expect(warnings).toHaveLength(0);
  });

  it('falls back to the development host’s data for an unknown host, and logs PRODUCT DATA NOT SET!', async () => {
    const response = await tenantFor('unknown.example');
    expect(response.json()).toMatchObject({ host: 'localhost', theme: 'primary' });
    expect(JSON.stringify(warnings)).toContain('PRODUCT DATA NOT SET!');
  });

  it('keeps one entry per host, managed as a resource by admins', async () => {
    const admin = await mintToken(testApp.database.db, 'superadmin@demo.local');
    const duplicate = await testApp.app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: { authorization: `Bearer ${admin}` },
      payload: { host: 'localhost', name: 'Second' },
    });
    expect(duplicate.statusCode).toBe(409);
    const hosts = await testApp.app.inject({
      method: 'GET',
      url: '/api/tenants?$sort[host]=1',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(hosts.json().data.map((row: { host: string }) => row.host)).toEqual([
      'localhost',
      'reisen.demo.local',
      'template',
      'tickets.demo.local',
    ]);
    const staff = await mintToken(testApp.database.db, 'tickets@demo.local');
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/tenants', headers: { authorization: `Bearer ${staff}` } }))
        .statusCode,
    ).toBe(403);
  });
});
