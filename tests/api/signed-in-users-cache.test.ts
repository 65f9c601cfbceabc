import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintToken, tokenWithRights } from './support/mintedTokens.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// A long cache, so that nothing here depends on the clock: only a write this process makes forgets a user.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp(undefined, { config: { userCacheMs: 60_000 } });
});
afterAll(() => testApp.close());

const feedback = (token: string) => testApp.injectAs(token, { method: 'GET', url: '/api/web/feedback?$limit=1' });
const db = () => testApp.database.db;
/** A user of their own with a right to read the website's feedback, their token and id. */
async function reader(label: string) {
  const token = await tokenWithRights(db(), label, ['internet-read']);
  const { id_users, id_roles } = await db()
    .selectFrom('users')
    .select(['id_users', 'id_roles'])
    .where('email', '=', `${label}@rights.test`)
    .executeTakeFirstOrThrow();
  return { token, id_users, id_roles: id_roles as number };
}

describe('the signed-in users cache', () => {
  it('serves a user read once: a change the app does not see (another process) waits for its time', async () => {
    const { token, id_users } = await reader('cachedreader');
    expect((await feedback(token)).statusCode).toBe(200);
    // A compiled query passes no plugin: as a change by another server process would, it goes unseen.
    await db().executeQuery(CompiledQuery.raw('update users set "isActive" = false where id_users = $1', [id_users]));
    expect((await feedback(token)).statusCode).toBe(200);
  });

  it.each([
    [
      'disabling the user',
      (id: number) => db().updateTable('users').set({ isActive: false }).where('id_users', '=', id),
    ],
    [
      'ending its sessions (a new token version)',
      (id: number) =>
        db()
          .updateTable('users')
          .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
          .where('id_users', '=', id),
    ],
    [
      'deleting the user',
      (id: number) => db().updateTable('users').set({ deleted_at: new Date() }).where('id_users', '=', id),
    ],
  ])('forgets a user at once on %s through the app', async (label, change) => {
    const { token, id_users } = await reader(`forgotten${label.length}`);
    expect((await feedback(token)).statusCode).toBe(200);
    await change(id_users).execute();
    expect((await feedback(token)).statusCode).toBe(401);
  });

  it('forgets a user on a raw SQL write through the app', async () => {
    const { token, id_users } = await reader('rawwrite');
    expect((await feedback(token)).statusCode).toBe(200);
    await sql`update users set "isActive" = false where id_users = ${id_users}`.execute(db());
    expect((await feedback(token)).statusCode).toBe(401);
  });

  it('forgets a user whose role loses a right, inside a transaction too', async () => {
    const { token, id_roles } = await reader('rolechange');
    expect((await feedback(token)).statusCode).toBe(200);
    await db()
      .transaction()
      .execute((trx) =>
        trx
          .updateTable('roles')
          .set({ access: JSON.stringify({}) })
          .where('id_roles', '=', id_roles)
          .execute(),
      );
    expect((await feedback(token)).statusCode).toBe(403);
  });

  it('forgets a user the admin disables through the API', async () => {
    const admin = await mintToken(db(), 'admin@demo.local');
    const { token, id_users } = await reader('apidisabled');
    expect((await feedback(token)).statusCode).toBe(200);
    const disabled = await testApp.injectAs(admin, {
      method: 'PATCH',
      url: `/api/users-lit/${id_users}`,
      payload: { isActive: false },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await feedback(token)).statusCode).toBe(401);
  });
});
