import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRequest, HeldBooking } from '../../domain/booking/engine-api.ts';
import { tokenHash } from '../../server/areas/booking/held-booking.ts';
import { bookingOf, dayFromToday, engineJourneyFixture, newTraveller } from './support/engine-journeys.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// Holding places in the public booking engine: every check of the booking, the contingents, double
// bookings, and the deposit's payment at the provider (the project's emulator, over HTTP).

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const book = (payload: BookingRequest) =>
  api.app.inject({ method: 'POST', url: '/api/booking-engine/bookings', payload });
const row = (number: string) =>
  api.database.db.selectFrom('bk_booking').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
const remaining = async (journey: number, from: string) =>
  (await api.app.inject({ method: 'GET', url: `/api/booking-engine/journeys/${journey}/dates/${from}` })).json<{
    remaining: number;
    rooms: { id_htl_room: number; remaining: number }[];
  }>();
const errorsOf = (answer: { json(): unknown }) =>
  (answer.json() as { errors: { field?: string; key: string }[] }).errors;

describe('POST /booking-engine/bookings', () => {
  it('holds the places, stores the booking held and creates the payment of the deposit', async () => {
    const fixture = await engineJourneyFixture(api.database.db, { contingent: 10 });
    const answer = await book(bookingOf(fixture));
    expect(answer.statusCode, answer.body).toBe(201);
    const held = answer.json<HeldBooking>();
    expect(held.number).toMatch(/^OB-\d{4}-\d{6}$/);
    expect(held).toMatchObject({ total: 2000, deposit: 400, remaining: 1600, remaining_due: dayFromToday(30) });
    expect(new Date(held.held_until).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);

    const stored = await row(held.number);
    expect(stored).toMatchObject({
      status: 'held',
      persons: 2,
      total: 2000,
      deposit: 400,
      payment_method: 'credit_card',
    });
    expect(stored.access_hash).toBe(tokenHash(held.token));
    // What was quoted is what the process's invoice positions will say, whatever the journey's prices become.
    expect(stored.lines).toEqual(held.lines);
    expect(held.lines.map((line) => line.total).reduce((sum, total) => sum + total, 0)).toBe(2000);
    expect(stored.travellers[0]).toMatchObject({ boarding_place: 'Testhausen', boarding_time: '06:30' });
    expect(stored.consents.map((consent) => consent.key).sort()).toEqual([
      'package_travel',
      'privacy_policy',
      'travel_conditions',
    ]);
    const payment = api.payments.payments().find((each) => each.id === stored.provider_payment_id);
    expect(payment).toMatchObject({ amount: 40000, currency: 'EUR', method: 'credit_card' });
    expect((await remaining(fixture.id, fixture.from)).remaining).toBe(8);
  });

  it('refuses each consent not given in the terms version, the insurance information only with an insurance', async () => {
    const fixture = await engineJourneyFixture(api.database.db);
    for (const key of ['travel_conditions', 'privacy_policy', 'package_travel']) {
      const request = bookingOf(fixture);
      const answer = await book({ ...request, consents: request.consents.filter((consent) => consent.key !== key) });
      expect(answer.statusCode).toBe(400);
      expect(errorsOf(answer)).toEqual([{ field: `consents/${key}`, key: 'booking.errors.consent_required' }]);
    }
    const outdated = bookingOf(fixture);
    outdated.consents = outdated.consents.map((consent) => ({ ...consent, version: '2025-01' }));
    expect(errorsOf(await book(outdated))).toHaveLength(3);

    const insured = await book(bookingOf(fixture, { insurance: 'ERGO-RRV' }));
    expect(insured.statusCode).toBe(400);
    expect(errorsOf(insured)).toEqual([
      { field: 'consents/insurance_information', key: 'booking.errors.consent_required' },
    ]);
  });

  it('answers 502 when the insurer fails for a chosen insurance, and holds nothing', async () => {
    const fixture = await engineJourneyFixture(api.database.db);
    const request = bookingOf(fixture, { insurance: 'ERGO-RRV' });
    request.consents.push({ key: 'insurance_information', version: '2026-01' });
    // The insurer's emulator, where the test app has one; without, the test app's insurer always fails.
    const insurer = (api as { insurance?: { failNext(times: number, mode: 'error'): void } }).insurance;
    insurer?.failNext(1, 'error');
    const answer = await book(request);
    expect(answer.statusCode).toBe(502);
    expect(errorsOf(answer)).toEqual([{ field: 'insurance', key: 'booking.errors.loading_failed' }]);
    expect((await remaining(fixture.id, fixture.from)).remaining).toBe(20);
  });

  it('refuses a booking without a mandatory service', async () => {
    const fixture = await engineJourneyFixture(api.database.db, {
      services: [
        { name: 'Reiserücktritt-Paket', price: 20, per: 'booking' },
        { name: 'Kurtaxe', price: 3.5, per: 'person', mandatory: true },
      ],
    });
    const answer = await book(bookingOf(fixture, { services: [0] }));
    expect(answer.statusCode).toBe(400);
    expect(errorsOf(answer)).toEqual([
      { field: 'services', key: 'booking.errors.service_required', params: { index: 1 } },
    ]);
    const both = await book(bookingOf(fixture, { services: [0, 1] }));
    expect(both.statusCode, both.body).toBe(201);
    expect(both.json<HeldBooking>().total).toBe(2000 + 20 + 7);
  });

  it('refuses rooms beyond their capacity, more than four rooms, travellers not filling the rooms', async () => {
    const fixture = await engineJourneyFixture(api.database.db);
    const point = fixture.boardingPoint;
    const crowded = await book(
      bookingOf(fixture, {
        rooms: [{ id_htl_room: fixture.double, persons: 3 }],
        travellers: [newTraveller(0, point), newTraveller(0, point), newTraveller(0, point)],
      }),
    );
    expect(crowded.statusCode).toBe(400);
    expect(errorsOf(crowded)).toEqual([
      { field: 'rooms/0', key: 'booking.errors.room_capacity', params: { min: 1, max: 2 } },
    ]);

    const five = [0, 1, 2, 3, 4];
    const many = await book(
      bookingOf(fixture, {
        rooms: five.map(() => ({ id_htl_room: fixture.single, persons: 1 })),
        travellers: five.map((room) => newTraveller(room, point)),
      }),
    );
    expect(many.statusCode).toBe(400);
    expect(errorsOf(many)).toEqual([expect.objectContaining({ field: 'rooms', key: 'booking.errors.max_rooms' })]);

    const short = await book(bookingOf(fixture, { travellers: [newTraveller(0, point)] }));
    expect(errorsOf(short)).toEqual([{ field: 'travellers', key: 'error.invalid' }]);
    const noPoint = await book(bookingOf(fixture, { travellers: [newTraveller(0), newTraveller(0, point)] }));
    expect(errorsOf(noPoint)).toEqual([{ field: 'travellers/0/boarding_point', key: 'error.empty' }]);
  });

  it('refuses more persons than places are left, and more rooms of a kind than are left', async () => {
    const fixture = await engineJourneyFixture(api.database.db, { contingent: 5, external: 2, doubles: 1 });
    expect((await book(bookingOf(fixture))).statusCode).toBe(201);
    const soldOut = await book(
      bookingOf(fixture, {
        rooms: [
          { id_htl_room: fixture.single, persons: 1 },
          { id_htl_room: fixture.single, persons: 1 },
        ],
        travellers: [newTraveller(0, fixture.boardingPoint), newTraveller(1, fixture.boardingPoint)],
      }),
    );
    expect(soldOut.statusCode).toBe(409);
    expect(errorsOf(soldOut)).toEqual([{ field: 'date', key: 'booking.errors.sold_out' }]);

    const noDouble = await book(
      bookingOf(fixture, {
        rooms: [{ id_htl_room: fixture.double, persons: 1 }],
        travellers: [newTraveller(0, fixture.boardingPoint)],
      }),
    );
    expect(noDouble.statusCode).toBe(409);
    expect(errorsOf(noDouble)).toEqual([{ field: 'rooms/0', key: 'booking.errors.room_sold_out' }]);
    expect(await remaining(fixture.id, fixture.from)).toEqual({
      from: fixture.from,
      remaining: 1,
      rooms: [
        { id_htl_room: fixture.double, remaining: 0 },
        { id_htl_room: fixture.single, remaining: 10 },
      ],
    });
  });

  it("refuses a payment method the host does not take, a postcode not of the country's form, an unknown agency", async () => {
    const fixture = await engineJourneyFixture(api.database.db);
    const { db } = api.database;
    const tenant = await db
      .selectFrom('tenant')
      .select('booking_payment_methods')
      .where('host', '=', 'localhost')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('tenant')
      .set({ booking_payment_methods: JSON.stringify(['paypal']) })
      .where('host', '=', 'localhost')
      .execute();
    try {
      const request = bookingOf(fixture, { agency: 2_000_000_000 });
      const answer = await book({ ...request, contact: { ...request.contact, zip: '8033' } });
      expect(answer.statusCode).toBe(400);
      expect(errorsOf(answer)).toEqual([
        { field: 'payment_method', key: 'booking.errors.payment_failed' },
        { field: 'contact/zip', key: 'error.zip' },
        { field: 'agency', key: 'error.reference' },
      ]);
      expect((await book(bookingOf(fixture, { payment_method: 'paypal' }))).statusCode).toBe(201);
    } finally {
      await db
        .updateTable('tenant')
        .set({ booking_payment_methods: JSON.stringify(tenant.booking_payment_methods) })
        .where('host', '=', 'localhost')
        .execute();
    }
    const request = bookingOf(fixture);
    const badMail = await book({ ...request, contact: { ...request.contact, email: 'erika' } });
    expect(badMail.statusCode).toBe(400);
    expect(errorsOf(badMail)).toContainEqual(expect.objectContaining({ key: 'error.email' }));
  });

  it('refuses travellers paid or booked on the date already, and replaces their booking still held', async () => {
    const fixture = await engineJourneyFixture(api.database.db, { contingent: 4 });
    const first = bookingOf(fixture);
    const firstHeld = (await book(first)).json<HeldBooking>();
    const again = await book(bookingOf(fixture, { travellers: first.travellers }));
    expect(again.statusCode, again.body).toBe(201);
    expect((await row(firstHeld.number)).status).toBe('cancelled');
    expect((await remaining(fixture.id, fixture.from)).remaining).toBe(2);

    await api.database.db
      .updateTable('bk_booking')
      .set({ status: 'booked' })
      .where('number', '=', again.json<HeldBooking>().number)
      .execute();
    const shouting = first.travellers.map((traveller, index) => ({
      ...(index === 0 ? newTraveller(0, fixture.boardingPoint) : traveller),
      first_name: index === 0 ? 'Someone' : traveller.first_name.toUpperCase(),
    }));
    const double = await book(bookingOf(fixture, { travellers: shouting }));
    expect(double.statusCode).toBe(409);
    expect(errorsOf(double)).toEqual([{ field: 'travellers', key: 'booking.errors.double_booking' }]);
  });

  it('fails the booking and frees its places when the payment provider fails', async () => {
    const fixture = await engineJourneyFixture(api.database.db, { contingent: 2 });
    api.payments.failNext(1, 'error');
    const answer = await book(bookingOf(fixture));
    expect(answer.statusCode).toBe(502);
    expect(errorsOf(answer)).toEqual([{ field: 'payment_method', key: 'booking.errors.payment_failed' }]);
    const failed = await api.database.db
      .selectFrom('bk_booking')
      .select(['status', 'failure'])
      .where('id_jrn_journey', '=', fixture.id)
      .execute();
    expect(failed).toEqual([{ status: 'failed', failure: 'booking.errors.payment_failed' }]);
    expect((await remaining(fixture.id, fixture.from)).remaining).toBe(2);
    expect((await book(bookingOf(fixture))).statusCode).toBe(201);
  });

  it('does not count holds that ran out', async () => {
    const fixture = await engineJourneyFixture(api.database.db, { contingent: 2 });
    expect((await book(bookingOf(fixture))).statusCode).toBe(201);
    expect((await book(bookingOf(fixture))).statusCode).toBe(409);
    await api.database.db
      .updateTable('bk_booking')
      .set({ held_until: new Date(Date.now() - 60_000) })
      .where('id_jrn_journey', '=', fixture.id)
      .execute();
    expect((await remaining(fixture.id, fixture.from)).remaining).toBe(2);
    expect((await book(bookingOf(fixture))).statusCode).toBe(201);
  });

  it('refuses every booking while the host has online booking switched off', async () => {
    const fixture = await engineJourneyFixture(api.database.db);
    const { db } = api.database;
    await db.updateTable('tenant').set({ booking_enabled: false }).where('host', '=', 'localhost').execute();
    try {
      const answer = await book(bookingOf(fixture));
      expect(answer.statusCode).toBe(403);
      expect(errorsOf(answer)).toEqual([{ key: 'booking.errors.disabled' }]);
    } finally {
      await db.updateTable('tenant').set({ booking_enabled: true }).where('host', '=', 'localhost').execute();
    }
  });

  it('takes no field it does not know', async () => {
    const fixture = await engineJourneyFixture(api.database.db);
    const answer = await book({ ...bookingOf(fixture), coupon: 'FREE' } as BookingRequest);
    expect(answer.statusCode).toBe(400);
    expect(errorsOf(answer)).toEqual([expect.objectContaining({ key: 'error.unknown_field', field: 'coupon' })]);
  });
});
