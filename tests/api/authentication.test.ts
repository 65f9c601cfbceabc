import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_AUDIENCE } from '../../server/auth/tokens.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './support/testApp.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const login = (payload: unknown) =>
  testApp.app.inject({ method: 'POST', url: '/api/authentication', payload: payload as object });
const userdata = (authorization?: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/userdata', headers: authorization ? { authorization } : {} });

describe('POST /authentication', () => {
  it('answers an access token and the user for a demo login', async () => {
    const response = await login({ strategy: 'local', email: 'superadmin@demo.local', password: 'Demo1234!' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({
      email: 'superadmin@demo.local',
      vc_card: { name: 'Sabine Schulte' },
      permissions: { admin: true, role: 'superadmin' },
    });
    expect(body.user).not.toHaveProperty('password');
  });

  it('treats the email case-insensitively', async () => {
    const response = await login({ strategy: 'local', email: ' Admin@Demo.LOCAL ', password: 'Demo1234!' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const wrongPassword = await login({ strategy: 'local', email: 'admin@demo.local', password: 'wrong' });
    const unknownEmail = await login({ strategy: 'local', email: 'nobody@demo.local', password: 'Demo1234!' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toMatchObject({
      name: 'NotAuthenticated',
      code: 401,
      errors: [{ key: 'login.invalid_credentials' }],
    });
  });

  it('refuses a disabled or deleted account like a wrong password', async () => {
    const { db } = testApp.database;
    await db.updateTable('users').set({ isActive: false }).where('email', '=', 'driver@demo.local').execute();
    await db.updateTable('users').set({ deleted_at: new Date() }).where('email', '=', 'agency@demo.local').execute();
    for (const email of ['driver@demo.local', 'agency@demo.local']) {
      const response = await login({ strategy: 'local', email, password: 'Demo1234!' });
      expect(response.statusCode).toBe(401);
    }
  });

  it.each([
    [{ email: 'a@b.c', password: 'x' }, 'strategy', 'error.empty'],
    [{ strategy: 'local', password: 'x' }, 'email', 'error.empty'],
    [{ strategy: 'local', email: 'a@b.c', password: '' }, 'password', 'error.empty'],
    [{ strategy: 'jwt', email: 'a@b.c', password: 'x' }, 'strategy', 'error.enum'],
    [{ strategy: 'local', email: 'a@b.c', password: 'x', admin: true }, 'admin', 'error.unknown_field'],
    [{ strategy: 'local', email: ['a@b.c'], password: 'x' }, 'email', 'error.type'],
  ])('answers 400 with the field and message key for %j', async (payload, field, key) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ name: 'BadRequest', code: 400 });
    expect(response.json().errors).toContainEqual(expect.objectContaining({ field, key }));
  });

  it('records the sign-in: lastLogin and a login event with the client address', async () => {
    const { db } = testApp.database;
    const before = await db.selectFrom('login_event').select(db.fn.countAll<number>().as('count')).executeTakeFirst();
    const response = await login({ strategy: 'local', email: 'tickets@demo.local', password: 'Demo1234!' });
    const user = response.json().user;
    const stored = await db
      .selectFrom('users')
      .select('lastLogin')
      .where('email', '=', 'tickets@demo.local')
      .executeTakeFirstOrThrow();
    expect(new Date(user.lastLogin).getTime()).toBe(stored.lastLogin?.getTime());
    expect(Date.now() - (stored.lastLogin?.getTime() ?? 0)).toBeLessThan(60_000);
    const events = await db.selectFrom('login_event').select(['ip']).where('id_users', '=', user.id_users).execute();
    const after = await db.selectFrom('login_event').select(db.fn.countAll<number>().as('count')).executeTakeFirst();
    expect(after?.count).toBe((before?.count ?? 0) + 1);
    expect(events.at(-1)?.ip).toBe('127.0.0.1');
  });
});

describe('GET /userdata', () => {
  it('answers the signed-in user with card, permissions and last login', async () => {
    const token = await testApp.signIn('tickets@demo.local');
    const response = await userdata(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      email: 'tickets@demo.local',
      vc_card: { name: 'Tanja Thiele', agencyId: null },
      permissions: { admin: false, role: 'ticketing staff', access: { 'ticket-admin': true, 'ticket-scan': true } },
    });
    expect(typeof body.lastLogin).toBe('string');
    expect(body).not.toHaveProperty('password');
  });

  it('answers as previous login the sign-in before the current one: none on the first, then the first', async () => {
    const { db } = testApp.database;
    const admin = await db
      .selectFrom('users')
      .select('id_users')
      .where('email', '=', 'admin@demo.local')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('login_event').where('id_users', '=', admin.id_users).execute();
    const credentials = { strategy: 'local', email: 'admin@demo.local', password: 'Demo1234!' };

    const first = (await login(credentials)).json();
    expect(first.user.previousLogin).toBeNull();
    expect((await userdata(`Bearer ${first.accessToken}`)).json().previousLogin).toBeNull();

    const second = (await login(credentials)).json();
    expect(second.user.previousLogin).toBe(first.user.lastLogin);
    expect(second.user.lastLogin).not.toBe(first.user.lastLogin);
    const answered = (await userdata(`Bearer ${second.accessToken}`)).json();
    expect(answered.previousLogin).toBe(first.user.lastLogin);
    expect(answered.lastLogin).toBe(second.user.lastLogin);
  });

  it('gives the agency login the agency id of its card', async () => {
    const { db } = testApp.database;
    await db.updateTable('users').set({ deleted_at: null }).where('email', '=', 'agency@demo.local').execute();
    const token = await testApp.signIn('agency@demo.local');
    const body = (await userdata(`Bearer ${token}`)).json();
    const agency = await db.selectFrom('agency').select('id_agency').executeTakeFirstOrThrow();
    expect(body.vc_card.agencyId).toBe(agency.id_agency);
  });

  const sign = (claims: object, options: { key?: string; aud?: string; expiresIn?: number } = {}) =>
    createSigner({ key: TEST_JWT_SECRET, aud: ACCESS_TOKEN_AUDIENCE, expiresIn: 60_000, ...options })(claims);

  it.each([
    ['no token', undefined, 'auth.token_missing'],
    ['not a bearer token', 'Basic YWRtaW46YWRtaW4=', 'auth.token_invalid'],
    ['a tampered token', () => sign({ sub: '1', typ: 'access' }).slice(0, -2) + 'xx', 'auth.token_invalid'],
    ['another secret', () => sign({ sub: '1', typ: 'access' }, { key: 'x'.repeat(48) }), 'auth.token_invalid'],
    ['another audience', () => sign({ sub: '1', typ: 'access' }, { aud: 'someone-else' }), 'auth.token_invalid'],
    [
      'an expired token',
      () => sign({ sub: '1', typ: 'access', exp: 1_000_000 }, { expiresIn: undefined }),
      'auth.token_invalid',
    ],
    ['no token type', () => sign({ sub: '1' }), 'auth.token_invalid'],
    ['a refresh token type', () => sign({ sub: '1', typ: 'refresh' }), 'auth.token_invalid'],
    [
      'an unsigned token',
      () => createSigner({ algorithm: 'none' })({ sub: '1', typ: 'access', aud: ACCESS_TOKEN_AUDIENCE }),
      'auth.token_invalid',
    ],
    ['an unknown user', () => sign({ sub: '99999', typ: 'access' }), 'auth.token_invalid'],
  ])('answers 401 for %s', async (_case, token, key) => {
    const value = typeof token === 'function' ? token() : token;
    const authorization = value === undefined || value.includes(' ') ? value : `Bearer ${value}`;
    const response = await userdata(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ name: 'NotAuthenticated', code: 401, errors: [{ key }] });
  });

  it('answers 401 for a token without the audience, or with another, though valid in every other claim', async () => {
    const user = await testApp.database.db
      .selectFrom('users')
      .select(['id_users', 'token_version'])
      .where('email', '=', 'tickets@demo.local')
      .executeTakeFirstOrThrow();
    const claims = { sub: String(user.id_users), typ: 'access', ver: user.token_version };
    expect((await userdata(`Bearer ${sign(claims)}`)).statusCode).toBe(200);
    for (const aud of [undefined, 'someone-else']) {
      const response = await userdata(`Bearer ${sign(claims, { aud })}`);
      expect(response.statusCode, `aud ${aud}`).toBe(401);
      expect(response.json()).toMatchObject({ errors: [{ key: 'auth.token_invalid' }] });
    }
  });

  it('stops admitting a token once its user is disabled', async () => {
    const token = await testApp.signIn('admin@demo.local');
    expect((await userdata(`Bearer ${token}`)).statusCode).toBe(200);
    await testApp.database.db
      .updateTable('users')
      .set({ isActive: false })
      .where('email', '=', 'admin@demo.local')
      .execute();
    expect((await userdata(`Bearer ${token}`)).statusCode).toBe(401);
  });
});
