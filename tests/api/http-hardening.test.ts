import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp((app) => {
    app.get('/api/test/echo-query', async (request) => request.query);
    app.post('/api/test/echo-body', async (request) => request.body);
    app.get('/api/test/broken-sql', async () => {
      await sql`select no_such_column from users where password = 'secret'`.execute(testApp.database.db);
    });
    app.get('/api/test/crash', async () => {
      throw new Error('internal detail: connection string postgres://user:pw@db');
    });
  });
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);

describe('security headers', () => {
  it('sends a content security policy that forbids eval and foreign scripts and fonts', async () => {
    const response = await inject({ method: 'GET', url: '/health' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("font-src 'self' data:");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('request bodies', () => {
  it('refuses a body over the limit with 413 in the catalogue shape', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo-body',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ name: 'PayloadTooLarge', code: 413, errors: [] });
  });

  it.each([
    ['__proto__', '{"__proto__": {"admin": true}}'],
    ['constructor.prototype', '{"constructor": {"prototype": {"admin": true}}}'],
  ])('refuses a body that tries %s poisoning', async (_case, payload) => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo-body',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ name: 'BadRequest', code: 400 });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('answers malformed JSON with 400', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo-body',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ name: 'BadRequest', code: 400 });
  });
});

describe('query strings', () => {
  it('reads the wire protocol: nested sort, operators and lists', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/test/echo-query?$limit=20&$sort[name]=1&$sort[id_x]=-1&price[$gt]=5&id[$in][]=1&id[$in][]=2&$search=two%20words',
    });
    expect(response.json()).toEqual({
      $limit: '20',
      $sort: { name: '1', id_x: '-1' },
      price: { $gt: '5' },
      id: { $in: ['1', '2'] },
      $search: 'two words',
    });
  });

  it('drops keys that would reach the object prototype', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/test/echo-query?__proto__[polluted]=yes&constructor[prototype][polluted]=yes&a[__proto__][b]=1&ok=1',
    });
    expect(response.statusCode).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(response.json()).toEqual({ ok: '1' });
  });

  it('bounds nesting depth: deeper brackets stay part of the key', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/echo-query?a[b][c][d][e][f][g][h]=1' });
    expect(response.json()).toEqual({ a: { b: { c: { d: { e: { f: { '[g][h]': '1' } } } } } } });
  });
});

describe('errors', () => {
  it('answers an unknown API path with 404 in the catalogue shape', async () => {
    const response = await inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      name: 'NotFound',
      message: 'Not found: GET /api/no-such-thing',
      code: 404,
      errors: [],
    });
  });

  it.each(['/api/test/broken-sql', '/api/test/crash'])(
    'hides every internal detail of a failure in %s',
    async (url) => {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        name: 'GeneralError',
        message: 'Internal server error',
        code: 500,
        errors: [],
      });
      expect(response.body).not.toMatch(/select|no_such_column|secret|postgres:|at .*\.ts/);
    },
  );
});
