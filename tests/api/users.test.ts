import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';

// The user resource (spec 1 §3, §4, §5): passwords hashed and never answered, the spec's form
// rules, disabling, the trash, and the end of every session where the spec asks for it.

let testApp: TestApp;
let superadmin: string;
let counter = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  superadmin = await testApp.signIn('superadmin@demo.local');
});
afterAll(() => testApp.close());

const call = (options: InjectOptions, token = superadmin) => testApp.injectAs(token, options);
const newEmail = () => `user.${++counter}@example.org`;

async function createUser(extra: Record<string, unknown> = {}) {
  const response = await call({
    method: 'POST',
    url: '/api/users-lit',
    payload: {
      email: newEmail(),
      ratio_id: `R-${counter}`,
      password: 'Start1234!',
      password_confirmation: 'Start1234!',
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Record<string, unknown> & { id_users: number; email: string };
}

/** A signed-in session of the user: access and refresh token. */
async function sessionOf(email: string, password = 'Start1234!') {
  const response = await call({
    method: 'POST',
    url: '/api/authentication',
    payload: { strategy: 'local', email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { accessToken: string; refreshToken: string };
}

async function sessionEnded(session: { accessToken: string; refreshToken: string }) {
  const userdata = await call({ method: 'GET', url: '/api/userdata' }, session.accessToken);
  const refresh = await call({
    method: 'POST',
    url: '/api/authentication',
    payload: { strategy: 'refresh', refreshToken: session.refreshToken },
  });
  return userdata.statusCode === 401 && refresh.statusCode === 401;
}

describe('users', () => {
  it('store the password as a hash and never answer it, its confirmation or the token version', async () => {
    const user = await createUser();
    for (const hidden of ['password', 'password_confirmation', 'token_version'])
      expect(user).not.toHaveProperty(hidden);
    const row = await testApp.database.db
      .selectFrom('users')
      .select('password')
      .where('id_users', '=', user.id_users)
      .executeTakeFirstOrThrow();
    expect(row.password).toMatch(/^\$argon2id\$/);
    await sessionOf(user.email);

    const listed = await call({ method: 'GET', url: `/api/users-lit?id_users=${user.id_users}` });
    expect(listed.json().data[0]).not.toHaveProperty('password');
    const filtered = await call({ method: 'GET', url: '/api/users-lit?password=x' });
    expect(filtered.statusCode).toBe(400);
  });

  it('start with an empty business phone and business email entry', async () => {
    const user = await createUser();
    expect(user.contacts).toEqual([
      { key: 'phone-business', value: '', id_vc_field_type: 2 },
      { key: 'email-business', value: '', id_vc_field_type: 1 },
    ]);
  });

  it.each([
    [
      'a confirmation that differs',
      { password_confirmation: 'Other1234!' },
      'password_confirmation',
      'error.passmatch',
    ],
    ['no confirmation', { password_confirmation: undefined }, 'password_confirmation', 'error.passmatch'],
    ['a short password', { password: 'short', password_confirmation: 'short' }, 'password', 'error.min8'],
    ['no ratio ID', { ratio_id: undefined }, 'ratio_id', 'error.empty'],
    ['an impossible birthday', { birthday: '2023-02-30' }, 'birthday', 'error.format'],
    ['a German birthday format', { birthday: '24.12.1990' }, 'birthday', 'error.format'],
    ['a zip of four digits', { zip: '1234' }, 'zip', 'error.zip'],
    ['a bad email in the email list', { emails: [{ type: 0, address: 'nope' }] }, 'emails.0.address', 'error.email'],
  ])('refuse %s with its message key and store nothing', async (_case, change, field, key) => {
    const email = newEmail();
    const response = await call({
      method: 'POST',
      url: '/api/users-lit',
      payload: { email, ratio_id: 'R-x', password: 'Start1234!', password_confirmation: 'Start1234!', ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ field, key }));
    const stored = await testApp.database.db
      .selectFrom('users')
      .select('id_users')
      .where('email', '=', email)
      .execute();
    expect(stored).toEqual([]);
  });

  it('keep the birthday as YYYY-MM-DD and accept a nine-digit US zip', async () => {
    const user = await createUser({ birthday: '1990-12-24', zip: '12345-6789' });
    expect(user).toMatchObject({ birthday: '1990-12-24', zip: '12345-6789' });
  });

  it('end every session on a new password, and the new one works', async () => {
    const user = await createUser();
    const session = await sessionOf(user.email);
    const other = await createUser();
    const otherSession = await sessionOf(other.email);

    const changed = await call({
      method: 'PATCH',
      url: `/api/users/${user.id_users}`,
      payload: { password: 'Changed123!', password_confirmation: 'Changed123!' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await sessionEnded(session)).toBe(true);
    await sessionOf(user.email, 'Changed123!');
    // nobody else was signed out
    expect((await call({ method: 'GET', url: '/api/userdata' }, otherSession.accessToken)).statusCode).toBe(200);

    // other changes leave the sessions alone
    const fresh = await sessionOf(user.email, 'Changed123!');
    await call({ method: 'PATCH', url: `/api/users/${user.id_users}`, payload: { city: 'Lüneburg' } });
    expect((await call({ method: 'GET', url: '/api/userdata' }, fresh.accessToken)).statusCode).toBe(200);
  });

  it('can be disabled and activated again; disabled users are listed at /users-disabled only', async () => {
    const user = await createUser();
    const session = await sessionOf(user.email);
    const disabled = await call({
      method: 'PATCH',
      url: `/api/users-lit/${user.id_users}`,
      payload: { isActive: false },
    });
    expect(disabled.statusCode).toBe(200);
    expect(await sessionEnded(session)).toBe(true);

    const listed = await call({ method: 'GET', url: '/api/users-disabled?$limit=-1' });
    const ids = listed.json().data.map((row: { id_users: number }) => row.id_users);
    expect(ids).toContain(user.id_users);
    expect(listed.json().data.every((row: { isActive: boolean }) => row.isActive === false)).toBe(true);
    // the disabled list creates nothing
    expect((await call({ method: 'POST', url: '/api/users-disabled', payload: {} })).statusCode).toBe(404);

    const activated = await call({
      method: 'PATCH',
      url: `/api/users-disabled/${user.id_users}`,
      payload: { isActive: true },
    });
    expect(activated.statusCode).toBe(200);
    expect((await call({ method: 'GET', url: `/api/users-disabled/${user.id_users}` })).statusCode).toBe(404);
    await sessionOf(user.email);
  });

  it('go to the trash, come back, and can be deleted for good', async () => {
    const user = await createUser();
    const session = await sessionOf(user.email);
    expect((await call({ method: 'DELETE', url: `/api/users-lit/${user.id_users}` })).statusCode).toBe(200);
    expect(await sessionEnded(session)).toBe(true);
    expect((await call({ method: 'GET', url: `/api/users-lit/${user.id_users}` })).statusCode).toBe(404);
    const trash = await call({
      method: 'GET',
      url: `/api/users-lit?deleted_at[$null]=false&id_users=${user.id_users}`,
    });
    expect(trash.json().total).toBe(1);

    const restored = await call({ method: 'DELETE', url: `/api/users-lit/${user.id_users}?restore=true` });
    expect(restored.statusCode).toBe(200);
    await sessionOf(user.email);

    expect((await call({ method: 'DELETE', url: `/api/users-lit/${user.id_users}?force=true` })).statusCode).toBe(200);
    const gone = await testApp.database.db
      .selectFrom('users')
      .select('id_users')
      .where('id_users', '=', user.id_users)
      .execute();
    expect(gone).toEqual([]);
  });

  it('refuse a second account with the same email in any case', async () => {
    const user = await createUser();
    const response = await call({
      method: 'POST',
      url: '/api/users-lit',
      payload: { email: user.email.toUpperCase(), ratio_id: 'R-dup' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].key).toBe('error.unique');
  });

  it('are searched by email and name', async () => {
    const user = await createUser({ firstname: 'Quirin', lastname: 'Quast' });
    const found = await call({ method: 'GET', url: `/api/users-lit?$search=${encodeURIComponent('quirin quast')}` });
    expect(found.json().data.map((row: { id_users: number }) => row.id_users)).toEqual([user.id_users]);
  });
});
