import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixtureRegistry, type TestApp } from './support/testApp.ts';
import { mintToken } from './support/mintedTokens.ts';

// Random and hostile query strings against a list endpoint: never a 5xx, never a value in the
// SQL text (values are always parameters), never a change to Object.prototype.

const issuedSql: string[] = [];
let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp(undefined, { registry: fixtureRegistry, onQuery: (sql) => issuedSql.push(sql) });
  token = await mintToken(testApp.database.db, 'superadmin@demo.local');
});
afterAll(() => testApp.close());

const MARKER = 'zq';
const hostileValues = [
  `${MARKER}'; drop table test_gadget; --`,
  `${MARKER}" or 1=1 --`,
  `${MARKER}) union select password from users --`,
  `${MARKER}%_\\`,
  `${MARKER}\u0000`,
];
const keys = fc.oneof(
  fc.constantFrom(
    'name',
    'description',
    'code',
    'secret',
    'price',
    'stock',
    'released',
    'on_sale_from',
    'active',
    'tags',
    'id_test_gadget',
    'id_test_maker',
    'deleted_at',
    '$limit',
    '$skip',
    '$sort',
    '$select',
    '$search',
    '$or',
    '$and',
    'pagination',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    '$where',
    '',
  ),
  fc.string({ maxLength: 12 }),
);
const operators = fc.constantFrom(
  '$in',
  '$nin',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$ne',
  '$like',
  '$ilike',
  '$null',
  '$regex',
  '$eq',
  '__proto__',
  'constructor',
  '0',
  '1',
  '',
  '$or',
);
const values = fc.oneof(
  fc.constantFrom(...hostileValues),
  fc.constantFrom('1', '-1', '0', 'true', 'false', '2024-01-01', '2024-01-01T10:00:00Z', '1e309', 'NaN', ''),
  fc.string({ maxLength: 20 }).map((text) => `${MARKER}${text}`),
  fc.integer().map(String),
);
const path = fc.array(fc.oneof(operators, keys, fc.nat(30).map(String)), { maxLength: 8 });
const pair = fc
  .tuple(keys, path, values)
  .map(
    ([key, segments, value]) =>
      `${encodeURIComponent(key)}${segments.map((s) => `[${encodeURIComponent(s)}]`).join('')}=${encodeURIComponent(value)}`,
  );
const hugeList = fc.nat(1500).map((length) => Array.from({ length }, (_, i) => `stock[$in][]=${i}`).join('&'));
const queryString = fc.oneof(
  fc.array(pair, { maxLength: 10 }).map((pairs) => pairs.join('&')),
  hugeList,
  fc.string({ maxLength: 200 }),
);

describe('list query parsing and building', () => {
  it('answers every query with 200 or a 4xx, keeps values out of SQL and the prototype untouched', async () => {
    await fc.assert(
      fc.asyncProperty(queryString, async (query) => {
        issuedSql.length = 0;
        const response = await testApp.app.inject({
          method: 'GET',
          url: `/api/test/gadget?${query}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode, `${query} -> ${response.body}`).toBeLessThan(500);
        if (response.statusCode !== 200) {
          expect(response.json()).toMatchObject({ name: expect.any(String), code: response.statusCode });
        }
        for (const text of issuedSql) expect(text).not.toContain(MARKER);
        expect(Object.keys(Object.prototype)).toEqual([]);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('runs the hostile values as parameters and finds nothing for them', async () => {
    for (const value of hostileValues) {
      issuedSql.length = 0;
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/test/gadget?name=${encodeURIComponent(value)}&$search=${encodeURIComponent(value)}`,
        headers: { authorization: `Bearer ${token}` },
      });
      // PostgreSQL refuses a NUL byte in text: that is a 400, any other hostile value finds nothing.
      if (value.includes('\u0000')) expect(response.statusCode).toBe(400);
      else expect(response.json()).toMatchObject({ total: 0 });
      expect(issuedSql.length).toBeGreaterThan(0);
      for (const text of issuedSql) expect(text).not.toContain(MARKER);
    }
    const tables = await testApp.app.inject({
      method: 'GET',
      url: '/api/test/gadget',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(tables.statusCode).toBe(200);
  });
});
