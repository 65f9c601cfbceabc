import {
  DEMO_RATIO_ADDRESSES,
  DEMO_RATIO_PROCESSES,
  seedRatioState,
} from '../../server/integrations/ratio/ratio-seed.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY_CUSTOMERS, DEMO_CUSTOMERS } from '../../server/areas/customers/seed/customers.ts';
import { agencyStaffLogins } from '../../server/areas/agencies/seed/agencies.ts';
import { demoAgency, demoLogins } from '../../server/db/seed/demo-accounts.ts';
import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import {
  DEMO_PROCESS_WITH_EMAIL,
  DEMO_PROCESS_WITHOUT_EMAIL,
  DEMO_PROCESSES,
  DEMO_PROCESSES_WITHOUT_EMAIL,
} from '../../server/areas/processes/seed/processes.ts';
import { DEMO_STAFF_USERS, staffPlan } from '../../server/areas/users/seed/staff-users.ts';
import { demoOnlineBookings } from '../../server/areas/booking/seed/online-bookings.ts';
import { demoTenants } from '../../server/areas/system/seed/demo-tenants.ts';
import { PAYMENT_METHODS } from '../../domain/booking/engine-api.ts';
import { berlinDay } from '../../domain/berlin-time.ts';
import { DEMO_EVENTS } from '../../server/areas/tickets/seed/ticket-events.ts';
import { DEMO_ORDERS } from '../../server/areas/tickets/seed/ticket-orders.ts';
import type { ContactEntry } from '../../server/db/tables.ts';
import { gretasJourneys } from '../../server/areas/app/seed/app-users.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// The whole demo data set, seeded as `npm start` seeds a new database, then seeded again.

let testApp: TestApp;
let first: Awaited<ReturnType<typeof seedDemoData>>;
let second: Awaited<ReturnType<typeof seedDemoData>>;
let before: Record<string, number>;

const counts = async () => {
  const { rows } = await sql<{ table: string; count: number }>`
    select 'vc_card' as table, count(*)::int as count from vc_card
    union all select 'pc_process', count(*)::int from pc_process
    union all select 'users', count(*)::int from users
    union all select 'tk_order', count(*)::int from tk_order`.execute(testApp.database.db);
  return Object.fromEntries(rows.map((row) => [row.table, row.count]));
};

const bookerOf = (number: string) =>
  testApp.database.db
    .selectFrom('pc_process as process')
    .innerJoin('vc_card as card', 'card.id_vc_card', 'process.vc_card_booker')
    .select(['card.id_vc_card', 'card.contacts'])
    .where('process.number', '=', number)
    .executeTakeFirst();
const hasEmail = (contacts: ContactEntry[]) =>
  contacts.some((entry) => entry.id_vc_field_type === 1 && entry.value.trim() !== '');

beforeAll(async () => {
  // createTestApp seeds the demo accounts and tenants; the rest of the demo data set comes on top.
  testApp = await createTestApp();
  first = await seedDemoData(testApp.database.db);
  before = await counts();
  second = await seedDemoData(testApp.database.db);
});

afterAll(async () => {
  await testApp?.close();
});

describe('the demo data set', () => {
  it('adds 300 customers, 150 processes and 400 copies of Ratio processes, 25 further users and the ticket sales', async () => {
    expect(first.customers).toBe(DEMO_CUSTOMERS);
    expect(first.ticketSales).toMatchObject({ tk_event: DEMO_EVENTS, tk_order: DEMO_ORDERS, tk_invoice_config: 2 });
    expect(before.tk_order).toBe(DEMO_ORDERS);
    expect(first.processes).toBe(DEMO_PROCESSES);
    expect(first.ratioProcesses).toBe(DEMO_RATIO_PROCESSES);
    expect(first.staffUsers).toHaveLength(DEMO_STAFF_USERS);
    expect(before.vc_card).toBeGreaterThanOrEqual(DEMO_CUSTOMERS);
    expect(before.vc_card).toBeLessThanOrEqual(DEMO_CUSTOMERS + DEMO_RATIO_ADDRESSES + 50);
    // the demo app user's own journeys come on top
    expect(before.pc_process).toBe(DEMO_PROCESSES + DEMO_RATIO_PROCESSES + gretasJourneys.length);
    expect(before.users).toBe(demoLogins.length + DEMO_STAFF_USERS + agencyStaffLogins.length);
  });

  it('adds nothing when seeded again', async () => {
    expect(second.customers).toBe(0);
    expect(second.processes).toBe(0);
    expect(second.ratioProcesses).toBe(0);
    expect(second.ticketSales).toEqual({});
    expect(second.staffUsers).toEqual([]);
    expect(second.logins).toEqual([]);
    expect(second.onlineBookings).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it('has five-digit zips and an existing booker on every process', async () => {
    const { db } = testApp.database;
    const badZips = await sql<{ count: number }>`
      select count(*)::int as count from vc_card where zip is not null and zip !~ '^\\d{5}$'`.execute(db);
    expect(badZips.rows[0]?.count).toBe(0);
    const withZip = await sql<{
      count: number;
    }>`select count(*)::int as count from vc_card where zip is not null`.execute(db);
    expect(withZip.rows[0]?.count).toBeGreaterThanOrEqual(DEMO_CUSTOMERS);
    const orphans = await sql<{ count: number }>`
      select count(*)::int as count from pc_process process
      left join vc_card card on card.id_vc_card = process.vc_card_booker
      where card.id_vc_card is null`.execute(db);
    expect(orphans.rows[0]?.count).toBe(0);
  });

  it('mirrors the Ratio emulator: each copy booked by the card of its kennziffer, with its participants counted', async () => {
    const { db } = testApp.database;
    const mirrors = await db
      .selectFrom('pc_process as process')
      .innerJoin('vc_card as card', 'card.id_vc_card', 'process.vc_card_booker')
      .select([
        'process.ratio_id',
        'process.customer_number',
        'process.participants',
        'process.status',
        'card.ratio_id as card_ratio_id',
      ])
      .where('process.ratio_id', 'is not', null)
      .execute();
    expect(mirrors).toHaveLength(DEMO_RATIO_PROCESSES);
    const ratio = seedRatioState();
    for (const mirror of mirrors) {
      const there = ratio.processes.get(mirror.ratio_id as number);
      expect(there, String(mirror.ratio_id)).toBeDefined();
      expect(mirror.customer_number).toBe(there?.kennziffer);
      expect(mirror.card_ratio_id).toBe(there?.kennziffer);
      expect(mirror.status).toBe(String(there?.status));
      const participants = [...ratio.participants.values()].filter((each) => each.vorgangnr === mirror.ratio_id);
      expect(mirror.participants).toBe(participants.length);
    }
    expect(new Set(mirrors.map((mirror) => mirror.status))).toEqual(new Set(['0', '1', '2', '3', '4', '5']));
  });

  it('has the example processes, booked with and without an email', async () => {
    const withEmail = await bookerOf(DEMO_PROCESS_WITH_EMAIL);
    expect(withEmail && hasEmail(withEmail.contacts)).toBe(true);
    expect(DEMO_PROCESSES_WITHOUT_EMAIL).toContain(DEMO_PROCESS_WITHOUT_EMAIL);
    for (const number of DEMO_PROCESSES_WITHOUT_EMAIL) {
      const booker = await bookerOf(number);
      expect(booker, number).toBeDefined();
      expect(hasEmail(booker?.contacts ?? [{ key: 'x', value: 'x', id_vc_field_type: 1 }])).toBe(false);
    }
  });

  it('registers by the example booking numbers: the one with an email, not the one without', async () => {
    const register = (processNumber: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/registration-process',
        payload: { processNumber, password: 'Secret123!', password_confirmation: 'Secret123!' },
      });
    const noEmail = await register(DEMO_PROCESS_WITHOUT_EMAIL);
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().errors[0].key).toBe('login.process_no_email');
    const withEmail = await register(DEMO_PROCESS_WITH_EMAIL);
    expect(withEmail.statusCode, withEmail.body).toBe(201);
  });

  it('gives the demo agency its customers, and the agency login sees only those', async () => {
    const { db } = testApp.database;
    const agency = await db
      .selectFrom('agency')
      .select('id_agency')
      .where('name', '=', demoAgency.name)
      .executeTakeFirstOrThrow();
    const agencyCards = await db
      .selectFrom('vc_card')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('agencyId', '=', agency.id_agency)
      .executeTakeFirstOrThrow();
    expect(Number(agencyCards.count)).toBeGreaterThanOrEqual(DEMO_AGENCY_CUSTOMERS);

    const token = await testApp.signIn('agency@demo.local');
    const listed = await testApp.injectAs(token, { method: 'GET', url: '/api/customers?$limit=-1' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().total).toBe(Number(agencyCards.count));
  });

  it('has disabled users for /users-disabled, and the new users sign in with the demo password', async () => {
    const token = await testApp.signIn('superadmin@demo.local');
    const disabled = await testApp.injectAs(token, { method: 'GET', url: '/api/users-disabled?$limit=-1' });
    expect(disabled.statusCode).toBe(200);
    // The registration by booking number above added a disabled user of its own.
    expect(disabled.json().total).toBeGreaterThanOrEqual(staffPlan.reduce((sum, { inactive }) => sum + inactive, 0));

    const { db } = testApp.database;
    const seededDisabled = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('isActive', '=', false)
      .where('email', 'like', '%@demo.local')
      .executeTakeFirstOrThrow();
    expect(Number(seededDisabled.count)).toBe(staffPlan.reduce((sum, { inactive }) => sum + inactive, 0));
    const driver = await db
      .selectFrom('users')
      .select('email')
      .where('driver', '=', true)
      .where('isActive', '=', true)
      .where('email', '!=', 'driver@demo.local')
      .orderBy('id_users')
      .executeTakeFirstOrThrow();
    await expect(testApp.signIn(driver.email)).resolves.toEqual(expect.any(String));
  });

  it('offers the booking engine journeys with dates ahead and places left, their transport, airports and services', async () => {
    const { db } = testApp.database;
    const journeys = await db
      .selectFrom('jrn_journey')
      .select(['title', 'transport', 'airports', 'booking_services', 'hotels', 'boarding_points', 'dates'])
      .where('online', '=', true)
      .where('bookable', 'in', [0, 1, 4, 5])
      .execute();
    const today = berlinDay();
    const ahead = journeys.filter((journey) =>
      journey.dates.some(
        (date) =>
          date.active !== false &&
          date.from >= '2026-12-01' &&
          date.from > today &&
          (date.contingent ?? 0) - (date.external_counter ?? 0) > 0,
      ),
    );
    expect(ahead.length).toBeGreaterThanOrEqual(10);
    expect(new Set(ahead.map((journey) => journey.transport))).toEqual(new Set(['bus', 'flight', 'ship']));
    for (const journey of journeys) {
      expect(journey.booking_services.length, journey.title).toBeGreaterThan(0);
      expect(journey.hotels.length, journey.title).toBeGreaterThan(0);
      if (journey.transport === 'flight') {
        expect(journey.airports.length, journey.title).toBeGreaterThanOrEqual(2);
        expect(journey.airports.map((airport) => airport.code).join()).toMatch(/^[A-Z]{3}(,[A-Z]{3})*$/);
        expect(journey.airports[0]?.surcharge).toBe(0);
      } else expect(journey.airports).toEqual([]);
      if (journey.transport === 'bus') expect(journey.boarding_points.length, journey.title).toBeGreaterThan(0);
    }
    const mandatory = journeys.filter((journey) => journey.booking_services.some((service) => service.mandatory));
    expect(mandatory.length).toBeGreaterThan(journeys.length / 2);
    expect(mandatory.length).toBeLessThan(journeys.length);

    const hotels = [...new Set(journeys.flatMap((journey) => journey.hotels))];
    const rooms = await db
      .selectFrom('htl_room')
      .select(['id_htl_hotel', 'amount'])
      .where('id_htl_hotel', 'in', hotels)
      .execute();
    expect(new Set(rooms.map((room) => room.id_htl_hotel))).toEqual(new Set(hotels));
    expect(rooms.every((room) => (room.amount ?? 0) > 0)).toBe(true);
    const points = [...new Set(journeys.flatMap((journey) => journey.boarding_points))];
    const numbered = await db
      .selectFrom('zus_zustiege')
      .select('stop_number')
      .where('id_zus_zustiege', 'in', points)
      .execute();
    expect(numbered).toHaveLength(points.length);
    expect(numbered.every((point) => (point.stop_number ?? '') !== '')).toBe(true);
  });

  it('lets the demo tenants take online bookings', async () => {
    const tenants = await testApp.database.db
      .selectFrom('tenant')
      .select(['host', 'booking_enabled', 'booking_payment_methods', 'booking_frame_ancestors', 'booking_hold_minutes'])
      .where(
        'host',
        'in',
        demoTenants.map((tenant) => tenant.host),
      )
      .orderBy('host')
      .execute();
    expect(tenants).toEqual([
      {
        host: 'reisen.demo.local',
        booking_enabled: true,
        booking_payment_methods: [...PAYMENT_METHODS],
        booking_frame_ancestors: ['https://www.reisen-beispiel.example'],
        booking_hold_minutes: 30,
      },
      {
        host: 'tickets.demo.local',
        booking_enabled: true,
        booking_payment_methods: ['credit_card', 'paypal', 'invoice'],
        booking_frame_ancestors: [],
        booking_hold_minutes: 30,
      },
    ]);
  });

  it('has online bookings: booked ones that became demo processes, a failed and an expired one', async () => {
    expect(first.onlineBookings).toBe(demoOnlineBookings.length);
    const { db } = testApp.database;
    const bookings = await db
      .selectFrom('bk_booking as booking')
      .leftJoin('pc_process as process', 'process.id_pc_process', 'booking.id_pc_process')
      .select([
        'booking.number',
        'booking.status',
        'booking.persons',
        'booking.travellers',
        'booking.rooms',
        'booking.total',
        'booking.deposit',
        'booking.remaining',
        'booking.consents',
        'booking.insurance',
        'booking.ratio_process',
        'booking.failure',
        'process.ratio_id',
      ])
      .orderBy('booking.number')
      .execute();
    expect(bookings.map((booking) => [booking.number, booking.status])).toEqual(
      demoOnlineBookings.map((demo) => [demo.number, demo.status]),
    );
    for (const booking of bookings) {
      expect(booking.travellers).toHaveLength(booking.persons);
      expect(booking.rooms.reduce((sum, room) => sum + room.persons, 0)).toBe(booking.persons);
      expect((booking.deposit ?? 0) + (booking.remaining ?? 0)).toBeCloseTo(booking.total ?? -1, 2);
      expect(booking.deposit).toBeCloseTo((booking.total ?? 0) * 0.2, 2);
      const keys = booking.consents.map((consent) => consent.key);
      expect(keys).toEqual(
        ['travel_conditions', 'privacy_policy', 'insurance_information', 'package_travel'].filter(
          (key) => key !== 'insurance_information' || booking.insurance,
        ),
      );
      if (booking.status === 'booked') expect(booking.ratio_id).toBe(booking.ratio_process);
      else
        expect([booking.ratio_id, booking.ratio_process, booking.failure?.startsWith('booking.errors.')]).toEqual([
          null,
          null,
          true,
        ]);
    }
  });

  it('shows the agency login only the online bookings of its agency', async () => {
    const all = await testApp.injectAs(await testApp.signIn('admin@demo.local'), {
      method: 'GET',
      url: '/api/online-bookings?$limit=-1',
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().total).toBe(demoOnlineBookings.length);
    const agency = await testApp.injectAs(await testApp.signIn('agency@demo.local'), {
      method: 'GET',
      url: '/api/online-bookings?$limit=-1',
    });
    expect(agency.statusCode, agency.body).toBe(200);
    expect(agency.json().data.map((row: { number: string }) => row.number)).toEqual(
      demoOnlineBookings.filter((demo) => demo.forDemoAgency).map((demo) => demo.number),
    );
  });
});
