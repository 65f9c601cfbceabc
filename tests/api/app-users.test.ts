import { beforeAll, describe, expect, it } from 'vitest';
import { tokenWithRights } from './support/mintedTokens.ts';
import { superadminApp } from './support/superadminApp.ts';

// The app's users and drivers (spec 2 §7 "Surveys, app, users"): the lists are the users with the
// flag, a create through them sets it, and who registers in the app is an app user.

type Row = Record<string, unknown>;
const api = superadminApp();
const { call } = api;
const db = () => api.app.database.db;

let counter = 0;
const newEmail = (label: string) => `${label}.${++counter}.${Date.now()}@example.org`;
const payload = (email: string, extra: Row = {}) => ({
  email,
  ratio_id: `APP-${counter}`,
  firstname: 'Greta',
  lastname: 'Reisende',
  password: 'Start1234!',
  password_confirmation: 'Start1234!',
  ...extra,
});
const flagsOf = (id: number) =>
  db().selectFrom('users').select(['app_user', 'driver']).where('id_users', '=', id).executeTakeFirstOrThrow();
const idsIn = async (url: string, token?: string) => {
  const answer = await call({ method: 'GET', url }, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: Row[] }>().data.map((row) => row.id_users);
};

let appTeam: string;
beforeAll(async () => {
  appTeam = await api.app.signIn('appteam@demo.local');
});

describe('app users', () => {
  it('a create through /users-app makes an app user, listed there and not among the drivers', async () => {
    const email = newEmail('app');
    const created = await call({ method: 'POST', url: '/api/users-app', payload: payload(email) }, appTeam);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id_users: number }>().id_users;
    expect(await flagsOf(id)).toEqual({ app_user: true, driver: false });
    expect(await idsIn(`/api/users-app?email=${encodeURIComponent(email)}`, appTeam)).toEqual([id]);
    expect(await idsIn(`/api/users-drivers?email=${encodeURIComponent(email)}`)).toEqual([]);
  });

  it('lists only app users: staff are not reached through /users-app', async () => {
    const staff = await call({ method: 'POST', url: '/api/users-lit', payload: payload(newEmail('staff')) });
    expect(staff.statusCode, staff.body).toBe(201);
    const id = staff.json<{ id_users: number }>().id_users;
    expect((await flagsOf(id)).app_user).toBe(false);
    expect(await idsIn(`/api/users-app?id_users=${id}`, appTeam)).toEqual([]);
    expect((await call({ method: 'GET', url: `/api/users-app/${id}` }, appTeam)).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url: `/api/users-app/${id}` }, appTeam)).statusCode).toBe(404);
  });

  it('go to the trash through /users-app, come back with restore and go for good with force', async () => {
    const created = await call({ method: 'POST', url: '/api/users-app', payload: payload(newEmail('trash')) });
    const id = created.json<{ id_users: number }>().id_users;
    expect((await call({ method: 'DELETE', url: `/api/users-app/${id}` }, appTeam)).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: `/api/users-app/${id}` }, appTeam)).statusCode).toBe(404);
    expect(await idsIn(`/api/users-app?deleted_at[$null]=false&id_users=${id}`, appTeam)).toEqual([id]);
    expect((await call({ method: 'DELETE', url: `/api/users-app/${id}?restore=true` }, appTeam)).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: `/api/users-app/${id}` }, appTeam)).statusCode).toBe(200);
    expect((await call({ method: 'DELETE', url: `/api/users-app/${id}?force=true` }, appTeam)).statusCode).toBe(200);
    expect(await db().selectFrom('users').select('id_users').where('id_users', '=', id).execute()).toEqual([]);
  });

  it('need the app administration right', async () => {
    const staffOnly = await tokenWithRights(db(), 'app users staff only', ['user-read', 'user-create']);
    expect((await call({ method: 'GET', url: '/api/users-app' }, staffOnly)).statusCode).toBe(403);
    const reader = await tokenWithRights(db(), 'app users reader', ['appusermanagement-read']);
    expect((await call({ method: 'GET', url: '/api/users-app' }, reader)).statusCode).toBe(200);
    const refused = await call({ method: 'POST', url: '/api/users-app', payload: payload(newEmail('no')) }, reader);
    expect(refused.statusCode).toBe(403);
    expect((await call({ method: 'GET', url: '/api/users-drivers' }, reader)).statusCode).toBe(403);
  });
});

describe('drivers', () => {
  it('a create through /users-drivers makes a driver, listed there and not among the app users', async () => {
    const email = newEmail('driver');
    const created = await call(
      { method: 'POST', url: '/api/users-drivers', payload: payload(email, { driver_login: `fahrer${counter}` }) },
      appTeam,
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id_users: number }>().id_users;
    expect(await flagsOf(id)).toEqual({ app_user: false, driver: true });
    expect(await idsIn(`/api/users-drivers?email=${encodeURIComponent(email)}`, appTeam)).toEqual([id]);
    expect(await idsIn(`/api/users-app?email=${encodeURIComponent(email)}`, appTeam)).toEqual([]);
  });
});

describe('registration in the app', () => {
  it('makes an app user, listed among the app users', async () => {
    const email = newEmail('registered');
    const registered = await api.app.injectAs(undefined, {
      method: 'POST',
      url: '/api/registration',
      remoteAddress: '10.23.0.1',
      payload: {
        email,
        password: 'Secret123!',
        password_confirmation: 'Secret123!',
        firstname: 'Rita',
        lastname: 'Reisende',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const user = await db()
      .selectFrom('users')
      .select(['id_users', 'app_user', 'driver'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ app_user: true, driver: false });
    expect(await idsIn(`/api/users-app?email=${encodeURIComponent(email)}`, appTeam)).toEqual([user.id_users]);
  });

  it('by booking number makes an app user on the booker card', async () => {
    const email = newEmail('booker');
    const card = await db()
      .insertInto('vc_card')
      .values({
        name: 'Bettina Bucher',
        contacts: JSON.stringify([{ key: 'email', value: email, id_vc_field_type: 1 }]),
      })
      .returning('id_vc_card')
      .executeTakeFirstOrThrow();
    const number = `APP-REG-${Date.now()}`;
    await db()
      .insertInto('pc_process')
      .values({ number, vc_card_booker: card.id_vc_card, status: '4', backend: 'ratio' })
      .execute();
    const registered = await api.app.injectAs(undefined, {
      method: 'POST',
      url: '/api/registration-process',
      remoteAddress: '10.23.0.2',
      payload: { processNumber: number, password: 'Secret123!', password_confirmation: 'Secret123!' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const user = await db()
      .selectFrom('users')
      .select(['app_user', 'id_vc_card'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ app_user: true, id_vc_card: card.id_vc_card });
  });
});
