import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendControl } from '../unit/support/emulatorControl.ts';
import { agencyOfRatio, agencyUser } from './support/agency-users.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// Booking a journey for an agency's customer: in Ratio (the project's emulator, over HTTP) and our
// copy, all or nothing; the agency is the caller's, named only by who reaches every agency.

const STAFF_RIGHTS = ['agencydata-read', 'agencydata-create', 'process-read', 'customers-read'];
const TODAY = new Date().toISOString().slice(0, 10);

let api: TestApp;
let agencyOne: number;
let agencyTwo: number;
const staff = { token: '', userId: 0 };
const tokens = { admin: '', none: '', readOnly: '', noRights: '' };

beforeAll(async () => {
  api = await createTestApp();
  const { db } = api.database;
  agencyOne = await agencyOfRatio(db, 1, 'Reisebüro Sonnenschein');
  agencyTwo = await agencyOfRatio(db, 2, 'Reisewelt Alpenblick');
  Object.assign(staff, await agencyUser(db, 'booking staff', STAFF_RIGHTS, agencyOne));
  tokens.admin = (
    await agencyUser(db, 'booking agencyadmin', ['agencyadmin-read', 'agencydata-create', 'agencydata-read'], null)
  ).token;
  tokens.none = (await agencyUser(db, 'booking without agency', STAFF_RIGHTS, null)).token;
  tokens.readOnly = (await agencyUser(db, 'booking read only', ['agencydata-read'], agencyOne)).token;
  tokens.noRights = (await agencyUser(db, 'booking no rights', ['process-read'], agencyOne)).token;
});
afterEach(() => api.ratio.reset());
afterAll(() => api.close());

const call = (token: string, options: InjectOptions) => api.injectAs(token, options);
const book = (token: string, payload: Record<string, unknown>) =>
  call(token, { method: 'POST', url: '/api/agency-booking', payload });

/** A customer of Ratio's agency `agentur` our database has no card of yet, so a booking's card shows. */
async function customerOf(agentur: number) {
  const taken = new Set(
    (await api.database.db.selectFrom('vc_card').select('ratio_id').where('ratio_id', 'is not', null).execute()).map(
      (row) => row.ratio_id,
    ),
  );
  const used = new Set([...api.ratio.state().processes.values()].map((each) => each.kennziffer));
  const found = [...api.ratio.state().addresses.values()].find(
    (each) => each.agentur === agentur && !taken.has(each.kennziffer) && !used.has(each.kennziffer),
  );
  if (!found) throw new Error(`no free customer of agency ${agentur}`);
  return found.kennziffer;
}

/** A date that starts after today with at least `seats` free bus seats. */
function upcomingDate(seats = 2) {
  const quotas = [...api.ratio.state().quotas.values()];
  const found = [...api.ratio.state().dates.values()].find(
    (date) =>
      date.beginn > TODAY && (quotas.find((q) => q.terminId === date.id && q.art === 'Bus')?.frei ?? 0) >= seats,
  );
  if (!found) throw new Error('no upcoming date');
  return found;
}

const travellers = [
  { anrede: 'Frau', vorname: 'Erika', name: 'Mustermann' },
  { anrede: 'Herr', vorname: 'Max', name: 'Mustermann' },
];

const countRows = async () => ({
  processes: Number(
    (
      await api.database.db
        .selectFrom('pc_process')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  cards: Number(
    (
      await api.database.db
        .selectFrom('vc_card')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  ratio: api.ratio.state().processes.size,
});

describe('POST /agency-booking', () => {
  it('books the date in Ratio for the agency and makes our copy: the staff user sees it, the booker card has the agency, history names who booked', async () => {
    const kennziffer = await customerOf(1);
    const date = upcomingDate();
    const answer = await book(staff.token, { kennziffer, termin: date.id, typ: 'option', travellers });
    expect(answer.statusCode, answer.body).toBe(201);
    const { data } = answer.json();
    expect(data).toEqual({
      id_pc_process: expect.any(Number),
      number: `R-${data.ratio_id}`,
      ratio_id: expect.any(Number),
      status: '2',
    });

    const inRatio = await (await sendControl(api.ratio.url, 'GET', `/control/processes/${data.ratio_id}`)).json();
    expect(inRatio).toMatchObject({ kennziffer, agentur: 1, terminId: date.id, status: 2, teilnehmer: 2 });
    expect(inRatio.participants.map((each: { name1: string; name2: string }) => [each.name2, each.name1])).toEqual([
      ['Erika', 'Mustermann'],
      ['Max', 'Mustermann'],
    ]);

    const ours = await call(staff.token, { method: 'GET', url: `/api/process-lit/${data.id_pc_process}` });
    expect(ours.statusCode, ours.body).toBe(200);
    expect(ours.json()).toMatchObject({ number: data.number, title: date.titel, participants: 2, status: '2' });

    const { db } = api.database;
    const card = await db
      .selectFrom('pc_process')
      .innerJoin('vc_card', 'vc_card.id_vc_card', 'pc_process.vc_card_booker')
      .select(['vc_card.agencyId', 'vc_card.ratio_id'])
      .where('id_pc_process', '=', data.id_pc_process)
      .executeTakeFirstOrThrow();
    expect(card).toEqual({ agencyId: agencyOne, ratio_id: kennziffer });
    const history = await db
      .selectFrom('audit_log')
      .select(['action', 'id_users'])
      .where('resource', '=', 'processes/processes')
      .where('record_id', '=', String(data.id_pc_process))
      .execute();
    expect(history).toEqual([{ action: 'import', id_users: staff.userId }]);
  });

  it('refuses a customer of another agency with 404, and Ratio books nothing', async () => {
    const before = await countRows();
    const answer = await book(staff.token, { kennziffer: await customerOf(2), termin: upcomingDate().id, travellers });
    expect(answer.statusCode).toBe(404);
    expect(await countRows()).toEqual(before);
  });

  it('overrules the agency that agency staff name, and honours the one an agencyadmin names', async () => {
    const termin = upcomingDate().id;
    const overruled = await book(staff.token, {
      kennziffer: await customerOf(1),
      termin,
      travellers,
      agency: agencyTwo,
    });
    expect(overruled.statusCode, overruled.body).toBe(201);
    expect(api.ratio.state().processes.get(overruled.json().data.ratio_id)?.agentur).toBe(1);
    const foreign = await book(staff.token, { kennziffer: await customerOf(2), termin, travellers, agency: agencyTwo });
    expect(foreign.statusCode).toBe(404);

    const named = await book(tokens.admin, { kennziffer: await customerOf(2), termin, travellers, agency: agencyTwo });
    expect(named.statusCode, named.body).toBe(201);
    expect(api.ratio.state().processes.get(named.json().data.ratio_id)?.agentur).toBe(2);
    const card = await api.database.db
      .selectFrom('pc_process')
      .innerJoin('vc_card', 'vc_card.id_vc_card', 'pc_process.vc_card_booker')
      .select('vc_card.agencyId')
      .where('id_pc_process', '=', named.json().data.id_pc_process)
      .executeTakeFirstOrThrow();
    expect(card.agencyId).toBe(agencyTwo);
  });

  it('refuses a traveller field longer than Ratio takes with 400 at the field, before Ratio is asked', async () => {
    const before = await countRows();
    const answer = await book(staff.token, {
      kennziffer: await customerOf(1),
      termin: upcomingDate().id,
      travellers: [travellers[0], { vorname: 'Max', name: 'M'.repeat(31) }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([
      { field: 'travellers/1/name', key: 'error.too_long', params: { limit: 30 } },
    ]);
    expect(await countRows()).toEqual(before);
  });

  it('refuses unknown body keys and more than nine travellers with 400', async () => {
    const base = { kennziffer: await customerOf(1), termin: upcomingDate().id };
    expect((await book(staff.token, { ...base, travellers, extra: 1 })).statusCode).toBe(400);
    expect((await book(staff.token, { ...base, travellers: Array(10).fill(travellers[0]) })).statusCode).toBe(400);
  });

  it('answers 409 error.date_unavailable for a full or unknown date, and the card written before Ratio is rolled back', async () => {
    const before = await countRows();
    const date = upcomingDate();
    const bus = [...api.ratio.state().quotas.values()].find((q) => q.terminId === date.id && q.art === 'Bus');
    if (!bus) throw new Error('no bus quota');
    bus.frei = 1;
    const full = await book(staff.token, { kennziffer: await customerOf(1), termin: date.id, travellers });
    expect(full.statusCode).toBe(409);
    expect(full.json().errors).toEqual([{ field: 'termin', key: 'error.date_unavailable' }]);
    const unknown = await book(staff.token, { kennziffer: await customerOf(1), termin: 999_999, travellers });
    expect(unknown.statusCode).toBe(409);
    expect(await countRows()).toEqual(before);
  });

  it.each(['error', 'hang'] as const)('answers 502 when Ratio fails (%s), and writes nothing here', async (mode) => {
    const before = await countRows();
    api.ratio.failNext(1, mode);
    const answer = await book(staff.token, { kennziffer: await customerOf(1), termin: upcomingDate().id, travellers });
    expect(answer.statusCode).toBe(502);
    expect(answer.json().errors).toEqual([{ key: 'error.booking_unavailable' }]);
    api.ratio.reset();
    expect(await countRows()).toEqual(before);
  });

  it('refuses a user without agency (403 error.agency_required) and one without agencydata-create (403)', async () => {
    const body = { kennziffer: await customerOf(1), termin: upcomingDate().id, travellers };
    const none = await book(tokens.none, body);
    expect(none.statusCode).toBe(403);
    expect(none.json().errors).toEqual([{ key: 'error.agency_required' }]);
    const readOnly = await book(tokens.readOnly, body);
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().errors).toEqual([{ key: 'error.forbidden', params: { permission: 'agencydata-create' } }]);
    expect((await call('', { method: 'POST', url: '/api/agency-booking', payload: body })).statusCode).toBe(401);
  });
});

describe('GET /agency-booking/dates', () => {
  it('lists the dates from today on with free seats, soonest first, searched by title or journey', async () => {
    const answer = await call(staff.token, { method: 'GET', url: '/api/agency-booking/dates' });
    expect(answer.statusCode, answer.body).toBe(200);
    const dates: { termin: number; titel: string; reise: string; beginn: string; frei: number }[] = answer.json().data;
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((date) => date.beginn >= TODAY && date.frei > 0)).toBe(true);
    expect(dates.map((date) => date.beginn)).toEqual(dates.map((date) => date.beginn).sort());
    const first = dates[0];
    if (!first) throw new Error('no date');
    const bus = [...api.ratio.state().quotas.values()].find((q) => q.terminId === first.termin && q.art === 'Bus');
    expect(first.frei).toBe(bus?.frei);

    const searched = await call(staff.token, {
      method: 'GET',
      url: `/api/agency-booking/dates?search=${encodeURIComponent(first.titel.toUpperCase())}`,
    });
    expect(searched.json().data.length).toBeGreaterThan(0);
    expect(searched.json().data.every((date: { titel: string }) => date.titel === first.titel)).toBe(true);
    expect((await call(staff.token, { method: 'GET', url: '/api/agency-booking/dates?x=1' })).statusCode).toBe(400);
    expect((await call(tokens.noRights, { method: 'GET', url: '/api/agency-booking/dates' })).statusCode).toBe(403);
  });
});
