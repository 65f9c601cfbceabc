import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookingOf, engineJourneyFixture, newTraveller } from './support/engine-journeys.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// The last places of a date, asked for by many customers at once: the journey row's lock lets each
// booking count the places the ones before it took, so no more are held than the contingent has.

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp(undefined, { pool: { poolSize: 8, poolWaitMs: 60_000 }, paymentTimeoutMs: 60_000 });
});
afterAll(() => api.close());

it('holds exactly the 5 places left for 50 bookings at once, and refuses the other 45 as sold out', async () => {
  const fixture = await engineJourneyFixture(api.database.db, { contingent: 8, external: 3, singles: 60 });
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      api.app.inject({
        method: 'POST',
        url: '/api/booking-engine/bookings',
        payload: bookingOf(fixture, {
          rooms: [{ id_htl_room: fixture.single, persons: 1 }],
          travellers: [newTraveller(0, fixture.boardingPoint)],
        }),
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.statusCode);
  const unexpected = answers.find((answer) => answer.statusCode !== 201 && answer.statusCode !== 409);
  expect(unexpected?.body).toBeUndefined();
  expect(statuses.filter((status) => status === 201)).toHaveLength(5);
  expect(statuses.filter((status) => status === 409)).toHaveLength(45);
  for (const answer of answers.filter((each) => each.statusCode === 409))
    expect(answer.json().errors).toEqual([{ field: 'date', key: 'booking.errors.sold_out' }]);

  const date = await api.app.inject({
    method: 'GET',
    url: `/api/booking-engine/journeys/${fixture.id}/dates/${fixture.from}`,
  });
  expect(date.json()).toMatchObject({ remaining: 0 });
  const held = await api.database.db
    .selectFrom('bk_booking')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('id_jrn_journey', '=', fixture.id)
    .where('status', '=', 'held')
    .executeTakeFirstOrThrow();
  expect(Number(held.count)).toBe(5);
});
