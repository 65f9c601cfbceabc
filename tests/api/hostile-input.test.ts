import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation, Registry, ResourceDefinition } from '../../registry/types.ts';
import type { FieldError } from '../../server/errors.ts';
import type { OpenApiDocument } from '../../server/openapi/types.ts';
import { createTestApp, fixtureRegistry, repositoryRegistry, type TestApp } from './support/testApp.ts';
import { mintToken } from './support/mintedTokens.ts';

// Hostile input is answered 400 naming what is refused: never a 500, never a filter dropped in
// silence, never an answer much larger than its request. It runs on PGlite, and on PostgreSQL
// when DATABASE_URL is set.

/** Every name a lookup in a plain object finds although nobody put it there. */
const BUILT_IN_NAMES = [...new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__', 'prototype'])];

interface Target {
  registry: Registry;
  resource: ResourceDefinition;
  api: string;
  /** A field that may be filtered. */
  field: string;
  /** A create body; it need not be valid, as a key no entity knows is refused whatever else is wrong. */
  body: Record<string, unknown>;
}

const targetOf = (registry: Registry, resource: ResourceDefinition, body: Record<string, unknown> = {}): Target => ({
  registry,
  resource,
  api: `/api${resource.api}`,
  field: resource.entity.idField,
  body,
});

/** Every resource of the repository, and the fixture's resource with every kind of field. */
const targets: [string, Target][] = [
  ...repositoryRegistry.resources.map((resource): [string, Target] => [
    `${resource.name} of the repository registry`,
    targetOf(repositoryRegistry, resource),
  ]),
  [
    'gadgets of the fixture registry',
    targetOf(fixtureRegistry, fixtureRegistry.resource('test/gadgets') as ResourceDefinition, {
      name: 'Hostile Probe',
    }),
  ],
];

const encoded = encodeURIComponent;
/** The body as JSON text with `name` as one more key: an object literal cannot hold `__proto__` as data. */
const bodyWith = (body: Record<string, unknown>, name: string) =>
  `{${[JSON.stringify(body).slice(1, -1), `${JSON.stringify(name)}:1`].filter(Boolean).join(',')}}`;
const json = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: string): InjectOptions => ({
  method,
  url,
  headers: { 'content-type': 'application/json' },
  payload,
});

type Request<Context> = (context: Context, name: string) => InjectOptions;
/** A place where a client names something, the request naming `name` there, the keys its refusal may have, and the call it needs. */
type Position<Context> = [string, Request<Context>, string | string[], Operation?];

/** The record the calls of a target name: the names are refused before any record is looked up, so any id does. */
interface Saved {
  target: Target;
  id: number;
}
const ANY_ID = 1;

const unknownQueryKey = 'error.unknown_query_key';
const unknownField = 'error.unknown_field';
const list =
  (query: (name: string, target: Target) => string): Request<Saved> =>
  ({ target }, name) => ({
    method: 'GET',
    url: `${target.api}?${query(encoded(name), target)}`,
  });
const one =
  (method: 'GET' | 'DELETE', query: (name: string) => string): Request<Saved> =>
  ({ target, id }, name) => ({
    method,
    url: `${target.api}/${id}?${query(encoded(name))}`,
  });

const positions: Position<Saved>[] = [
  ['a list query key', list((name) => `${name}=x`), unknownQueryKey, 'list'],
  ['a query key of a get', one('GET', (name) => `${name}=x`), unknownQueryKey, 'get'],
  ['a query key of a delete', one('DELETE', (name) => `${name}=true`), unknownQueryKey, 'delete'],
  ['a $select value', list((name) => `$select=${name}`), unknownQueryKey, 'list'],
  ['a $select[] value of a get', one('GET', (name) => `$select[]=${name}`), unknownQueryKey, 'get'],
  ['a $sort field', list((name) => `$sort[${name}]=1`), unknownQueryKey, 'list'],
  [
    'a filter operator',
    list((name, { field }) => `${field}[${name}]=x`),
    [unknownQueryKey, 'error.unknown_operator'],
    'list',
  ],
  ['a key in $or', list((name) => `$or[0][${name}]=x`), unknownQueryKey, 'list'],
  ['a key with a nested key', list((name) => `${name}[x]=1`), unknownQueryKey, 'list'],
  [
    'a POST body key',
    ({ target }, name) => json('POST', target.api, bodyWith(target.body, name)),
    unknownField,
    'create',
  ],
  [
    'a PATCH body key',
    ({ target, id }, name) => json('PATCH', `${target.api}/${id}`, bodyWith(target.body, name)),
    unknownField,
    'update',
  ],
  [
    'a PUT body key',
    ({ target, id }, name) => json('PUT', `${target.api}/${id}`, bodyWith(target.body, name)),
    unknownField,
    'update',
  ],
];

/** The bespoke calls that look things up by a name from their body. */
const bespokePositions: Position<{ eventId: number }>[] = [
  [
    'a key of an event batch',
    ({ eventId }, name) => json('PATCH', `/api/ticket/event/${eventId}/batch`, bodyWith({}, name)),
    unknownField,
  ],
  [
    'a key of a new date in an event batch',
    ({ eventId }, name) => json('PATCH', `/api/ticket/event/${eventId}/batch`, `{"newDates":[${bodyWith({}, name)}]}`),
    unknownField,
  ],
  [
    'a key of the voucher of a voucher bulk',
    (_context, name) =>
      json('POST', '/api/ticket/voucher/bulk', `{"amount":1,"code_length":8,"voucher":${bodyWith({}, name)}}`),
    unknownField,
  ],
  [
    'the request of a metadata call',
    (_context, name) => json('POST', '/api/openai', JSON.stringify({ request: name })),
    'ai.unknown_request',
  ],
  [
    'a key of a metadata call',
    (_context, name) => json('POST', '/api/openai', bodyWith({ request: 'getMetaDataByArtistId' }, name)),
    unknownField,
  ],
];

/** Each position with each built-in name. */
const casesOf = <Context>(table: Position<Context>[]) =>
  table.flatMap(([position, request, key]) => BUILT_IN_NAMES.map((name) => [name, position, request, key] as const));

interface ErrorAnswer {
  name: string;
  message: string;
  code: number;
  errors: FieldError[];
}

function expectRefusalNaming(response: LightMyRequestResponse, name: string, keys: string | string[]) {
  expect(response.statusCode, response.body).toBe(400);
  const answer = response.json<ErrorAnswer>();
  expect(answer).toMatchObject({ name: 'BadRequest', code: 400 });
  expect(
    answer.errors.some((error) => [keys].flat().includes(error.key)),
    response.body,
  ).toBe(true);
  const named = answer.message.includes(name) || answer.errors.some((error) => error.field?.includes(name));
  expect(named, `the answer names ${name}: ${response.body}`).toBe(true);
}

/** One app per registry for the whole file, with the superadmin signed in. */
const sessions = new Map<Registry, Promise<{ app: TestApp; token: string }>>();
function session(registry: Registry) {
  let started = sessions.get(registry);
  if (!started) {
    started = createTestApp(undefined, { registry }).then(async (app) => ({
      app,
      token: await mintToken(app.database.db, 'superadmin@demo.local'),
    }));
    sessions.set(registry, started);
  }
  return started;
}
afterAll(async () => {
  for (const started of sessions.values()) await (await started).app.close();
});

describe.each(targets)('built-in names of JavaScript objects, on %s', (_target, target) => {
  const saved: Saved = { target, id: ANY_ID };
  const served = positions.filter(([, , , operation]) => !operation || target.resource.operations.includes(operation));
  it.each(casesOf(served))('refuses %s as %s, naming it', async (name, _position, request, key) => {
    const { app, token } = await session(target.registry);
    expectRefusalNaming(await app.injectAs(token, request(saved, name)), name, key);
  });
});

describe('built-in names of JavaScript objects, in the bespoke calls', () => {
  let eventId: number;
  beforeAll(async () => {
    const { app, token } = await session(repositoryRegistry);
    const event = await app.injectAs(token, {
      method: 'POST',
      url: '/api/ticket/event',
      payload: { title: 'Hostile', slug: 'hostile-probe' },
    });
    expect(event.statusCode, event.body).toBe(201);
    eventId = event.json().id_tk_event;
  });

  it.each(casesOf(bespokePositions))('refuses %s as %s, naming it', async (name, _position, request, key) => {
    const { app, token } = await session(repositoryRegistry);
    expectRefusalNaming(await app.injectAs(token, request({ eventId }, name)), name, key);
  });
});

/** A JSON text of objects nested `depth` deep. */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
/** A JSON object with `count` keys no schema knows. */
const unknownKeys = (count: number) =>
  JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, 1])));

describe('limits of the request', () => {
  let customerName: string;
  const call = async (options: InjectOptions, signedIn = true) => {
    const { app, token } = await session(repositoryRegistry);
    return app.injectAs(signedIn ? token : undefined, options);
  };
  const customers = (query: string) => call({ method: 'GET', url: `/api/customers?${query}` });
  beforeAll(async () => {
    customerName = (await customers('$limit=1')).json().data[0].name;
  });

  it('reads 1,000 query parameters, and refuses 1,001 rather than dropping the last', async () => {
    const values = Array.from({ length: 999 }, (_, index) => `name[$nin][]=n${index}`);
    const read = await customers([...values, 'id_vc_card[$lt]=0'].join('&'));
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ total: 0, data: [] });

    const selects = Array.from({ length: 1000 }, () => '$select=name');
    const refused = await customers([...selects, 'id_vc_card[$lt]=0'].join('&'));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual([{ key: 'error.too_many_parameters', params: { max: 1000 } }]);
  });

  it('reads the three levels of $or/$and the list allows, and refuses a key nested deeper than it reads', async () => {
    const name = encoded(customerName);
    for (const query of [`$or[0][$and][0][$or][0][name]=${name}`, `$or[0][$and][0][$or][0][name][$in][]=${name}`]) {
      const response = await customers(query);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.map((row: { name: string }) => row.name)).toEqual([customerName]);
    }
    const deeper = await customers(`$or[0][$and][0][$or][0][$and][0][name][$in][]=x`);
    expect(deeper.statusCode, deeper.body).toBe(400);
    expect(deeper.json().errors).toEqual([{ key: 'error.too_deep', params: { max: 8 } }]);
  });

  it('refuses a list index beyond the longest list rather than reading it as an object', async () => {
    const response = await customers(`name[$in][1000]=${encoded(customerName)}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual([{ key: 'error.too_many_values', params: { max: 1000 } }]);
  });

  it.each([
    ['a record body', '/api/customers', true],
    ['the sign-in body', '/api/authentication', false],
  ])(
    'reads %s nested as deep as the limit, and refuses one nested 10,000 levels deep with 400',
    async (_case, url, signedIn) => {
      const deepest = await call(json('POST', url, `{"name":"Deep","contacts":${nested(63)}}`), signedIn);
      expect(deepest.statusCode).toBe(400);
      expect(deepest.json().errors).not.toContainEqual(expect.objectContaining({ key: 'error.too_deep' }));
      for (const payload of [nested(10_000), `${'['.repeat(10_000)}${']'.repeat(10_000)}`]) {
        const response = await call(json('POST', url, payload), signedIn);
        expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
        expect(response.json().errors).toEqual([{ key: 'error.too_deep', params: { max: 64 } }]);
      }
    },
  );

  it.each([
    ['a record body checked by the generic calls', '/api/customers', true],
    ['a route body checked by its schema', '/api/authentication', false],
  ])('lists the first 20 problems of %s and counts the rest', async (_case, url, signedIn) => {
    const payload = unknownKeys(60_000);
    const response = await call(json('POST', url, payload), signedIn);
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<ErrorAnswer>();
    expect(errors).toHaveLength(21);
    expect(errors.slice(0, 20)).toContainEqual({
      field: 'k0',
      key: unknownField,
      params: { additionalProperty: 'k0' },
    });
    expect(errors[20]).toEqual({ key: 'error.more_errors', params: { count: expect.any(Number) } });
    expect((errors[20]?.params?.count as number) + 20).toBeGreaterThanOrEqual(60_000);
    expect(response.body.length).toBeLessThan(payload.length / 50);
  });
});

describe('authentication before the body', () => {
  it('answers every call that needs a token and takes a body 401 without one, whatever the body', async () => {
    const { app } = await session(repositoryRegistry);
    const document = (await app.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
    const payload = unknownKeys(60_000);
    const calls = Object.entries(document.paths).flatMap(([path, item]) =>
      (['post', 'put', 'patch'] as const).flatMap((method) => {
        const operation = item[method];
        return operation?.requestBody && operation.security?.length !== 0
          ? [json(method.toUpperCase() as 'POST', `/api${path.replace(/\{\w+\}/g, '1')}`, payload)]
          : [];
      }),
    );
    expect(calls.length).toBeGreaterThan(10);
    for (const call of calls) {
      const response = await app.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}: ${response.body.slice(0, 200)}`).toBe(401);
      expect(response.json().errors).toEqual([{ key: 'auth.token_missing' }]);
    }
  });
});
