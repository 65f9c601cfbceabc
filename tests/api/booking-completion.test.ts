import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mirrorOnlineDatesInRatio } from '../../server/areas/booking/ratio-date-mirror.ts';
import { sendControl } from '../unit/support/emulatorControl.ts';
import { agencyOfRatio } from './support/agency-users.ts';
import {
  bookingRow,
  checkBooking,
  engineCall,
  engineTenant,
  heldBooking,
  onlineJourney,
  type OnlineJourney,
} from './support/online-bookings.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// After the payment: the check asks the payment provider (the project's emulator), and a paid booking
// is booked in Ratio (its emulator) and copied here once, however often and however concurrently it
// is checked; a failed or expired payment frees the places.

let api: TestApp;
let journey: OnlineJourney;
let agencyId: number;

beforeAll(async () => {
  api = await createTestApp();
  await engineTenant(api.database.db);
  agencyId = await agencyOfRatio(api.database.db, 1, 'Reisebüro Sonnenschein');
  await api.database.db
    .updateTable('agency')
    .set({ email: 'agentur@sonnenschein.example' })
    .where('id_agency', '=', agencyId)
    .execute();
  journey = await onlineJourney(api);
});
afterEach(() => {
  api.ratio.reset();
  api.payments.reset();
  api.mails.clear();
});
afterAll(() => api.close());

const db = () => api.database.db;
const ratioProcesses = () => [...api.ratio.state().processes.values()];

describe('the booking as its customer reads it', () => {
  it('answers a held booking with its token, and 404 alike for a wrong, missing token or unknown number', async () => {
    const booking = await heldBooking(api, journey);
    const read = await engineCall(api, booking.token, {
      method: 'GET',
      url: `/api/booking-engine/bookings/${booking.number}`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      number: booking.number,
      status: 'held',
      journey_title: journey.title,
      date_from: journey.from,
      date_till: journey.till,
      persons: 3,
      total: 3046,
      deposit: 609.2,
      remaining: 2436.8,
      remaining_due: `${journey.from.slice(0, 4)}-05-11`,
      payment_method: 'credit_card',
      failure: null,
      contact_email: 'erika@example.org',
    });
    for (const [token, number] of [
      ['wrong', booking.number],
      [undefined, booking.number],
      [booking.token, 'OB-NOT-THERE'],
    ] as const) {
      const refused = await engineCall(api, token, { method: 'GET', url: `/api/booking-engine/bookings/${number}` });
      expect(refused.statusCode).toBe(404);
      expect((await checkBooking(api, { number, token: token ?? '' })).statusCode).toBe(404);
    }
    expect((await bookingRow(db(), booking.id)).status).toBe('held');
  });

  it('answers 403 with booking.errors.disabled while the host has online booking switched off', async () => {
    const booking = await heldBooking(api, journey);
    await engineTenant(db(), false);
    try {
      const refused = await checkBooking(api, booking);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors).toEqual([{ key: 'booking.errors.disabled' }]);
    } finally {
      await engineTenant(db());
    }
  });

  it('refuses a query it does not know with 400', async () => {
    const booking = await heldBooking(api, journey);
    const refused = await engineCall(api, booking.token, {
      method: 'GET',
      url: `/api/booking-engine/bookings/${booking.number}?status=booked`,
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('a paid booking', () => {
  it('is booked in Ratio with its travellers and boarding entries, copied here, and confirmed by mail', async () => {
    const booking = await heldBooking(api, journey, { payment: 'paid', agency: agencyId });
    const before = ratioProcesses().length;
    const checked = await checkBooking(api, booking);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ number: booking.number, status: 'booked', failure: null });

    const row = await bookingRow(db(), booking.id);
    expect(row).toMatchObject({ status: 'booked', payment_status: 'paid', failure: null });
    expect(ratioProcesses()).toHaveLength(before + 1);
    const inRatio = await (await sendControl(api.ratio.url, 'GET', `/control/processes/${row.ratio_process}`)).json();
    expect(inRatio).toMatchObject({ reise: journey.code, beginn: journey.from, status: 4, agentur: 1 });
    expect(inRatio.participants.map((each: { name2: string; name1: string }) => `${each.name2} ${each.name1}`)).toEqual(
      ['Erika Mustermann', 'Max Mustermann', 'Lena Mustermann'],
    );
    for (const participant of inRatio.participants)
      expect(
        participant.zustiege.map((entry: { haltestelle: number; richtung: string }) => [
          entry.haltestelle,
          entry.richtung,
        ]),
      ).toEqual([
        [3, 'H'],
        [3, 'R'],
      ]);
    expect(api.ratio.state().addresses.get(inRatio.kennziffer)).toMatchObject({
      name1: 'Mustermann',
      name2: 'Erika',
      email: 'erika@example.org',
      agentur: 1,
    });

    const process = await db()
      .selectFrom('pc_process')
      .selectAll()
      .where('id_pc_process', '=', row.id_pc_process)
      .executeTakeFirstOrThrow();
    expect(process).toMatchObject({
      ratio_id: row.ratio_process,
      number: `R-${row.ratio_process}`,
      price: 3046,
      participants: 3,
    });
    expect(process.positions).toEqual([
      { label: `Reisepreis ${journey.title}`, quantity: 3, price: 899 },
      { label: 'Einzelzimmerzuschlag', quantity: 1, price: 150 },
      { label: 'Reiserücktritts-Beratung', quantity: 2, price: 35 },
      { label: 'Reiserücktrittsversicherung', quantity: 1, price: 129 },
    ]);
    expect(process.comments).toContain(`Online-Buchung ${booking.number}`);
    expect(process.comments).toContain('travel_conditions (2026-01');
    expect(process.comments).toContain(booking.paymentId);
    const booker = await db()
      .selectFrom('vc_card')
      .selectAll()
      .where('id_vc_card', '=', process.vc_card_booker)
      .executeTakeFirstOrThrow();
    expect(booker).toMatchObject({ ratio_id: inRatio.kennziffer, lastname: 'Mustermann', agencyId });

    const mails = api.mails.messages();
    const confirmation = mails.find((mail) => mail.to.includes('erika@example.org'));
    expect(confirmation?.subject).toBe(`Ihre Buchungsbestätigung ${booking.number}`);
    expect(confirmation?.text).toContain(`Restbetrag: 2.436,80\u00a0€, fällig bis 11.05.${journey.from.slice(0, 4)}`);
    expect(confirmation?.text).toContain('Anzahlung bezahlt: 609,20\u00a0€');
    expect(confirmation?.text).toContain('Zustieg: 06:30, Hamburg, ZOB Bussteig 3');
    const notice = mails.find((mail) => mail.to.includes('agentur@sonnenschein.example'));
    expect(notice?.subject).toBe(`Neue Online-Buchung ${booking.number}`);
    expect(row.confirmation_sent_at).not.toBeNull();
  });

  it('changes nothing when checked again: one process in Ratio, one mail', async () => {
    const booking = await heldBooking(api, journey, { payment: 'paid' });
    expect((await checkBooking(api, booking)).json().status).toBe('booked');
    const first = await bookingRow(db(), booking.id);
    const processes = ratioProcesses().length;
    const mails = api.mails.messages().length;
    const again = await checkBooking(api, booking);
    expect(again.json().status).toBe('booked');
    expect(ratioProcesses()).toHaveLength(processes);
    expect(api.mails.messages()).toHaveLength(mails);
    expect(await bookingRow(db(), booking.id)).toEqual(first);
  });

  it('is booked once in Ratio when two checks run at once', async () => {
    const booking = await heldBooking(api, journey, { payment: 'paid' });
    const before = ratioProcesses().length;
    const answers = await Promise.all([checkBooking(api, booking), checkBooking(api, booking)]);
    expect(answers.map((answer) => answer.json().status)).toEqual(['booked', 'booked']);
    expect(ratioProcesses()).toHaveLength(before + 1);
    const row = await bookingRow(db(), booking.id);
    const copies = await db()
      .selectFrom('pc_process')
      .select('id_pc_process')
      .where('ratio_id', '=', row.ratio_process)
      .execute();
    expect(copies).toHaveLength(1);
    expect(api.mails.messages().filter((mail) => mail.to.includes('erika@example.org'))).toHaveLength(1);
  });

  it('stays paid with booking.errors.not_successful while Ratio fails, and the next check books it once', async () => {
    const booking = await heldBooking(api, journey, { payment: 'paid' });
    const before = ratioProcesses().length;
    api.ratio.failNext(1, 'error');
    const failed = await checkBooking(api, booking);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ status: 'paid', failure: 'booking.errors.not_successful' });
    expect(api.mails.messages()).toHaveLength(0);
    const retried = await checkBooking(api, booking);
    expect(retried.json()).toMatchObject({ status: 'booked', failure: null });
    expect(ratioProcesses()).toHaveLength(before + 1);
  });

  it('stays paid with booking.errors.not_successful when Ratio does not know the date', async () => {
    const unknown = await onlineJourney(api, { inRatio: false });
    const booking = await heldBooking(api, unknown, { payment: 'paid' });
    const before = ratioProcesses().length;
    const checked = await checkBooking(api, booking);
    expect(checked.json()).toMatchObject({ status: 'paid', failure: 'booking.errors.not_successful' });
    expect(ratioProcesses()).toHaveLength(before);
    expect((await bookingRow(db(), booking.id)).ratio_process).toBeNull();
  });

  it('stops saving boarding entries at a boarding point without a stop number', async () => {
    const { atStop, withoutStop } = journey.points;
    const booking = await heldBooking(api, journey, { payment: 'paid', boarding: [atStop, withoutStop, atStop] });
    expect((await checkBooking(api, booking)).json().status).toBe('booked');
    const row = await bookingRow(db(), booking.id);
    const inRatio = await (await sendControl(api.ratio.url, 'GET', `/control/processes/${row.ratio_process}`)).json();
    expect(inRatio.participants.map((each: { zustiege: unknown[] }) => each.zustiege.length)).toEqual([2, 0, 0]);
  });

  it('mails the confirmation in English for an English booking', async () => {
    const booking = await heldBooking(api, journey, { payment: 'paid', language: 'en' });
    expect((await checkBooking(api, booking)).json().status).toBe('booked');
    const confirmation = api.mails.messages().find((mail) => mail.to.includes('erika@example.org'));
    expect(confirmation?.subject).toBe(`Your booking confirmation ${booking.number}`);
    expect(confirmation?.text).toContain('Remaining amount: €2,436.80, due by 11/05/');
  });
});

describe('a payment that did not go through', () => {
  it('fails the booking with booking.errors.payment_failed, its places free again', async () => {
    for (const status of ['failed', 'canceled', 'expired'] as const) {
      const booking = await heldBooking(api, journey, { payment: status });
      const checked = await checkBooking(api, booking);
      expect(checked.json()).toMatchObject({ status: 'failed', failure: 'booking.errors.payment_failed' });
      expect(await bookingRow(db(), booking.id)).toMatchObject({
        status: 'failed',
        payment_status: status,
        ratio_process: null,
      });
    }
  });

  it('fails a declined card with booking.errors.card_declined', async () => {
    const booking = await heldBooking(api, journey);
    api.payments.setStatus(booking.paymentId, 'failed', 'card_declined');
    expect((await checkBooking(api, booking)).json()).toMatchObject({
      status: 'failed',
      failure: 'booking.errors.card_declined',
    });
  });

  it('keeps an open or pending payment held', async () => {
    for (const status of ['open', 'pending', 'authorized'] as const) {
      const booking = await heldBooking(api, journey, { payment: status });
      const checked = await checkBooking(api, booking);
      expect(checked.json()).toMatchObject({ status: 'held', failure: null });
      expect((await bookingRow(db(), booking.id)).payment_status).toBe(status);
    }
  });

  it('expires an unpaid booking whose hold ran out, when checked and when read', async () => {
    const checkedOne = await heldBooking(api, journey, { heldFor: -1 });
    expect((await checkBooking(api, checkedOne)).json()).toMatchObject({
      status: 'expired',
      failure: 'booking.errors.expired',
    });
    const readOne = await heldBooking(api, journey, { heldFor: -1 });
    const read = await engineCall(api, readOne.token, {
      method: 'GET',
      url: `/api/booking-engine/bookings/${readOne.number}`,
    });
    expect(read.json()).toMatchObject({ status: 'expired', failure: 'booking.errors.expired' });
    expect((await bookingRow(db(), readOne.id)).status).toBe('expired');
  });

  it('completes a booking whose hold ran out when the provider says it was paid', async () => {
    const booking = await heldBooking(api, journey, { heldFor: -1, payment: 'paid' });
    const read = await engineCall(api, booking.token, {
      method: 'GET',
      url: `/api/booking-engine/bookings/${booking.number}`,
    });
    expect(read.json().status).toBe('booked');
  });

  it('answers 502 with booking.errors.loading_failed when the provider does not answer, and changes nothing', async () => {
    const booking = await heldBooking(api, journey, { payment: 'paid' });
    const before = await bookingRow(db(), booking.id);
    api.payments.failNext(1, 'error');
    const failed = await checkBooking(api, booking);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().errors).toEqual([{ key: 'booking.errors.loading_failed' }]);
    expect(await bookingRow(db(), booking.id)).toEqual(before);
  });
});

describe("the Ratio emulator's dates", () => {
  it('takes dates with their stops over its control call, and refuses an unreadable one', async () => {
    const added = await sendControl(api.ratio.url, 'POST', '/control/dates', [
      {
        reise: 'CTRL01',
        titel: 'Kontrollreise',
        beginn: '2030-01-02',
        ende: '2030-01-05',
        plaetze: 10,
        stops: [{ haltestelle: 2, ort: 'Kiel' }],
      },
    ]);
    expect(added.status).toBe(200);
    const [date] = await added.json();
    expect(api.ratio.state().dates.get(date.id)).toMatchObject({ reise: 'CTRL01', beginn: '2030-01-02', plaetze: 10 });
    expect([...api.ratio.state().stops.values()].filter((stop) => stop.terminId === date.id)).toEqual([
      expect.objectContaining({ haltestelle: 2, ort: 'Kiel', reise: 'CTRL01' }),
    ]);
    const refused = await sendControl(api.ratio.url, 'POST', '/control/dates', [
      { reise: 'CTRL02', titel: 'x', beginn: '2.1.2030' },
    ]);
    expect(refused.status).toBe(400);
  });

  it("learns the online journeys' active dates at start-up, their boarding points as stops", async () => {
    const mirrored = await onlineJourney(api, { inRatio: false });
    expect(await mirrorOnlineDatesInRatio(api.database.db, api.ratio)).toBeGreaterThan(0);
    const [date] = [...api.ratio.state().dates.values()].filter((each) => each.reise === mirrored.code);
    expect(date).toMatchObject({ titel: mirrored.title, beginn: mirrored.from, ende: mirrored.till, plaetze: 40 });
    expect([...api.ratio.state().stops.values()].filter((stop) => stop.terminId === date?.id)).toEqual([
      expect.objectContaining({
        haltestelle: 3,
        ort: 'Hamburg',
        bezeichnung: 'ZOB Bussteig 3',
        hinZeit: '06:30',
        rueckZeit: '19:45',
      }),
    ]);
    const booking = await heldBooking(api, mirrored, { payment: 'paid' });
    expect((await checkBooking(api, booking)).json().status).toBe('booked');
  });
});
