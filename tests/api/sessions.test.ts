import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_GRACE_SECONDS, revokeSessions } from '../../server/auth/refresh-tokens.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const authenticate = (payload: object, remoteAddress = '127.0.0.1') =>
  testApp.app.inject({ method: 'POST', url: '/api/authentication', payload, remoteAddress });
const signIn = (email: string, password = DEMO_PASSWORD, remoteAddress?: string) =>
  authenticate({ strategy: 'local', email, password }, remoteAddress);
const refresh = (refreshToken: string) => authenticate({ strategy: 'refresh', refreshToken });
const userdata = (accessToken: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/userdata', headers: { authorization: `Bearer ${accessToken}` } });

/** Moves the user's trades further into the past, as the clock would: the grace window is the database's time. */
const ageTrades = (userId: number, seconds: number) =>
  testApp.database.db
    .updateTable('refresh_token')
    .set({ revoked_at: sql<Date>`revoked_at - make_interval(secs => ${seconds})` })
    .where('id_users', '=', userId)
    .where('revoked_at', 'is not', null)
    .execute();

describe('refresh tokens', () => {
  it('continue a session with a new access and refresh token, each refresh token once', async () => {
    const first = (await signIn('tickets@demo.local')).json();
    expect(first.refreshToken).toMatch(/^[\w-]{43}$/);
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const next = second.json();
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(next.user.email).toBe('tickets@demo.local');
    expect((await userdata(next.accessToken)).statusCode).toBe(200);

    // Using a traded token again after the grace window is theft: it fails, and every session of the user ends.
    await ageTrades(first.user.id_users, REFRESH_GRACE_SECONDS + 1);
    const replayed = await refresh(first.refreshToken);
    expect(replayed.statusCode).toBe(401);
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
    expect((await userdata(next.accessToken)).statusCode).toBe(401);
  });

  it('sent twice at once (two tabs renewing) both continue the session, with the same refresh token', async () => {
    const { refreshToken } = (await signIn('tickets@demo.local')).json();
    const answers = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [one, other] = answers.map((answer) => answer.json());
    expect(one.refreshToken).toBe(other.refreshToken);
    expect(one.refreshToken).not.toBe(refreshToken);
    for (const { accessToken } of [one, other]) expect((await userdata(accessToken)).statusCode).toBe(200);

    // The session lives on: the shared token trades on, and the repeat was not taken for theft.
    const next = await refresh(one.refreshToken);
    expect(next.statusCode).toBe(200);
    expect((await userdata(next.json().accessToken)).statusCode).toBe(200);
  });

  it('answer a repeat within the grace window only while the pair it got is current', async () => {
    const first = (await signIn('tickets@demo.local')).json();
    const second = (await refresh(first.refreshToken)).json();
    expect((await refresh(first.refreshToken)).json().refreshToken).toBe(second.refreshToken);

    // Once that pair was traded on, the old token is someone else's copy: theft, within the window too.
    const third = (await refresh(second.refreshToken)).json();
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
    expect((await userdata(third.accessToken)).statusCode).toBe(401);
  });

  it('are never stored as they are, nor the tokens they are traded for', async () => {
    const { refreshToken } = (await signIn('admin@demo.local')).json();
    const traded = (await refresh(refreshToken)).json().refreshToken;
    const stored = await testApp.database.db.selectFrom('refresh_token').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(refreshToken);
    expect(stored.map((row) => row.token_hash)).not.toContain(traded);
  });

  it('end with revokeSessions, and older access tokens fail with them', async () => {
    const session = (await signIn('superadmin@demo.local')).json();
    await revokeSessions(testApp.database.db, session.user.id_users);
    expect((await userdata(session.accessToken)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    const fresh = (await signIn('superadmin@demo.local')).json();
    expect((await userdata(fresh.accessToken)).statusCode).toBe(200);
  });

  it('revoked with their sessions, do not end a session begun after when presented again', async () => {
    const stale = (await signIn('superadmin@demo.local')).json();
    await revokeSessions(testApp.database.db, stale.user.id_users);
    const fresh = (await signIn('superadmin@demo.local')).json();
    expect((await refresh(stale.refreshToken)).statusCode).toBe(401);
    expect((await userdata(fresh.accessToken)).statusCode).toBe(200);
    expect((await refresh(fresh.refreshToken)).statusCode).toBe(200);
  });

  it('are refused for an unknown token, and for a disabled user', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const { refreshToken } = (await signIn('driver@demo.local')).json();
    await testApp.database.db
      .updateTable('users')
      .set({ isActive: false })
      .where('email', '=', 'driver@demo.local')
      .execute();
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });
});

describe('sign-in throttling', () => {
  it('refuses an account after five failures with 429 and the wait, even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await signIn('agency@demo.local', 'wrong', '10.0.0.1')).statusCode).toBe(401);
    const refused = await signIn('agency@demo.local', DEMO_PASSWORD, '10.0.0.2');
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(800);
    expect(seconds).toBeLessThanOrEqual(900);
    expect(refused.json()).toMatchObject({
      name: 'TooManyRequests',
      code: 429,
      errors: [{ key: 'login.throttled', params: { seconds } }],
    });
    // another account from the same address is not affected by this account's lock
    expect((await signIn('tickets@demo.local', DEMO_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
  });

  it('holds under parallel attempts', async () => {
    await testApp.database.db
      .updateTable('users')
      .set({ isActive: true })
      .where('email', '=', 'driver@demo.local')
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => signIn('driver@demo.local', `wrong-${index}`, `10.1.0.${index}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('limits one address across accounts, and forgives an account its failures after a success', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await signIn('admin@demo.local', 'wrong', '10.2.0.1');
    expect((await signIn('admin@demo.local', DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await signIn('admin@demo.local', 'wrong', '10.2.0.1')).statusCode).toBe(401);

    const address = '10.3.0.1';
    for (let attempt = 0; attempt < 20; attempt += 1)
      expect((await signIn(`nobody${attempt}@demo.local`, 'wrong', address)).statusCode).toBe(401);
    expect((await signIn('superadmin@demo.local', DEMO_PASSWORD, address)).statusCode).toBe(429);
  });
});
