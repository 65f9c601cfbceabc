import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Destination,
  EngineJourney,
  EngineSettings,
  JourneySummary,
  Quote,
} from '../../domain/booking/engine-api.ts';
import { bookingOf, dayFromToday, engineJourneyFixture, newTraveller } from './support/engine-journeys.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// What the public booking engine shows before a booking: the host's settings, the destinations, the
// journey search, a journey with its choices, a date's places left, and the price of a selection.

const OTHER_HOST = 'reisen.example';

let api: TestApp;
let country: { id_loc_country: number; name: string };
let otherCountry: number;
beforeAll(async () => {
  api = await createTestApp();
  const { db } = api.database;
  const newCountry = (iso: string, name: string) =>
    db.insertInto('loc_country').values({ iso, name }).returning(['id_loc_country', 'name']).executeTakeFirstOrThrow();
  country = await newCountry('XA', 'Zwetschgenland');
  otherCountry = (await newCountry('XB', 'Pflaumenland')).id_loc_country;
  await db
    .insertInto('tenant')
    .values({
      host: OTHER_HOST,
      name: 'Reisen Example',
      email: 'info@reisen.example',
      booking_enabled: false,
      booking_payment_methods: JSON.stringify(['paypal', 'invoice']),
      booking_deposit_percent: 25,
      linkImpressum: 'https://reisen.example/impressum',
    })
    .execute();
});
afterAll(() => api.close());

const get = (url: string, host?: string) =>
  api.app.inject({ method: 'GET', url: `/api/booking-engine${url}`, headers: host ? { host } : {} });
const search = async (query: string) => (await get(`/journeys?${query}`)).json<{ data: JourneySummary[] }>().data;

describe('GET /booking-engine/settings', () => {
  it("answers the host's engine settings, also when booking is switched off there", async () => {
    const own = await get('/settings', OTHER_HOST);
    expect(own.statusCode).toBe(200);
    expect(own.json<EngineSettings>()).toMatchObject({
      enabled: false,
      payment_methods: ['paypal', 'invoice'],
      deposit_percent: 25,
      remaining_due_days: 30,
      hold_minutes: 30,
      terms_version: '2026-01',
      company: { name: 'Reisen Example', email: 'info@reisen.example' },
      links: { imprint: 'https://reisen.example/impressum', privacy: null },
    });
    const development = (await get('/settings')).json<EngineSettings>();
    expect(development).toMatchObject({ enabled: true, deposit_percent: 20 });
    expect((await get('/settings?x=1')).statusCode).toBe(400);
  });

  it('refuses the catalogue where booking is switched off', async () => {
    for (const url of ['/destinations', '/journeys']) {
      const answer = await get(url, OTHER_HOST);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().errors).toEqual([{ key: 'booking.errors.disabled' }]);
    }
  });
});

describe('GET /booking-engine/journeys and /destinations', () => {
  it('finds bookable journeys by words of the title, country, month and transport', async () => {
    const { db } = api.database;
    const later = dayFromToday(100);
    const bus = await engineJourneyFixture(db, {
      title: 'Zwetschgenfest Bustour',
      country: country.id_loc_country,
      price: 800,
      dates: [
        { from: dayFromToday(40), till: dayFromToday(45) },
        { from: later, till: dayFromToday(105) },
      ],
    });
    const flight = await engineJourneyFixture(db, {
      title: 'Zwetschgenfest Flugreise',
      transport: 'flight',
      country: otherCountry,
      airports: [{ code: 'MUC', name: 'München' }],
    });
    await engineJourneyFixture(db, { title: 'Zwetschgenfest offline', online: false });
    await engineJourneyFixture(db, { title: 'Zwetschgenfest ausgebucht', contingent: 3, external: 3 });
    await engineJourneyFixture(db, { title: 'Zwetschgenfest gesperrt', bookable: 2 });
    await engineJourneyFixture(db, {
      title: 'Zwetschgenfest vorbei',
      dates: [
        { from: dayFromToday(0), till: dayFromToday(3) },
        { from: dayFromToday(50), till: dayFromToday(53), active: false },
      ],
    });

    const found = await search('search=zwetschgenfest');
    expect(found.map((journey) => journey.id_jrn_journey)).toEqual([bus.id, flight.id]);
    expect(found[0]).toMatchObject({
      title: 'Zwetschgenfest Bustour',
      image: '/api/uploads/main.jpg',
      transport: 'bus',
      destination: country.name,
      price_from: 800,
      next_date: dayFromToday(40),
    });
    expect((await search('search=flugreise%20zwetschgenfest')).map((journey) => journey.id_jrn_journey)).toEqual([
      flight.id,
    ]);
    expect(
      (await search(`search=zwetschgenfest&destination=${country.id_loc_country}`)).map((each) => each.id_jrn_journey),
    ).toEqual([bus.id]);
    expect((await search('search=zwetschgenfest&transport=flight')).map((each) => each.id_jrn_journey)).toEqual([
      flight.id,
    ]);
    const inMonth = await search(`search=zwetschgenfest&month=${later.slice(0, 7)}`);
    expect(inMonth.find((journey) => journey.id_jrn_journey === bus.id)?.next_date).toBe(later);
    expect(await search('search=zwetschgenfest%25')).toEqual([]);
    expect((await get('/journeys?month=2026-13')).statusCode).toBe(400);
    expect((await get('/journeys?limit=5')).statusCode).toBe(400);
    expect((await search('')).length).toBeLessThanOrEqual(30);

    const destinations = (await get('/destinations')).json<{ data: Destination[] }>().data;
    const ours = destinations.find((destination) => destination.id_loc_country === country.id_loc_country);
    expect(ours?.name).toBe(country.name);
    expect(ours?.journeys).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /booking-engine/journeys/{id} and its dates', () => {
  it('answers a bookable journey with its future active dates, hotels, rooms, boarding points and services', async () => {
    const fixture = await engineJourneyFixture(api.database.db, {
      dates: [
        { from: dayFromToday(80), till: dayFromToday(85) },
        { from: dayFromToday(20), till: dayFromToday(25) },
        { from: dayFromToday(30), till: dayFromToday(35), active: false },
        { from: dayFromToday(-5), till: dayFromToday(1) },
      ],
      services: [{ name: 'Kurtaxe', price: 3.5, mandatory: true }],
    });
    const answer = await get(`/journeys/${fixture.id}`);
    expect(answer.statusCode).toBe(200);
    const journey = answer.json<EngineJourney>();
    expect(journey.dates.map((date) => date.from)).toEqual([dayFromToday(20), dayFromToday(80)]);
    expect(journey.dates[0]).toMatchObject({
      price: 1000,
      single_surcharge: 150,
      remaining: 20,
      departure_time: '07:00',
    });
    expect(journey.images).toEqual(['/api/uploads/main.jpg', '/api/uploads/second.jpg']);
    expect(journey.hotels).toEqual([
      {
        id_htl_hotel: fixture.hotel,
        name: 'Hotel Engine',
        stars: null,
        city: 'Meran',
        rooms: [
          { id_htl_room: fixture.double, name: 'Doppelzimmer', min_capacity: 1, max_capacity: 2 },
          { id_htl_room: fixture.single, name: 'Einzelzimmer', min_capacity: 1, max_capacity: 1 },
        ],
      },
    ]);
    expect(journey.boarding_points).toEqual([
      {
        id_zus_zustiege: fixture.boardingPoint,
        place: 'Testhausen',
        street: 'Hauptstraße 1',
        zip: '12345',
        offset_outbound: -30,
        offset_return: 15,
      },
    ]);
    expect(journey.services).toEqual([{ index: 0, name: 'Kurtaxe', price: 3.5, per: 'person', mandatory: true }]);
  });

  it('answers 404 for a journey offline, not in a bookable state, or without places or dates left', async () => {
    const { db } = api.database;
    const unbookable = [
      await engineJourneyFixture(db, { online: false }),
      await engineJourneyFixture(db, { bookable: 3 }),
      await engineJourneyFixture(db, { contingent: 2, external: 2 }),
      await engineJourneyFixture(db, { dates: [{ from: dayFromToday(-1), till: dayFromToday(2) }] }),
    ];
    for (const fixture of unbookable) expect((await get(`/journeys/${fixture.id}`)).statusCode).toBe(404);
    expect((await get('/journeys/abc')).statusCode).toBe(400);
  });

  it('counts the places and rooms a hold takes', async () => {
    const fixture = await engineJourneyFixture(api.database.db, { contingent: 12, doubles: 3 });
    const before = await get(`/journeys/${fixture.id}/dates/${fixture.from}`);
    expect(before.json()).toEqual({
      from: fixture.from,
      remaining: 12,
      rooms: [
        { id_htl_room: fixture.double, remaining: 3 },
        { id_htl_room: fixture.single, remaining: 10 },
      ],
    });
    const held = await api.app.inject({
      method: 'POST',
      url: '/api/booking-engine/bookings',
      payload: bookingOf(fixture),
    });
    expect(held.statusCode, held.body).toBe(201);
    expect((await get(`/journeys/${fixture.id}/dates/${fixture.from}`)).json()).toMatchObject({
      remaining: 10,
      rooms: [{ id_htl_room: fixture.double, remaining: 2 }, { remaining: 10 }],
    });
    expect((await get(`/journeys/${fixture.id}`)).json<EngineJourney>().dates[0]?.remaining).toBe(10);
    expect((await get(`/journeys/${fixture.id}/dates/${dayFromToday(61)}`)).statusCode).toBe(404);
  });
});

describe('POST /booking-engine/quote', () => {
  it('prices a selection as the booking would, and refuses one that cannot be booked', async () => {
    const fixture = await engineJourneyFixture(api.database.db, {
      transport: 'flight',
      airports: [
        { code: 'MUC', name: 'München', surcharge: 0 },
        { code: 'FRA', name: 'Frankfurt', surcharge: 40 },
      ],
      services: [{ name: 'Transfer', price: 30, per: 'booking' }],
    });
    const selection = {
      journey: fixture.id,
      date: fixture.from,
      hotel: fixture.hotel,
      rooms: [
        { id_htl_room: fixture.double, persons: 2 },
        { id_htl_room: fixture.single, persons: 1 },
      ],
      airport: 'FRA',
      services: [0],
      insurance: null,
      travellers: [newTraveller(0), newTraveller(0), newTraveller(1)],
    };
    const quote = await api.app.inject({ method: 'POST', url: '/api/booking-engine/quote', payload: selection });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json<Quote>()).toMatchObject({
      total: 3000 + 150 + 120 + 30,
      deposit: 660,
      remaining: 2640,
      remaining_due: dayFromToday(30),
      max_rooms_reached: false,
    });
    // Step 1 prices the rooms' persons before they are named, for the insurances it offers.
    const unnamed = selection.travellers.map((traveller) => ({
      ...traveller,
      salutation: '',
      first_name: '',
      last_name: '',
    }));
    const early = await api.app.inject({
      method: 'POST',
      url: '/api/booking-engine/quote',
      payload: { ...selection, travellers: unnamed },
    });
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json<Quote>().total).toBe(3300);
    const noAirport = await api.app.inject({
      method: 'POST',
      url: '/api/booking-engine/quote',
      payload: { ...selection, airport: null, date: dayFromToday(61) },
    });
    expect(noAirport.statusCode).toBe(400);
    expect(noAirport.json().errors).toEqual([{ field: 'date', key: 'booking.errors.date_unavailable' }]);
    const unknown = await api.app.inject({
      method: 'POST',
      url: '/api/booking-engine/quote',
      payload: { ...selection, journey: 2_000_000_000 },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
