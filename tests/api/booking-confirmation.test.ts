import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agencyUser, insertAgency } from './support/agency-users.ts';
import { bookingRow, engineTenant, heldBooking, onlineJourney, type OnlineJourney } from './support/online-bookings.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// Staff resend an online booking's confirmation: the console's action button on a booked booking,
// with the processes' update right and within the user's agency.

let api: TestApp;
let journey: OnlineJourney;
let ownAgency: number;
let otherAgency: number;
const tokens = { admin: '', reader: '', ownStaff: '', otherStaff: '' };

beforeAll(async () => {
  api = await createTestApp();
  const { db } = api.database;
  await engineTenant(db);
  journey = await onlineJourney(api);
  ownAgency = await insertAgency(db, 'Reisebüro Bestätigung');
  otherAgency = await insertAgency(db, 'Reisebüro Anderswo');
  tokens.admin = await api.signIn('admin@demo.local');
  tokens.reader = (await agencyUser(db, 'confirmation reader', ['process-read'], null)).token;
  tokens.ownStaff = (await agencyUser(db, 'confirmation staff', ['process-read', 'process-update'], ownAgency)).token;
  tokens.otherStaff = (
    await agencyUser(db, 'confirmation other', ['process-read', 'process-update'], otherAgency)
  ).token;
});
afterEach(() => api.mails.clear());
afterAll(() => api.close());

/** A booking of `ownAgency` in `status`. */
async function bookingIn(status: 'held' | 'booked') {
  const booking = await heldBooking(api, journey, { agency: ownAgency });
  await api.database.db.updateTable('bk_booking').set({ status }).where('id_bk_booking', '=', booking.id).execute();
  return booking;
}

const resend = (token: string | undefined, id: number, url = `/api/online-bookings/${id}/confirmation`) =>
  api.injectAs(token, { method: 'POST', url });

describe('resending the confirmation', () => {
  it('mails the confirmation again and records when', async () => {
    const booking = await bookingIn('booked');
    const sent = await resend(tokens.admin, booking.id);
    expect(sent.statusCode).toBe(204);
    expect(sent.body).toBe('');
    const mails = api.mails.messages();
    expect(mails.find((mail) => mail.to.includes('erika@example.org'))?.subject).toBe(
      `Ihre Buchungsbestätigung ${booking.number}`,
    );
    expect((await bookingRow(api.database.db, booking.id)).confirmation_sent_at).not.toBeNull();
  });

  it("lets staff of the booking's agency resend it", async () => {
    const booking = await bookingIn('booked');
    expect((await resend(tokens.ownStaff, booking.id)).statusCode).toBe(204);
  });

  it.each([
    ['without a token', undefined, 401],
    ['without process-update', 'reader', 403],
    ["for another agency's staff", 'otherStaff', 404],
  ] as const)('is refused %s (%i)', async (_name, who, status) => {
    const booking = await bookingIn('booked');
    const refused = await resend(who && tokens[who], booking.id);
    expect(refused.statusCode).toBe(status);
    expect(api.mails.messages()).toHaveLength(0);
  });

  it('refuses a booking that is not booked with 409 booking.errors.not_booked, and an unknown one with 404', async () => {
    const booking = await bookingIn('held');
    const refused = await resend(tokens.admin, booking.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([{ field: 'status', key: 'booking.errors.not_booked' }]);
    expect((await resend(tokens.admin, 2_000_000_000)).statusCode).toBe(404);
    expect((await resend(tokens.admin, 0, '/api/online-bookings/abc/confirmation')).statusCode).toBe(400);
    expect(api.mails.messages()).toHaveLength(0);
  });
});
