import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tables } from '../../server/db/tables.ts';
import { mintToken, tokenWithRights } from './support/mintedTokens.ts';
import { agencyStaff, customerCard, lastHistory, processState } from './support/process-actions.ts';
import { superadminApp } from './support/superadminApp.ts';

// Kuschick's process and payments (spec 2 §7) through the app against the Kuschick emulator over
// HTTP: a delete or a payment happens in Kuschick and here, with a history row, or nowhere.

type Answer = Awaited<ReturnType<ReturnType<typeof superadminApp>['call']>>;
const api = superadminApp();
const { call } = api;
const db = () => api.app.database.db;

/** Our copy of the Kuschick emulator's process (the demo data's where it has one), as `status`, booked by `booker`. */
async function kuschickProcessRow(
  database: Kysely<Tables>,
  invoiceId: number,
  fields: { status: '0' | '1' | '2' | '3' | '4' | '5'; booker?: number | null },
) {
  const there = await database
    .selectFrom('pc_process')
    .select('id_pc_process')
    .where('backend', '=', 'kuschick')
    .where('invoice_id', '=', String(invoiceId))
    .executeTakeFirst();
  const values = { status: fields.status, vc_card_booker: fields.booker ?? null, processing_since: null };
  if (there) {
    await database.updateTable('pc_process').set(values).where('id_pc_process', '=', there.id_pc_process).execute();
    return there.id_pc_process;
  }
  return (
    await database
      .insertInto('pc_process')
      .values({ ...values, number: `K-${invoiceId}`, backend: 'kuschick', invoice_id: String(invoiceId) })
      .returning('id_pc_process')
      .executeTakeFirstOrThrow()
  ).id_pc_process;
}

const read = (invoiceId: number, bearer?: string) =>
  call({ method: 'GET', url: `/api/kuschick/vorgang/${invoiceId}` }, bearer);
const remove = (invoiceId: number, bearer?: string) =>
  call({ method: 'DELETE', url: `/api/kuschick/vorgang/${invoiceId}` }, bearer);
const pay = (invoiceId: number, payload: object, bearer?: string) =>
  call({ method: 'PATCH', url: `/api/kuschick/payment/${invoiceId}`, payload }, bearer);
const inKuschick = (invoiceId: number) => api.app.kuschick.state().processes.get(invoiceId);
const payment = { betrag: 150, datum: '2026-11-20', art: 'Überweisung' };
const refusal = (answer: Answer) => ({
  status: answer.statusCode,
  key: answer.json<{ errors?: { key: string }[] }>().errors?.[0]?.key,
});

afterEach(() => {
  api.app.kuschick.reset();
  api.app.kuschick.reseed();
});

describe('reading', () => {
  it("answers Kuschick's process; one Kuschick does not have is 404", async () => {
    await kuschickProcessRow(db(), 300004, { status: '3' });
    const answer = await read(300004);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ invoice_id: 300004, status: 3 });
    expect((await read(399999)).statusCode).toBe(404);
  });

  it('Kuschick failing answers 502', async () => {
    api.app.kuschick.failNext(1, 'malformed');
    expect(refusal(await read(300004))).toEqual({ status: 502, key: 'error.booking_unavailable' });
  });

  it("agency staff read only their agency's processes", async () => {
    const agencyId = await agencyStaff(db(), []);
    await kuschickProcessRow(db(), 300004, { status: '3', booker: await customerCard(db(), 'K agency', agencyId) });
    await kuschickProcessRow(db(), 300003, { status: '2', booker: await customerCard(db(), 'K other', null) });
    const token = await mintToken(db(), 'agency@demo.local');
    expect((await read(300004, token)).statusCode).toBe(200);
    expect((await read(300003, token)).statusCode).toBe(404);
    expect((await read(300010, token)).statusCode).toBe(404);
  });
});

describe('deleting', () => {
  it("deletes in Kuschick and our copy with app users' links to it, with a history row", async () => {
    const id = await kuschickProcessRow(db(), 300004, { status: '3' });
    const user = await db()
      .selectFrom('users')
      .select('id_users')
      .where('email', '=', 'driver@demo.local')
      .executeTakeFirstOrThrow();
    await db().insertInto('users_vorgaenge').values({ id_users: user.id_users, id_pc_process: id }).execute();
    const answer = await remove(300004);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ invoice_id: 300004, id_pc_process: id });
    expect(inKuschick(300004)).toBeUndefined();
    expect((await processState(db(), id)).exists).toBe(false);
    expect(await lastHistory(db(), id)).toMatchObject({ action: 'delete', after: null });
    const links = await db()
      .selectFrom('users_vorgaenge')
      .select('id_pc_process')
      .where('id_pc_process', '=', id)
      .execute();
    expect(links).toEqual([]);
  });

  it.each(['error', 'hang'] as const)('Kuschick failing (%s): 502, our copy stays as it was', async (mode) => {
    const id = await kuschickProcessRow(db(), 300004, { status: '3' });
    const before = await processState(db(), id);
    api.app.kuschick.failNext(1, mode);
    expect(refusal(await remove(300004))).toEqual({ status: 502, key: 'error.booking_unavailable' });
    expect(await processState(db(), id)).toEqual(before);
    api.app.kuschick.reset();
    expect(inKuschick(300004)).toBeDefined();
  });

  it('needs process-delete, and our copy (404 without)', async () => {
    await kuschickProcessRow(db(), 300004, { status: '3' });
    const reader = await tokenWithRights(db(), 'kuschick reader', ['process-read', 'process-update']);
    expect((await remove(300004, reader)).statusCode).toBe(403);
    await db().deleteFrom('pc_process').where('invoice_id', '=', '300011').where('backend', '=', 'kuschick').execute();
    expect((await remove(300011)).statusCode).toBe(404);
    expect(inKuschick(300004)).toBeDefined();
    expect(inKuschick(300011)).toBeDefined();
  });
});

describe('payments', () => {
  it('books the payment in Kuschick, asks for the booking mail, and writes the history row payment', async () => {
    const id = await kuschickProcessRow(db(), 300004, { status: '3' });
    const paid = inKuschick(300004)?.bezahlt ?? 0;
    const mails = api.app.kuschick.state().bookingMails.length;
    const answer = await pay(300004, { addKuschickPayments: [payment], sendBookingMail: true });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ invoice_id: 300004, bezahlt: paid + 150, buchungsmail: true });
    expect(inKuschick(300004)?.bezahlt).toBe(paid + 150);
    expect(api.app.kuschick.state().bookingMails).toHaveLength(mails + 1);
    const history = await lastHistory(db(), id);
    expect(history.action).toBe('payment');
    expect(history.after).toMatchObject({ payments: [payment], paid: paid + 150 });
  });

  it('refuses a body it does not understand (400) and a cancelled process (409)', async () => {
    await kuschickProcessRow(db(), 300004, { status: '3' });
    expect((await pay(300004, { addKuschickPayments: [{ ...payment, art: 'Bitcoin' }] })).statusCode).toBe(400);
    expect((await pay(300004, { addKuschickPayments: [payment], extra: true })).statusCode).toBe(400);
    expect((await pay(300004, { addKuschickPayments: [] })).statusCode).toBe(400);
    await kuschickProcessRow(db(), 300006, { status: '5' });
    expect(refusal(await pay(300006, { addKuschickPayments: [payment] }))).toEqual({
      status: 409,
      key: 'error.process_cancelled',
    });
  });

  it('Kuschick failing: 502, no payment and no history row', async () => {
    const id = await kuschickProcessRow(db(), 300004, { status: '3' });
    const before = await processState(db(), id);
    const paid = inKuschick(300004)?.bezahlt;
    api.app.kuschick.failNext(1, 'error');
    expect(refusal(await pay(300004, { addKuschickPayments: [payment] }))).toEqual({
      status: 502,
      key: 'error.booking_unavailable',
    });
    expect(await processState(db(), id)).toEqual(before);
    expect(inKuschick(300004)?.bezahlt).toBe(paid);
  });
});
