import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { berlinDay } from '../../domain/berlin-time.ts';
import type { InsuranceOffer } from '../../domain/booking/engine-api.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// `GET /insurances/ergo` (spec 2 §7, issue 21): the booking engine's insurance offers, asked of the
// project's ERGO emulator over HTTP through the real client.

let testApp: TestApp;
/** A journey sold online with one date ahead, one past and one inactive; and one not sold online. */
let bookable: number;
let offline: number;
const ahead = (days: number) => berlinDay(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  const austria =
    (await db.selectFrom('loc_country').select('id_loc_country').where('iso', '=', 'AT').executeTakeFirst()) ??
    (await db
      .insertInto('loc_country')
      .values({ iso: 'AT', name: 'Österreich' })
      .returning('id_loc_country')
      .executeTakeFirstOrThrow());
  const dates = JSON.stringify([
    { from: ahead(-20), till: ahead(-13), price: 799, active: true },
    { from: ahead(30), till: ahead(37), price: 899, active: true },
    { from: ahead(60), till: ahead(67), price: 899, active: false },
  ]);
  const journey = (title: string, online: boolean) =>
    db
      .insertInto('jrn_journey')
      .values({ title, online, bookable: 0, dates, id_loc_country: austria.id_loc_country })
      .returning('id_jrn_journey')
      .executeTakeFirstOrThrow();
  bookable = (await journey('Wien zum Advent', true)).id_jrn_journey;
  offline = (await journey('Salzburg im Sommer', false)).id_jrn_journey;
});
afterEach(() => testApp.insurance.reset());
afterAll(() => testApp.close());

const offers = (query: string, host = 'localhost') =>
  testApp.app.inject({ method: 'GET', url: `/api/insurances/ergo?${query}`, headers: { host } });
const keyOf = (answer: Awaited<ReturnType<typeof offers>>) =>
  answer.json<{ errors: { key: string }[] }>().errors[0]?.key;

describe('GET /insurances/ergo', () => {
  it('answers the insurer’s offers for a bookable date, without sign-in, priced in euros', async () => {
    const answer = await offers(`journey=${bookable}&date=${ahead(30)}&persons=2&price=1798`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { data } = answer.json<{ data: InsuranceOffer[] }>();
    expect(data.map(({ code }) => code)).toEqual(['RRV', 'RRV-PLUS', 'RUNDUM']);
    // 4 % of 1,798 € for the cancellation insurance (the 1,000–2,500 € band)
    expect(data[0]).toEqual({
      code: 'RRV',
      name: 'Reiserücktrittsversicherung',
      description: expect.any(String),
      price: 71.92,
      information_url: `${testApp.insurance.url}/documents/RRV-information.pdf`,
      conditions_url: `${testApp.insurance.url}/documents/RRV-conditions.pdf`,
    });
    expect(testApp.insurance.queries()).toEqual([
      { tripPrice: 179_800, travellers: 2, startDate: ahead(30), endDate: ahead(37), destination: 'AT' },
    ]);
  });

  it('is 404 for a journey not sold online, a past or inactive date, or a date the journey lacks', async () => {
    for (const query of [
      `journey=${offline}&date=${ahead(30)}&persons=2&price=1798`,
      `journey=${bookable}&date=${ahead(-20)}&persons=2&price=1798`,
      `journey=${bookable}&date=${ahead(60)}&persons=2&price=1798`,
      `journey=${bookable}&date=${ahead(31)}&persons=2&price=1798`,
      `journey=999999&date=${ahead(30)}&persons=2&price=1798`,
    ])
      expect((await offers(query)).statusCode, query).toBe(404);
    expect(testApp.insurance.queries()).toEqual([]);
  });

  it('is 400 for a query it does not understand', async () => {
    const good = { journey: String(bookable), date: ahead(30), persons: '2', price: '1798' };
    const cases: Record<string, string>[] = [
      { ...good, persons: '0' },
      { ...good, persons: '13' },
      { ...good, price: '-1' },
      { ...good, price: '12.345' },
      { ...good, date: '1.7.2027' },
      { ...good, journey: 'abc' },
      { ...good, extra: '1' },
      { journey: good.journey, date: good.date, persons: good.persons },
    ];
    for (const query of cases) {
      const answer = await offers(new URLSearchParams(query).toString());
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('is 502 with booking.errors.loading_failed when the insurer fails or answers nonsense', async () => {
    for (const mode of ['error', 'malformed'] as const) {
      testApp.insurance.failNext(1, mode);
      const answer = await offers(`journey=${bookable}&date=${ahead(30)}&persons=1&price=899`);
      expect(answer.statusCode, mode).toBe(502);
      expect(keyOf(answer)).toBe('booking.errors.loading_failed');
    }
    expect((await offers(`journey=${bookable}&date=${ahead(30)}&persons=1&price=899`)).statusCode).toBe(200);
  });

  it('is 403 with booking.errors.disabled for a host whose tenant takes no online bookings', async () => {
    const { db } = testApp.database;
    await db.updateTable('tenant').set({ booking_enabled: false }).where('host', '=', 'tickets.demo.local').execute();
    const answer = await offers(`journey=${bookable}&date=${ahead(30)}&persons=2&price=1798`, 'tickets.demo.local');
    expect(answer.statusCode).toBe(403);
    expect(keyOf(answer)).toBe('booking.errors.disabled');
    expect(testApp.insurance.queries()).toEqual([]);
  });
});
