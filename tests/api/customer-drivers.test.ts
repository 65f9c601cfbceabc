import { beforeAll, describe, expect, it } from 'vitest';
import { mintToken, tokenWithRights } from './support/mintedTokens.ts';
import { agencyStaff } from './support/process-actions.ts';
import { superadminApp } from './support/superadminApp.ts';

// The customers' drivers (spec 2 §7, issue 19): the cards whose account is a driver's, registering a
// driver, and the card's PATCH /vc_card/{id} with the agency scope.

type Row = Record<string, unknown>;
const api = superadminApp();
const { call } = api;
const db = () => api.app.database.db;

const drivers = (query = '', bearer?: string) => call({ method: 'GET', url: `/api/customers/drivers${query}` }, bearer);
const register = (payload: object, bearer?: string) =>
  call({ method: 'POST', url: '/api/registration-driver', payload }, bearer);
const patchCard = (id: number, payload: object, bearer?: string) =>
  call({ method: 'PATCH', url: `/api/vc_card/${id}`, payload }, bearer);
const key = (answer: { json<T>(): T }) => answer.json<{ errors: { key: string }[] }>().errors[0]?.key;

const cardOf = async (email: string) =>
  (await db().selectFrom('users').select('id_vc_card').where('email', '=', email).executeTakeFirstOrThrow())
    .id_vc_card!;
const agencyOf = async (email: string) =>
  (
    await db()
      .selectFrom('vc_card')
      .select('agencyId')
      .where('id_vc_card', '=', await cardOf(email))
      .executeTakeFirstOrThrow()
  ).agencyId!;

describe('the drivers among the customers', () => {
  it('lists the cards whose account is a driver, not the others', async () => {
    const answer = await drivers('?$limit=1000');
    expect(answer.statusCode, answer.body).toBe(200);
    const ids = answer.json<{ data: Row[] }>().data.map((card) => card.id_vc_card);
    expect(ids).toContain(await cardOf('driver@demo.local'));
    expect(ids).not.toContain(await cardOf('admin@demo.local'));
    const driverCards = await db()
      .selectFrom('users')
      .select('id_vc_card')
      .distinct()
      .where('driver', '=', true)
      .where('deleted_at', 'is', null)
      .where('id_vc_card', 'is not', null)
      .execute();
    expect(answer.json<{ total: number }>().total).toBe(driverCards.length);
  });

  it('searches name and id; query keys are checked', async () => {
    const card = await cardOf('driver@demo.local');
    expect((await drivers(`?$search=${card}`)).json<{ data: Row[] }>().data.map((row) => row.id_vc_card)).toContain(
      card,
    );
    expect((await drivers('?$search=Decker')).json<{ data: Row[] }>().data.map((row) => row.id_vc_card)).toContain(
      card,
    );
    expect((await drivers('?driversOnly=maybe')).statusCode).toBe(400);
  });

  it('are the customers of GET /customers?driversOnly=true (spec 2 §7); false lists the others', async () => {
    const card = await cardOf('driver@demo.local');
    const ids = async (query: string) => {
      const answer = await call({ method: 'GET', url: `/api/customers?$limit=1000&${query}` });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ data: Row[] }>().data.map((row) => row.id_vc_card);
    };
    const only = await ids('driversOnly=true');
    const others = await ids('driversOnly=false');
    expect(only).toContain(card);
    expect(others).not.toContain(card);
    expect(others).toContain(await cardOf('admin@demo.local'));
    expect(new Set([...only, ...others]).size).toBe(only.length + others.length);
    expect(await ids('driversOnly=true&$search=Decker')).toEqual([card]);
    const deleted = await db()
      .insertInto('vc_card')
      .values({ name: 'Gelöschter Fahrer' })
      .returning('id_vc_card')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('users')
      .values({
        email: 'gone.driver@drivers.test',
        password: 'x',
        driver: true,
        id_vc_card: deleted.id_vc_card,
        deleted_at: new Date(),
      })
      .execute();
    expect(await ids('driversOnly=true')).not.toContain(deleted.id_vc_card);
    for (const bad of ['driversOnly=1', 'driversOnly[$ne]=true', 'driversonly=true'])
      expect((await call({ method: 'GET', url: `/api/customers?${bad}` })).statusCode, bad).toBe(400);
  });

  it('needs drivers-read (the list with driversOnly, customers-read); agency staff see their agency only', async () => {
    const customersOnly = await tokenWithRights(db(), 'drivers nobody', ['customers-read']);
    expect((await drivers('', customersOnly)).statusCode).toBe(403);
    const flagged = await call({ method: 'GET', url: '/api/customers?driversOnly=true' }, customersOnly);
    expect(flagged.statusCode, flagged.body).toBe(200);
    await agencyStaff(db(), ['drivers-read']);
    const agency = await mintToken(db(), 'agency@demo.local');
    const answer = await drivers('?$limit=1000', agency);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json<{ data: Row[] }>().data;
    const agencyId = await agencyOf('agency@demo.local');
    expect(rows.every((row) => row.agencyId === agencyId)).toBe(true);
    expect(rows.map((row) => row.id_vc_card)).not.toContain(await cardOf('driver@demo.local'));
  });
});

describe('registering a driver', () => {
  it('creates a driver account on a new card and mails the activation link', async () => {
    api.app.mails.clear();
    const answer = await register({ email: 'new.driver@drivers.test', firstname: 'Nina', lastname: 'Neumann' });
    expect(answer.statusCode, answer.body).toBe(201);
    const { id_users, id_vc_card } = answer.json<{ id_users: number; id_vc_card: number }>();
    const account = await db()
      .selectFrom('users')
      .leftJoin('roles', 'roles.id_roles', 'users.id_roles')
      .select(['users.driver', 'users.id_vc_card', 'roles.role'])
      .where('id_users', '=', id_users)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ driver: true, id_vc_card, role: 'bus driver' });
    const mails = api.app.mails.messages().filter((mail) => mail.to.includes('new.driver@drivers.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/auth/set-password/');
    expect((await drivers(`?$search=${id_vc_card}`)).json<{ data: Row[] }>().data).toHaveLength(1);
  });

  it('a driver having an account is told so, with the spec text; another account is taken', async () => {
    const again = await register({ email: 'DRIVER@demo.local', firstname: 'D', lastname: 'D' });
    expect(again.statusCode).toBe(409);
    expect(key(again)).toBe('login.driver_has_account');
    const staff = await register({ email: 'admin@demo.local', firstname: 'A', lastname: 'A' });
    expect(staff.statusCode).toBe(409);
    expect(key(staff)).toBe('login.user_exists');
  });

  it('on a named card; a card out of reach is 404; needs drivers-create; the body is checked', async () => {
    const card = await db()
      .insertInto('vc_card')
      .values({ name: 'Karl Kutscher' })
      .returning('id_vc_card')
      .executeTakeFirstOrThrow();
    const named = await register({
      email: 'karl@drivers.test',
      firstname: 'Karl',
      lastname: 'Kutscher',
      id_vc_card: card.id_vc_card,
    });
    expect(named.json<Row>().id_vc_card).toBe(card.id_vc_card);
    expect(
      (await register({ email: 'x@drivers.test', firstname: 'X', lastname: 'Y', id_vc_card: 2_000_000_000 }))
        .statusCode,
    ).toBe(404);
    const none = await tokenWithRights(db(), 'driver registrar without right', ['customers-read', 'customers-create']);
    expect((await register({ email: 'y@drivers.test', firstname: 'Y', lastname: 'Y' }, none)).statusCode).toBe(403);
    const registrar = await tokenWithRights(db(), 'driver registrar without the driver rights', [
      'customers-read',
      'drivers-create',
    ]);
    const ungranted = await register({ email: 'w@drivers.test', firstname: 'W', lastname: 'W' }, registrar);
    expect(ungranted.statusCode).toBe(403);
    expect(ungranted.json<{ errors: { key: string }[] }>().errors[0]?.key).toBe('error.role_not_grantable');
    expect((await register({ email: 'z@drivers.test', firstname: 'Z', lastname: 'Z', role: 1 })).statusCode).toBe(400);
    expect((await register({ email: 'not-an-address', firstname: 'Z', lastname: 'Z' })).statusCode).toBe(400);
    const left = await db()
      .selectFrom('users')
      .select('id_users')
      .where('email', 'in', ['w@drivers.test', 'x@drivers.test', 'y@drivers.test', 'z@drivers.test'])
      .execute();
    expect(left).toHaveLength(0);
  });
});

describe('PATCH /vc_card/{id}', () => {
  let ownCard = 0;
  let otherCard = 0;
  beforeAll(async () => {
    const agencyId = await agencyOf('agency@demo.local');
    ownCard = (
      await db()
        .insertInto('vc_card')
        .values({ name: 'Agency card', agencyId })
        .returning('id_vc_card')
        .executeTakeFirstOrThrow()
    ).id_vc_card;
    otherCard = (
      await db()
        .insertInto('vc_card')
        .values({ name: 'Other card', agencyId: null })
        .returning('id_vc_card')
        .executeTakeFirstOrThrow()
    ).id_vc_card;
  });

  it("changes the card's fields", async () => {
    const answer = await patchCard(otherCard, { city: 'Lüneburg', bonus_points: 5 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Row>()).toMatchObject({ id_vc_card: otherCard, city: 'Lüneburg', bonus_points: 5 });
    expect((await patchCard(otherCard, { unknown: 1 })).statusCode).toBe(400);
  });

  it('agency staff reach their agency only; without customers-update 403', async () => {
    const writer = await tokenWithRights(db(), 'card writer', ['customers-read', 'customers-update']);
    const agency = await api.app.signIn('agency@demo.local');
    // The demo agency role reads customers but may not change them.
    expect((await patchCard(ownCard, { city: 'Celle' }, agency)).statusCode).toBe(403);
    expect((await patchCard(ownCard, { city: 'Celle' }, writer)).statusCode).toBe(200);
    const agencyWriter = await agencyWriterToken();
    expect((await patchCard(ownCard, { city: 'Uelzen' }, agencyWriter)).statusCode).toBe(200);
    expect((await patchCard(otherCard, { city: 'Uelzen' }, agencyWriter)).statusCode).toBe(404);
    const other = await db()
      .selectFrom('vc_card')
      .select('city')
      .where('id_vc_card', '=', otherCard)
      .executeTakeFirstOrThrow();
    expect(other.city).toBe('Lüneburg');
  });

  /** A user of the demo agency who may change customers. */
  async function agencyWriterToken() {
    const token = await tokenWithRights(db(), 'agency card writer', ['customers-read', 'customers-update']);
    const card = await db()
      .insertInto('vc_card')
      .values({ name: 'Agency writer', agencyId: await agencyOf('agency@demo.local') })
      .returning('id_vc_card')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('users')
      .set({ id_vc_card: card.id_vc_card })
      .where('email', '=', 'agency.card.writer@rights.test')
      .execute();
    return token;
  }
});
