import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';

const PROXY = '10.0.0.1';
const HSTS_MAX_AGE = 15_552_000;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp(
    (app) => {
      app.get('/api/test/echo-query', async (request) => request.query);
      app.post('/api/test/echo-body', async (request) => request.body);
      app.get('/api/test/broken-sql', async () => {
        await sql`select no_such_column from users where password = 'secret'`.execute(testApp.database.db);
      });
      app.get('/api/test/crash', async () => {
        throw new Error('internal detail: connection string postgres://user:pw@db');
      });
    },
    { config: { trustProxy: [PROXY], hstsMaxAge: HSTS_MAX_AGE } },
  );
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

describe('the image sources of the content security policy', () => {
  it('allow the journey map’s tile server the settings name, for images only', async () => {
    const imageSources = async () => {
      const policy = String((await inject({ method: 'GET', url: '/health' })).headers['content-security-policy']);
      return { img: /img-src ([^;]*)/.exec(policy)?.[1] ?? '', policy };
    };
    // The stock previews' host is there from the start (the test app's stock emulator).
    expect((await imageSources()).img).toBe(`'self' data: blob: ${testApp.stock.url}`);
    await testApp.database.db
      .insertInto('sys_settings')
      .values({ key: 'map_tile_url', value: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({ value: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' }),
      )
      .execute();
    // Read again within 30 seconds of a change, without holding up an answer: the test waits for it.
    await expect
      .poll(async () => (await imageSources()).img, { timeout: 40_000, interval: 1_000 })
      .toContain('https://a.tiles.example.org');
    const { policy } = await imageSources();
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("script-src 'self';");
  }, 60_000);
});

describe('Strict-Transport-Security', () => {
  const overHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' };

  it('is not sent over plain HTTP, from a client or from the trusted proxy', async () => {
    for (const remoteAddress of ['127.0.0.1', PROXY]) {
      const response = await inject({ method: 'GET', url: '/health', remoteAddress });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('is sent when the trusted proxy says the request came over HTTPS, with errors too', async () => {
    for (const url of ['/health', '/api/userdata', '/api/no-such-thing']) {
      const response = await inject({ method: 'GET', url, remoteAddress: PROXY, headers: overHttps });
      expect(response.headers['strict-transport-security'], url).toBe(`max-age=${HSTS_MAX_AGE}`);
    }
  });

  it('is not sent when a peer that is no trusted proxy claims HTTPS', async () => {
    const response = await inject({ method: 'GET', url: '/health', remoteAddress: '127.0.0.1', headers: overHttps });
    expect(response.headers['strict-transport-security']).toBeUndefined();
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
    ['constructor', '{"constructor": {"prototype": {"admin": true}}}'],
    ['list.0.__proto__', '{"list": [{"__proto__": {"admin": true}}]}'],
  ])('refuses a body that tries poisoning through %s, naming the key', async (field, payload) => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo-body',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: 'BadRequest',
      code: 400,
      errors: [{ field, key: 'error.unknown_field' }],
    });
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
    expect(response.json()).toMatchObject({ name: 'BadRequest', code: 400, errors: [{ key: 'error.json' }] });
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

  it.each([
    '__proto__[polluted]',
    'constructor[prototype][polluted]',
    'a[__proto__][b]',
    'a[b][toString]',
    '[valueOf]',
  ])('refuses %s, a key that would reach the object prototype, naming it', async (key) => {
    const response = await inject({ method: 'GET', url: `/api/test/echo-query?${key}=yes&ok=1` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: key, key: 'error.unknown_query_key' }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('bounds nesting depth: a key nested deeper is refused, not cut', async () => {
    const readable = await inject({ method: 'GET', url: '/api/test/echo-query?a[b][c][d][e][f][g][h][i]=1' });
    expect(readable.json()).toEqual({ a: { b: { c: { d: { e: { f: { g: { h: { i: '1' } } } } } } } } });
    const deeper = await inject({ method: 'GET', url: '/api/test/echo-query?a[b][c][d][e][f][g][h][i][j]=1' });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().errors).toEqual([{ key: 'error.too_deep', params: { max: 8 } }]);
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
