import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintToken } from './support/mintedTokens.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// What a list request costs the database once it is warm: the queries each request sends.
const queries: string[] = [];
let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp(undefined, { onQuery: (text) => queries.push(text), config: { userCacheMs: 60_000 } });
  token = await mintToken(testApp.database.db, 'admin@demo.local');
});
afterAll(() => testApp.close());

const list = () => testApp.injectAs(token, { method: 'GET', url: '/api/organization?$limit=5&name[$like]=%25a%25' });
/** The queries `work` sent, by kind. */
async function sent(work: () => Promise<unknown>) {
  queries.length = 0;
  await work();
  return {
    estimates: queries.filter((text) => text.startsWith('explain')).length,
    userLookups: queries.filter((text) => /from "users"/.test(text) && /"token_version"/.test(text)).length,
    total: queries.length,
  };
}

describe('a list request asked again', () => {
  it('reuses the signed-in user and the planner estimate: one query', async () => {
    expect(await sent(list)).toMatchObject({ estimates: 1, userLookups: 1 });
    expect(await sent(list)).toEqual({ estimates: 0, userLookups: 0, total: 1 });
  });

  it('estimates again after a write to its table', async () => {
    await list();
    const created = await testApp.injectAs(token, {
      method: 'POST',
      url: '/api/organization',
      payload: { name: 'Reisebüro Albrecht', type: 1 },
    });
    expect(created.statusCode).toBe(201);
    expect(await sent(list)).toMatchObject({ estimates: 1, userLookups: 0 });
  });
});
