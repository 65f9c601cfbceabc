import { beforeAll, describe, expect, it } from 'vitest';
import { berlinDay } from '../../domain/berlin-time.ts';
import { tokenWithRights, userOfToken } from './support/mintedTokens.ts';
import { appUserToken } from './support/app-user-tokens.ts';
import { superadminApp } from './support/superadminApp.ts';

// The app user's profile and journeys (spec 1 §2 App user): their own record's person, address and
// contact fields only; their journeys from their processes, with the departure's coach and driver.

type Row = Record<string, unknown>;
const api = superadminApp();
const { call } = api;
const db = () => api.app.database.db;

const patchProfile = (token: string, payload: Row) =>
  call({ method: 'PATCH', url: '/api/appuser/profile', payload }, token);
const daysFrom = (days: number) => berlinDay(new Date(Date.now() + days * 86_400_000));

describe('the own profile', () => {
  let greta: string;
  beforeAll(async () => {
    greta = await appUserToken(db(), 'profile-greta');
  });

  it('answers and changes the own record', async () => {
    const changed = await patchProfile(greta, {
      firstname: 'Greta',
      lastname: 'Hansen',
      salutation: 1,
      birthday: '1961-04-12',
      city: 'Lübeck',
      emails: [{ type: 1, address: 'greta.privat@example.org' }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const profile = await call({ method: 'GET', url: '/api/appuser/profile' }, greta);
    expect(profile.statusCode).toBe(200);
    expect(profile.json<Row>()).toMatchObject({
      id_users: userOfToken(greta),
      email: 'profile-greta@app-user.test',
      firstname: 'Greta',
      city: 'Lübeck',
      birthday: '1961-04-12',
      emails: [{ type: 1, address: 'greta.privat@example.org' }],
    });
  });

  it('refuses the account, rights and flags, and wrong values, with 400', async () => {
    for (const payload of [{ id_roles: 1 }, { app_user: false }, { password: 'geheim123' }, { email: 'x@example.org' }])
      expect((await patchProfile(greta, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect((await patchProfile(greta, { zip: 'abc' })).statusCode).toBe(400);
  });

  it('resets the verification when the mobile number changes, and only then', async () => {
    const id = userOfToken(greta);
    await db()
      .updateTable('users')
      .set({ mobile: '+49 170 1111111', phone_verified: true })
      .where('id_users', '=', id)
      .execute();
    await patchProfile(greta, { mobile: '+49 170 1111111', city: 'Kiel' });
    expect((await call({ method: 'GET', url: '/api/appuser/profile' }, greta)).json<Row>().phone_verified).toBe(true);
    const changed = await patchProfile(greta, { mobile: '+49 170 2222222' });
    expect(changed.json<Row>()).toMatchObject({ mobile: '+49 170 2222222', phone_verified: false });
  });

  it('needs myprofile-read to read and myprofile-update to change', async () => {
    const reader = await tokenWithRights(db(), 'profile-reader', ['myprofile-read']);
    const nobody = await tokenWithRights(db(), 'profile-nobody', ['Diary-read']);
    expect((await call({ method: 'GET', url: '/api/appuser/profile' }, reader)).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/appuser/profile' }, nobody)).statusCode).toBe(403);
    expect((await patchProfile(reader, { city: 'Kiel' })).statusCode).toBe(403);
  });
});

describe('the own journeys', () => {
  let greta: string;
  let current: number;
  let past: number;
  beforeAll(async () => {
    greta = await appUserToken(db(), 'journeys-greta');
    const userId = userOfToken(greta);
    const driver = await db()
      .insertInto('users')
      .values({ email: 'journeys-driver@app-user.test', firstname: 'Dieter', lastname: 'Decker', driver: true })
      .returning('id_users')
      .executeTakeFirstOrThrow();
    const process = async (number: string, start: string, end: string) => {
      const row = await db()
        .insertInto('pc_process')
        .values({
          number,
          title: `Reise ${number}`,
          status: '4',
          backend: 'ratio',
          journey_start: start,
          journey_end: end,
        })
        .returning('id_pc_process')
        .executeTakeFirstOrThrow();
      const link = await db()
        .insertInto('users_vorgaenge')
        .values({ id_users: userId, id_pc_process: row.id_pc_process })
        .returning('id_users_vorgaenge')
        .executeTakeFirstOrThrow();
      return link.id_users_vorgaenge;
    };
    current = await process('JRN-NOW', daysFrom(-2), daysFrom(3));
    past = await process('JRN-PAST', daysFrom(-40), daysFrom(-33));
    await db()
      .insertInto('app_departures')
      .values({
        title: 'Reise JRN-NOW',
        journey_start: daysFrom(-2),
        journey_end: daysFrom(3),
        bus_name: 'Bus 7',
        license_plate: 'HH-AB 123',
        id_users_driver: driver.id_users,
      })
      .execute();
  });

  it('lists the current journeys with their coach, and the past ones apart', async () => {
    const now = await call({ method: 'GET', url: '/api/appuser/journeys?show=current' }, greta);
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json<Row[]>()).toEqual([
      expect.objectContaining({
        id_users_vorgaenge: current,
        process: expect.objectContaining({ number: 'JRN-NOW' }),
        coach: expect.objectContaining({ bus_name: 'Bus 7', license_plate: 'HH-AB 123', driver_name: 'Dieter Decker' }),
      }),
    ]);
    const before = await call({ method: 'GET', url: '/api/appuser/journeys?show=past' }, greta);
    expect(before.json<Row[]>()).toEqual([expect.objectContaining({ id_users_vorgaenge: past, coach: null })]);
  });

  it("shows one journey by its link; another user's is 404", async () => {
    const one = await call({ method: 'GET', url: `/api/appuser/journeys/${past}` }, greta);
    expect(one.statusCode).toBe(200);
    expect(one.json<Row>()).toMatchObject({ active: false, process: { number: 'JRN-PAST' } });
    const hans = await appUserToken(db(), 'journeys-hans');
    expect((await call({ method: 'GET', url: `/api/appuser/journeys/${past}` }, hans)).statusCode).toBe(404);
  });

  it('needs myjourneys-read for the current and pastjourneys-read for the past ones', async () => {
    const onlyCurrent = await tokenWithRights(db(), 'journeys-current', ['myjourneys-read']);
    expect((await call({ method: 'GET', url: '/api/appuser/journeys?show=current' }, onlyCurrent)).statusCode).toBe(
      200,
    );
    expect((await call({ method: 'GET', url: '/api/appuser/journeys?show=past' }, onlyCurrent)).statusCode).toBe(403);
    expect((await call({ method: 'GET', url: '/api/appuser/journeys' }, greta)).statusCode).toBe(400);
  });
});
