import { beforeAll, describe, expect, it } from 'vitest';
import { mintToken, tokenWithRights } from './support/mintedTokens.ts';
import { ratioProcessRow } from './support/process-rows.ts';
import { berlinDay } from '../../domain/berlin-time.ts';
import { superadminApp } from './support/superadminApp.ts';

// An app user's own processes (spec 2 §7, issue 19): adding one by its booking number, the links and
// the processes behind them. Each user reaches only their own.

type Row = Record<string, unknown>;
const api = superadminApp();
const { call } = api;
const db = () => api.app.database.db;

/** A card (with the email as its address) and an app user on it; answers the card id and a token. */
async function appUser(label: string, { cardEmail = true } = {}) {
  const email = `${label}@app.test`;
  const card = await db()
    .insertInto('vc_card')
    .values({
      name: `App ${label}`,
      contacts: JSON.stringify(
        cardEmail ? [{ key: 'email-private', value: email.toUpperCase(), id_vc_field_type: 1 }] : [],
      ),
    })
    .returning('id_vc_card')
    .executeTakeFirstOrThrow();
  const role = await db()
    .selectFrom('roles')
    .select('id_roles')
    .where('role', '=', 'app user')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('users')
    .values({ email, password: 'x', id_roles: role.id_roles, id_vc_card: card.id_vc_card })
    .execute();
  return { card: card.id_vc_card, token: await mintToken(db(), email) };
}

/** A process of our own (no booking system asked), booked by `booker`. */
async function processRow(number: string, booker: number | null, fields: Row = {}) {
  const row = await db()
    .insertInto('pc_process')
    .values({ number, vc_card_booker: booker, status: '4', backend: 'ratio', ...fields })
    .returning('id_pc_process')
    .executeTakeFirstOrThrow();
  return row.id_pc_process;
}

const addProcess = (number: string, token: string) =>
  call({ method: 'PUT', url: `/api/login-vorgang/${encodeURIComponent(number)}` }, token);
const get = (url: string, token: string) => call({ method: 'GET', url: `/api${url}` }, token);
const key = (answer: { json<T>(): T }) => answer.json<{ errors: { key: string }[] }>().errors[0]?.key;
const numbers = (rows: Row[], pick: (row: Row) => unknown = (row) => row.number) => rows.map(pick).sort();

// Days in Berlin, as the database's current_date counts them.
const today = berlinDay();
const daysFrom = (days: number) => berlinDay(new Date(Date.now() + days * 86_400_000));

describe('adding a process by its booking number', () => {
  let anna: { card: number; token: string };
  let bert: { card: number; token: string };
  beforeAll(async () => {
    anna = await appUser('anna');
    bert = await appUser('bert', { cardEmail: false });
  });

  it('links once; again answers the same link', async () => {
    const id = await processRow('APP-LINK-1', anna.card);
    const first = await addProcess('APP-LINK-1', anna.token);
    expect(first.statusCode, first.body).toBe(200);
    const link = first.json<Row>();
    expect(link).toMatchObject({ created: true, id_pc_process: id, process: { number: 'APP-LINK-1' } });
    const again = (await addProcess('APP-LINK-1', anna.token)).json<Row>();
    expect(again).toMatchObject({ created: false, id_users_vorgaenge: link.id_users_vorgaenge });
    const links = await db().selectFrom('users_vorgaenge').select('id_users').where('id_pc_process', '=', id).execute();
    expect(links).toHaveLength(1);
  });

  it("refuses a stranger's process and an unknown number alike", async () => {
    await processRow('APP-STRANGER', anna.card);
    const stranger = await addProcess('APP-STRANGER', bert.token);
    expect(stranger.statusCode).toBe(404);
    expect(key(stranger)).toBe('login.process_not_found');
    const unknown = await addProcess('APP-NONE-999', bert.token);
    expect(unknown.statusCode).toBe(404);
    expect(key(unknown)).toBe('login.process_not_found');
    await processRow('APP-NO-BOOKER', null);
    expect((await addProcess('APP-NO-BOOKER', anna.token)).statusCode).toBe(404);
  });

  it("finds the booker by the card's email address too", async () => {
    // Bert's own card has no address; a card that names his email books the process.
    const other = await db()
      .insertInto('vc_card')
      .values({
        name: 'Bert elsewhere',
        contacts: JSON.stringify([{ key: 'e', value: 'Bert@App.Test', id_vc_field_type: 1 }]),
      })
      .returning('id_vc_card')
      .executeTakeFirstOrThrow();
    await processRow('APP-BY-EMAIL', other.id_vc_card);
    expect((await addProcess('APP-BY-EMAIL', bert.token)).statusCode).toBe(200);
  });

  it('the booker adding a travel request confirms it; another user does not', async () => {
    const request = await processRow('APP-REQUEST', anna.card, { status: '1' });
    await addProcess('APP-REQUEST', anna.token);
    const row = await db()
      .selectFrom('pc_process')
      .select('booker_confirmed_at')
      .where('id_pc_process', '=', request)
      .executeTakeFirstOrThrow();
    expect(row.booker_confirmed_at).not.toBeNull();

    const firm = await processRow('APP-FIRM', anna.card, { status: '4' });
    await addProcess('APP-FIRM', anna.token);
    const firmRow = await db()
      .selectFrom('pc_process')
      .select('booker_confirmed_at')
      .where('id_pc_process', '=', firm)
      .executeTakeFirstOrThrow();
    expect(firmRow.booker_confirmed_at).toBeNull();
  });

  it('works for a process copied from Ratio', async () => {
    const id = await ratioProcessRow(db(), 500321, { booker: anna.card });
    const number = (
      await db().selectFrom('pc_process').select('number').where('id_pc_process', '=', id).executeTakeFirstOrThrow()
    ).number;
    expect((await addProcess(number, anna.token)).json<Row>().id_pc_process).toBe(id);
  });

  it('needs app-process-read; query keys are refused', async () => {
    const none = await tokenWithRights(db(), 'app nobody', ['myprofile-read']);
    await processRow('APP-RIGHTS', anna.card);
    expect((await addProcess('APP-RIGHTS', none)).statusCode).toBe(403);
    expect((await call({ method: 'PUT', url: '/api/login-vorgang/APP-RIGHTS?x=1' }, anna.token)).statusCode).toBe(400);
  });
});

describe("the user's links and processes", () => {
  let carla: { card: number; token: string };
  let dora: { card: number; token: string };
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    carla = await appUser('carla');
    dora = await appUser('dora');
    ids.future = await processRow('C-FUTURE', carla.card, {
      title: 'Zugspitze',
      journey_start: daysFrom(10),
      journey_end: daysFrom(14),
    });
    ids.today = await processRow('C-TODAY', carla.card, {
      title: 'Alpen',
      journey_start: daysFrom(-3),
      journey_end: today,
    });
    ids.past = await processRow('C-PAST', carla.card, {
      title: 'Mosel',
      journey_start: daysFrom(-20),
      journey_end: daysFrom(-15),
    });
    ids.cancelled = await processRow('C-CANCELLED', carla.card, {
      title: 'Berlin',
      status: '5',
      journey_start: daysFrom(20),
      journey_end: daysFrom(22),
    });
    for (const number of ['C-FUTURE', 'C-TODAY', 'C-PAST', 'C-CANCELLED']) await addProcess(number, carla.token);
    await processRow('D-OWN', dora.card, { journey_start: daysFrom(5), journey_end: daysFrom(6) });
    await addProcess('D-OWN', dora.token);
  });

  const links = async (query: string, token: string) => {
    const answer = await get(`/users-vorgaenge-app${query}`, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: Row[] }>().data;
  };

  it('splits active and inactive; neither or both is all', async () => {
    const number = (row: Row) => (row.process as Row).number;
    expect(numbers(await links('?show_active=true', carla.token), number)).toEqual(['C-FUTURE', 'C-TODAY']);
    expect(numbers(await links('?show_inactive=true', carla.token), number)).toEqual(['C-CANCELLED', 'C-PAST']);
    expect(await links('', carla.token)).toHaveLength(4);
    expect(await links('?show_active=true&show_inactive=true', carla.token)).toHaveLength(4);
    expect(numbers(await links('', dora.token), number)).toEqual(['D-OWN']);
    expect((await get('/users-vorgaenge-app?show_all=true', carla.token)).statusCode).toBe(400);
  });

  it('one link: only their own; deleting removes the link, not the process', async () => {
    const [carlas] = await links('', carla.token);
    const id = carlas!.id_users_vorgaenge as number;
    expect((await get(`/users-vorgaenge/${id}`, carla.token)).json<Row>().id_users_vorgaenge).toBe(id);
    expect((await get(`/users-vorgaenge/${id}`, dora.token)).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url: `/api/users-vorgaenge/${id}` }, dora.token)).statusCode).toBe(404);
    const deleted = await call({ method: 'DELETE', url: `/api/users-vorgaenge/${id}` }, carla.token);
    expect(deleted.statusCode).toBe(200);
    expect((await get(`/users-vorgaenge/${id}`, carla.token)).statusCode).toBe(404);
    const process = await db()
      .selectFrom('pc_process')
      .select('id_pc_process')
      .where('id_pc_process', '=', carlas!.id_pc_process as number)
      .executeTakeFirst();
    expect(process).toBeDefined();
    await addProcess((carlas!.process as Row).number as string, carla.token);
  });

  const processes = async (query: string, token = carla.token) => {
    const answer = await get(`/users-process-app${query}`, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ total: number; data: Row[] }>();
  };

  it('lists their processes, sorted by vorgang.<field>, searched, split', async () => {
    const byTitle = await processes('?sortBy=vorgang.title');
    expect(byTitle.data.map((row) => row.title)).toEqual(['Alpen', 'Berlin', 'Mosel', 'Zugspitze']);
    const byTitleDown = await processes('?sortBy=-vorgang.title');
    expect(byTitleDown.data.map((row) => row.title)).toEqual(['Zugspitze', 'Mosel', 'Berlin', 'Alpen']);
    const byStart = await processes('?sortBy=pc_process.journey_start');
    expect(byStart.data.map((row) => row.number)).toEqual(['C-PAST', 'C-TODAY', 'C-FUTURE', 'C-CANCELLED']);
    expect((await processes('?search=mosel')).data.map((row) => row.number)).toEqual(['C-PAST']);
    expect((await processes('?search=C-F')).data.map((row) => row.number)).toEqual(['C-FUTURE']);
    expect(numbers((await processes('?show_active=true')).data)).toEqual(['C-FUTURE', 'C-TODAY']);
    expect(numbers((await processes('?show_inactive=1')).data)).toEqual(['C-CANCELLED', 'C-PAST']);
    expect((await processes('', dora.token)).data.map((row) => row.number)).toEqual(['D-OWN']);
    expect((await processes('')).data[0]).not.toHaveProperty('comments');
  });

  it('an unknown or unsafe sort field is 400', async () => {
    for (const sortBy of [
      'vorgang.comments',
      'vorgang.title;drop table users',
      'users.email',
      'title',
      'vorgang.title.x',
    ]) {
      const answer = await get(`/users-process-app?sortBy=${encodeURIComponent(sortBy)}`, carla.token);
      expect(answer.statusCode, sortBy).toBe(400);
    }
    expect((await get('/users-process-app?order=title', carla.token)).statusCode).toBe(400);
  });

  it('one process: only one they added', async () => {
    expect((await get(`/users-process-app/${ids.future}`, carla.token)).json<Row>().number).toBe('C-FUTURE');
    expect((await get(`/users-process-app/${ids.future}`, dora.token)).statusCode).toBe(404);
  });

  it('needs app-process-read', async () => {
    const none = await tokenWithRights(db(), 'app lists nobody', ['myprofile-read']);
    expect((await get('/users-vorgaenge-app', none)).statusCode).toBe(403);
    expect((await get('/users-process-app', none)).statusCode).toBe(403);
    expect((await get(`/users-process-app/${ids.future}`, none)).statusCode).toBe(403);
  });
});
