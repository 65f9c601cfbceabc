import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/tickets/order-status.ts';
import { ADMISSION, SCAN_RESULTS } from '../../domain/tickets/scan-result.ts';
import { createTestApp, repositoryRegistry, type TestApp } from './support/testApp.ts';
import {
  insertEventDate,
  insertOrder,
  insertTicket,
  insertUserWith,
  type EventDateRows,
} from './support/ticketRows.ts';
import { mintToken } from './support/mintedTokens.ts';

// Scanning tickets at the door (issue 6 item 7, issue 14 item 7): `POST /ticket/scan` with `{code, force?}`,
// the ticket-scan right. Dates are set relative to the database's today (Europe/Berlin), never the demo's.

/** `time` on the day `days` after the database's today, in Europe/Berlin (the session's time zone). */
const day = (days: number, time: string) => sql`(current_date + ${days}::int + ${time}::time)::timestamptz`;

let testApp: TestApp;
let staff: string;
let superadmin: string;
let scanner: string;
let reader: string;
let driver: string;
let date: EventDateRows;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  staff = await mintToken(testApp.database.db, 'tickets@demo.local');
  superadmin = await mintToken(testApp.database.db, 'superadmin@demo.local');
  const scanOnly = await insertUserWith(db, 'door scanners', ['ticket-scan']);
  scanner = await mintToken(testApp.database.db, scanOnly.email);
  const readOnly = await insertUserWith(db, 'ticket readers', ['ticket-read']);
  reader = await mintToken(testApp.database.db, readOnly.email);
  driver = await mintToken(testApp.database.db, 'driver@demo.local');
  date = await insertEventDate(db, { title: 'Rock am Kalkberg', startsAt: day(0, '20:00'), category: 'Stehplatz' });
});
afterAll(() => testApp.close());

const scan = (code: unknown, bearer = staff, extra: Record<string, unknown> = {}) =>
  testApp.injectAs(bearer, { method: 'POST', url: '/api/ticket/scan', payload: { code, ...extra } });
const force = (code: string) => scan(code, staff, { force: true });
const get = async (path: string) => (await testApp.injectAs(staff, { method: 'GET', url: `/api${path}` })).json();
/** The history of a ticket, which only a superadmin reads. */
const historyOf = async (ticketId: number) =>
  (
    await testApp.injectAs(superadmin, { method: 'GET', url: `/api/audit?resource=tickets/tickets&id=${ticketId}` })
  ).json();
const scansOf = async (code: string) =>
  (await get(`/ticket/scan?code=${encodeURIComponent(code)}&$sort[id_tk_ticket_scan]=1`)).data as {
    code: string;
    result: string;
    id_tk_ticket: number | null;
    forced: boolean;
    created_by: number;
  }[];

/** A ticket of a new order in `status`, for today's date or `of`. */
async function ticketOf(status: OrderStatus, of = date) {
  const order = await insertOrder(testApp.database.db, status);
  return { order, ...(await insertTicket(testApp.database.db, order.id, of, { holder_name: 'Erika Mustermann' })) };
}

/** The start of today's date at 20:00, as the API writes it. */
async function todayAtEight() {
  const { rows } = await sql<{ at: Date }>`select ${day(0, '20:00')} as at`.execute(testApp.database.db);
  return (rows[0] as { at: Date }).at.toISOString();
}

it('stores the results the scan entity knows', () => {
  expect(repositoryRegistry.entities['tickets/ticket-scan']?.fields.result?.enum).toEqual([...SCAN_RESULTS]);
});

describe('a valid ticket of a paid order', () => {
  it('is checked in once and shows event, date, price category and holder', async () => {
    const { id, code, order } = await ticketOf('paid');

    const first = await scan(code);
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json();
    expect(body).toMatchObject({
      result: 'checked_in',
      forced: false,
      key: 'tickets.scan.checked_in',
      scan: { code, id_tk_ticket: id, result: 'checked_in', forced: false },
      ticket: {
        id_tk_ticket: id,
        code,
        holder_name: 'Erika Mustermann',
        event_title: 'Rock am Kalkberg',
        price_category_title: 'Stehplatz',
        order_number: order.number,
        order_status: 'paid',
      },
    });
    expect(new Date(body.ticket.starts_at).toISOString()).toBe(await todayAtEight());
    const checkedInAt = body.ticket.checked_in_at as string;
    expect(Number.isNaN(Date.parse(checkedInAt))).toBe(false);
    expect(await get(`/ticket/ticket/${id}`)).toMatchObject({ checked_in_at: checkedInAt });

    const second = await scan(code);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      result: 'already_checked_in',
      key: 'tickets.scan.already_checked_in',
      ticket: { id_tk_ticket: id, checked_in_at: checkedInAt },
    });
    expect(await get(`/ticket/ticket/${id}`)).toMatchObject({ checked_in_at: checkedInAt });
  });

  it('writes the check-in into the ticket history', async () => {
    const { id, code } = await ticketOf('paid');
    await scan(code);
    await scan(code);
    const history = await historyOf(id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'update', before: { checked_in_at: null } });
    expect(history[0].after.checked_in_at).toEqual(expect.any(String));
  });

  it('is found with the white space a scanner adds around the code', async () => {
    const { code } = await ticketOf('paid');
    expect((await scan(`  ${code}\t`)).json()).toMatchObject({ result: 'checked_in', scan: { code } });
  });

  const spellings: [string, (code: string) => string][] = [
    ['in lower case', (code) => code.toLowerCase()],
    ['in mixed case with spaces around', (code) => ` ${code.slice(0, 5).toLowerCase()}${code.slice(5)}  `],
    ['in lower case after a tab and before a line break', (code) => `\t${code.toLowerCase()}\r\n`],
  ];
  it.each(spellings)(
    'is found and checked in with its code %s; the scan keeps the code as scanned',
    async (_, spell) => {
      const { id, code } = await ticketOf('paid');
      const scanned = spell(code);
      const answer = (await scan(scanned)).json();
      expect(answer).toMatchObject({
        result: 'checked_in',
        scan: { code: scanned.trim(), id_tk_ticket: id },
        ticket: { id_tk_ticket: id, code },
      });
      expect((await scan(code)).json().result).toBe('already_checked_in');
    },
  );

  it('is checked in exactly once when it is scanned at several doors at the same time', async () => {
    const { id, code } = await ticketOf('paid');
    const answers = await Promise.all(Array.from({ length: 6 }, () => scan(code)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    const results = answers.map((answer) => answer.json().result as string);
    expect(results.filter((result) => result === 'checked_in')).toHaveLength(1);
    expect(results.filter((result) => result === 'already_checked_in')).toHaveLength(5);
    const times = new Set(answers.map((answer) => answer.json().ticket.checked_in_at as string));
    expect(times.size).toBe(1);
    expect(await historyOf(id)).toHaveLength(1);
    expect((await scansOf(code)).map((row) => row.result).sort()).toEqual([
      'already_checked_in',
      'already_checked_in',
      'already_checked_in',
      'already_checked_in',
      'already_checked_in',
      'checked_in',
    ]);
  });
});

describe('the day of a ticket', () => {
  const dates: [string, Parameters<typeof insertEventDate>[1], 'checked_in' | 'invalid_time'][] = [
    ['starts today', { title: 'Heute', startsAt: day(0, '20:00'), category: 'A' }, 'checked_in'],
    ['started this morning', { title: 'Früh', startsAt: day(0, '00:30'), category: 'A' }, 'checked_in'],
    [
      'runs from yesterday to tomorrow',
      { title: 'Festival', startsAt: day(-1, '12:00'), endsAt: day(1, '23:00'), category: 'A' },
      'checked_in',
    ],
    [
      'opens its entry today and starts after midnight',
      { title: 'Nacht', entryStartsAt: day(0, '23:00'), startsAt: day(1, '00:30'), category: 'A' },
      'checked_in',
    ],
    ['was yesterday', { title: 'Gestern', startsAt: day(-1, '20:00'), category: 'A' }, 'invalid_time'],
    [
      'is over since the day before yesterday',
      { title: 'Vorbei', startsAt: day(-3, '18:00'), endsAt: day(-2, '02:00'), category: 'A' },
      'invalid_time',
    ],
    ['is tomorrow', { title: 'Morgen', startsAt: day(1, '20:00'), category: 'A' }, 'invalid_time'],
    ['is next year', { title: 'Nächstes Jahr', startsAt: day(365, '20:00'), category: 'A' }, 'invalid_time'],
  ];
  it.each(dates)('a paid ticket of a date that %s answers %s', async (_, of, expected) => {
    const ticketDate = await insertEventDate(testApp.database.db, of);
    const { id, code } = await ticketOf('paid', ticketDate);
    const answer = await scan(code);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ result: expected, forced: false, key: `tickets.scan.${expected}` });
    const checkedIn = (await get(`/ticket/ticket/${id}`)).checked_in_at;
    expect(checkedIn === null).toBe(expected === 'invalid_time');
  });

  it('answers the wrong day with the date, checks nothing in, and records the scan', async () => {
    const yesterday = await insertEventDate(testApp.database.db, {
      title: 'Gestern',
      startsAt: day(-1, '20:00'),
      category: 'A',
    });
    const { id, code } = await ticketOf('paid', yesterday);
    const body = (await scan(code)).json();
    expect(body).toMatchObject({
      result: 'invalid_time',
      forced: false,
      key: 'tickets.scan.invalid_time',
      scan: { code, id_tk_ticket: id, result: 'invalid_time', forced: false },
      ticket: { id_tk_ticket: id, checked_in_at: null, event_title: 'Gestern' },
    });
    const { rows } = await sql<{ at: Date }>`select ${day(-1, '20:00')} as at`.execute(testApp.database.db);
    expect(new Date(body.ticket.starts_at).toISOString()).toBe((rows[0] as { at: Date }).at.toISOString());
    expect((await scan(code)).json().result).toBe('invalid_time');
    expect(await get(`/ticket/ticket/${id}`)).toMatchObject({ checked_in_at: null });
    expect(await historyOf(id)).toEqual([]);
  });

  it('lets a ticket of another day in with force, once, and records that it was forced', async () => {
    const tomorrow = await insertEventDate(testApp.database.db, {
      title: 'Morgen',
      startsAt: day(1, '20:00'),
      category: 'A',
    });
    const { id, code } = await ticketOf('paid', tomorrow);
    expect((await scan(code)).json().result).toBe('invalid_time');

    const forced = await force(` ${code} `);
    expect(forced.statusCode, forced.body).toBe(201);
    expect(forced.json()).toMatchObject({
      result: 'checked_in',
      forced: true,
      key: 'tickets.scan.checked_in',
      scan: { id_tk_ticket: id, result: 'checked_in', forced: true },
      ticket: { id_tk_ticket: id, checked_in_at: expect.any(String) },
    });
    expect(await historyOf(id)).toHaveLength(1);

    expect((await force(code)).json()).toMatchObject({ result: 'already_checked_in', forced: false });
    expect((await scansOf(code)).map(({ result, forced: wasForced }) => [result, wasForced])).toEqual([
      ['invalid_time', false],
      ['checked_in', true],
      ['already_checked_in', false],
    ]);
  });

  it('forces nothing but the day: an unpaid ticket of another day stays refused, and today is no force', async () => {
    const yesterday = await insertEventDate(testApp.database.db, {
      title: 'Gestern',
      startsAt: day(-1, '20:00'),
      category: 'A',
    });
    const unpaid = await ticketOf('reserved', yesterday);
    expect((await force(unpaid.code)).json()).toMatchObject({ result: 'not_paid', forced: false });
    expect(await get(`/ticket/ticket/${unpaid.id}`)).toMatchObject({ checked_in_at: null });

    const today = await ticketOf('paid');
    expect((await force(today.code)).json()).toMatchObject({
      result: 'checked_in',
      forced: false,
      scan: { forced: false },
    });
  });

  it('refuses a force that is not true or false', async () => {
    const { code } = await ticketOf('paid');
    expect((await scan(code, staff, { force: 'yes' })).statusCode).toBe(400);
  });
});

describe('a code that lets no one in', () => {
  it('answers unknown_code for a code no ticket has', async () => {
    const answer = await scan('NO-SUCH-TICKET-42');
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      result: 'unknown_code',
      key: 'tickets.scan.unknown_code',
      scan: { code: 'NO-SUCH-TICKET-42', id_tk_ticket: null, result: 'unknown_code' },
      ticket: null,
    });
  });

  const refused = ORDER_STATUSES.filter((status) => ADMISSION[status] !== 'admit');
  it.each(refused)('refuses a ticket of an order in %s with its own result, and checks nothing in', async (status) => {
    const { id, code } = await ticketOf(status);
    const answer = await scan(code);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      result: ADMISSION[status],
      key: `tickets.scan.${ADMISSION[status]}`,
      ticket: { id_tk_ticket: id, order_status: status, checked_in_at: null },
    });
    expect(await get(`/ticket/ticket/${id}`)).toMatchObject({ checked_in_at: null });
  });

  it('gives unpaid, cancelled, expired, refunded and refund-pending orders distinct results', async () => {
    const results = await Promise.all(
      (['pending_payment', 'cancelled', 'expired', 'refunded', 'pending_refund'] as const).map(
        async (status) => (await scan((await ticketOf(status)).code)).json().result,
      ),
    );
    expect(results).toEqual(['not_paid', 'cancelled', 'expired', 'refunded', 'refund_pending']);
  });

  it.each(ORDER_STATUSES.filter((status) => ADMISSION[status] === 'admit'))(
    'checks in a ticket of an order in %s',
    async (status) => {
      expect((await scan((await ticketOf(status)).code)).json().result).toBe('checked_in');
    },
  );
});

describe('the scan history', () => {
  it('records every scan with its code, ticket, result and scanner', async () => {
    const { id, code } = await ticketOf('paid');
    const unpaid = await ticketOf('reserved');
    await scan(code, scanner);
    await scan(code);
    await scan(unpaid.code, scanner);
    await scan('UNKNOWN-CODE-0001', scanner);

    const userOf = async (token: string) =>
      (await testApp.injectAs(token, { method: 'GET', url: '/api/userdata' })).json().id_users as number;
    const scannerId = await userOf(scanner);
    expect(await scansOf(code)).toEqual([
      expect.objectContaining({ code, id_tk_ticket: id, result: 'checked_in', created_by: scannerId }),
      expect.objectContaining({
        code,
        id_tk_ticket: id,
        result: 'already_checked_in',
        created_by: await userOf(staff),
      }),
    ]);
    expect(await scansOf(unpaid.code)).toEqual([expect.objectContaining({ result: 'not_paid' })]);
    expect(await scansOf('UNKNOWN-CODE-0001')).toEqual([
      expect.objectContaining({ result: 'unknown_code', id_tk_ticket: null, created_by: scannerId }),
    ]);
  });

  it('cannot be written through the generic API', async () => {
    const scanId = (await scan('SOME-CODE-FOR-PATCH')).json().scan.id_tk_ticket_scan as number;
    const patch = await testApp.injectAs(staff, {
      method: 'PATCH',
      url: `/api/ticket/scan/${scanId}`,
      payload: { result: 'checked_in' },
    });
    expect(patch.statusCode).toBe(404);
    const remove = await testApp.injectAs(staff, { method: 'DELETE', url: `/api/ticket/scan/${scanId}` });
    expect(remove.statusCode).toBe(404);
    expect(await get(`/ticket/scan/${scanId}`)).toMatchObject({ result: 'unknown_code' });
  });
});

describe('the scan call', () => {
  it('needs the ticket-scan right: a scanner scans, a reader and a driver may not', async () => {
    const { code } = await ticketOf('paid');
    for (const refusedToken of [reader, driver]) {
      const answer = await scan(code, refusedToken);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ name: 'Forbidden', errors: [{ key: 'error.forbidden' }] });
    }
    const anonymous = await testApp.injectAs(undefined, { method: 'POST', url: '/api/ticket/scan', payload: { code } });
    expect(anonymous.statusCode).toBe(401);
    expect(await scansOf(code)).toEqual([]);
    expect((await scan(code, scanner)).json()).toMatchObject({ result: 'checked_in' });
  });

  it('lets readers and scanners list the scans, and no one else', async () => {
    const list = (token: string | undefined) => testApp.injectAs(token, { method: 'GET', url: '/api/ticket/scan' });
    expect((await list(reader)).statusCode).toBe(200);
    expect((await list(scanner)).statusCode).toBe(200);
    expect((await list(driver)).statusCode).toBe(403);
    expect((await list(undefined)).statusCode).toBe(401);
  });

  it('refuses a body without a code', async () => {
    for (const code of ['', '   ', 42, 'x'.repeat(201)]) expect((await scan(code)).statusCode).toBe(400);
    expect(
      (await testApp.injectAs(staff, { method: 'POST', url: '/api/ticket/scan', payload: { code: 'A', x: 1 } }))
        .statusCode,
    ).toBe(400);
  });
});
