import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoAgencyId } from '../../server/db/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { mintToken, tokenWithRights } from './support/mintedTokens.ts';

// `GET /secuconnect/{json}` with `detailed` (spec 2 §7, issue 19 item 7): the payment check of a process,
// asking the project's payment emulator over HTTP through the real client.

let testApp: TestApp;
let admin: string;
let ticketsStaff: string;
let agencyStaff: string;
let agencyId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  admin = await mintToken(db, 'admin@demo.local');
  ticketsStaff = await tokenWithRights(db, 'ticket readers', ['ticket-read']);
  agencyStaff = await mintToken(db, 'agency@demo.local');
  agencyId = await demoAgencyId(db);
  testApp.payments.seed([
    { id: 'pay_secu_lone', amount: 4990, status: 'pending', method: 'paypal' },
    { id: 'pay_secu_own', amount: 23_450, status: 'paid', method: 'credit_card' },
    { id: 'pay_secu_other', amount: 12_000, status: 'open', method: 'sepa_debit' },
  ]);
  const journey = await db
    .insertInto('jrn_journey')
    .values({ title: 'Ostsee-Kurzreise' })
    .returning('id_jrn_journey')
    .executeTakeFirstOrThrow();
  const booking = (number: string, payment: string, agency: number | null) => ({
    number,
    status: 'booked' as const,
    id_jrn_journey: journey.id_jrn_journey,
    date_from: '2027-06-01',
    persons: 2,
    provider_payment_id: payment,
    id_agency: agency,
  });
  await db
    .insertInto('bk_booking')
    .values([booking('OB-2027-0001', 'pay_secu_own', agencyId), booking('OB-2027-0002', 'pay_secu_other', null)])
    .execute();
});
afterEach(() => testApp.payments.reset());
afterAll(() => testApp.close());

/** As the admin, or `token`'s user; `null` without a token. */
const check = (json: string, query = '', token: string | null = admin) =>
  testApp.injectAs(token ?? undefined, { method: 'GET', url: `/api/secuconnect/${encodeURIComponent(json)}${query}` });
const keyOf = (answer: Awaited<ReturnType<typeof check>>) =>
  answer.json<{ errors: { key: string }[] }>().errors[0]?.key;

describe('GET /secuconnect/{json}', () => {
  it('needs a sign-in and the right process-read', async () => {
    expect((await check('pay_secu_lone', '', null)).statusCode).toBe(401);
    const refused = await check('pay_secu_lone', '', ticketsStaff);
    expect(refused.statusCode).toBe(403);
    expect(keyOf(refused)).toBe('error.forbidden');
  });

  it('answers the status the provider reports now', async () => {
    const answer = await check('pay_secu_lone');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ success: true, data: { id: 'pay_secu_lone', status: 'pending' } });
    testApp.payments.setStatus('pay_secu_lone', 'paid');
    expect((await check('pay_secu_lone', '?detailed=false')).json().data.status).toBe('paid');
  });

  it('takes the id as JSON as well', async () => {
    const answer = await check('{"id":"pay_secu_lone"}');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.id).toBe('pay_secu_lone');
  });

  it('with detailed=true adds amount in euros, method, time, failure reason and the online booking', async () => {
    const answer = await check('pay_secu_own', '?detailed=true');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      data: {
        id: 'pay_secu_own',
        status: 'paid',
        amount: 234.5,
        currency: 'EUR',
        method: 'credit_card',
        updated_at: expect.any(String),
        failure_reason: null,
        online_booking: { number: 'OB-2027-0001', status: 'booked' },
      },
    });
    expect((await check('pay_secu_lone', '?detailed=true')).json().data.online_booking).toBeNull();
  });

  it('is 404 for a payment the provider does not know', async () => {
    expect((await check('pay_secu_unknown')).statusCode).toBe(404);
  });

  it('is 400 for a {json} that is no payment id, or a query it does not understand', async () => {
    for (const json of ['{"id":1}', '{"id":"pay_secu_lone","x":1}', 'not json', '{"id":"../x"}']) {
      const answer = await check(json);
      expect(answer.statusCode, json).toBe(400);
      expect(keyOf(answer), json).toBe('error.json');
    }
    expect((await check('pay_secu_lone', '?detailed=yes')).statusCode).toBe(400);
    expect((await check('pay_secu_lone', '?verbose=true')).statusCode).toBe(400);
  });

  it('is 502 with success false when the provider fails', async () => {
    testApp.payments.failNext(1, 'error');
    const answer = await check('pay_secu_lone');
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toMatchObject({
      success: false,
      code: 502,
      errors: [{ key: 'tickets.payment.check_failed' }],
    });
  });

  it("lets a user bound to an agency check only the payments of the agency's online bookings", async () => {
    const own = await check('pay_secu_own', '?detailed=true', agencyStaff);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.online_booking.number).toBe('OB-2027-0001');
    expect((await check('pay_secu_other', '', agencyStaff)).statusCode).toBe(404);
    expect((await check('pay_secu_lone', '', agencyStaff)).statusCode).toBe(404);
  });
});
