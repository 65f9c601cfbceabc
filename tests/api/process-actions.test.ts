import { afterEach, describe, expect, it } from 'vitest';
import { mintToken, tokenWithRights } from './support/mintedTokens.ts';
import { agencyStaff, customerCard, lastHistory, processState } from './support/process-actions.ts';
import { ratioProcessRow } from './support/process-rows.ts';
import { superadminApp } from './support/superadminApp.ts';

// The booking type and the firm booking (spec 1 §4, spec 2 §7) through the app against the Ratio
// emulator over HTTP: Ratio and our copy change together, with a history row, or neither does.

type Answer = Awaited<ReturnType<ReturnType<typeof superadminApp>['call']>>;
const api = superadminApp();
const { call } = api;
const db = () => api.app.database.db;

const bookingType = (nr: number, payload: object, bearer?: string) =>
  call({ method: 'PUT', url: `/api/ratio/api/booking/${nr}`, payload }, bearer);
const firmBooking = (id: number, bearer?: string) =>
  call({ method: 'POST', url: `/api/ratio/api/processes?updateProcessStatus=4&processId=${id}` }, bearer);
const ratioStatus = (nr: number) => api.app.ratio.state().processes.get(nr)?.status;
const refusal = (answer: Answer) => ({
  status: answer.statusCode,
  key: answer.json<{ errors?: { key: string }[] }>().errors?.[0]?.key,
});

afterEach(() => {
  api.app.ratio.reset();
  api.app.ratio.reseed();
});

describe('booking type', () => {
  it('sets the status in Ratio and here, with a history row', async () => {
    const id = await ratioProcessRow(db(), 500001, { status: '0' });
    const answer = await bookingType(500001, { typ: 'option' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id_pc_process: id, status: '2' });
    expect(ratioStatus(500001)).toBe(2);
    const history = await lastHistory(db(), id);
    expect(history).toMatchObject({ action: 'booking-type', before: { status: '0' } });
    expect(history.after).toMatchObject({ status: '2', typ: 'option' });
    expect((await processState(db(), id)).processing_since).toBeNull();
  });

  it('refuses a type Ratio does not know (400) and changes nothing', async () => {
    await ratioProcessRow(db(), 500001, { status: '0' });
    expect((await bookingType(500001, { typ: 'fest' })).statusCode).toBe(400);
    expect((await bookingType(500001, { typ: 'option', extra: 1 })).statusCode).toBe(400);
    expect(ratioStatus(500001)).toBe(0);
  });

  it.each(['error', 'hang'] as const)('Ratio failing (%s): 502, our row and Ratio unchanged', async (mode) => {
    const id = await ratioProcessRow(db(), 500001, { status: '0' });
    const before = await processState(db(), id);
    api.app.ratio.failNext(1, mode);
    expect(refusal(await bookingType(500001, { typ: 'anfrage' }))).toEqual({
      status: 502,
      key: 'error.booking_unavailable',
    });
    expect(await processState(db(), id)).toEqual({ ...before, processing_since: null });
    api.app.ratio.reset();
    expect(ratioStatus(500001)).toBe(0);
  });

  it('answers 404 for a Ratio number we hold no process of', async () => {
    expect((await bookingType(599999, { typ: 'option' })).statusCode).toBe(404);
  });
});

describe('firm booking', () => {
  it('sets 4 in Ratio and here, with the history row firm-booking', async () => {
    const id = await ratioProcessRow(db(), 500003, { status: '2' });
    const answer = await firmBooking(id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id_pc_process: id, status: '4', processing_since: null });
    expect(ratioStatus(500003)).toBe(4);
    expect(await lastHistory(db(), id)).toMatchObject({
      action: 'firm-booking',
      before: { status: '2' },
      after: { status: '4' },
    });
  });

  it('is never a GET: the flags by GET answer 405 and change nothing', async () => {
    const id = await ratioProcessRow(db(), 500003, { status: '2' });
    const answer = await call({ method: 'GET', url: `/api/ratio/api/processes?updateProcessStatus=4&processId=${id}` });
    expect(answer.statusCode).toBe(405);
    expect(answer.json()).toMatchObject({ name: 'MethodNotAllowed' });
    expect(ratioStatus(500003)).toBe(2);
    expect((await processState(db(), id)).status).toBe('2');
  });

  it('refuses a cancelled process (409) for firm booking and booking type, Ratio untouched', async () => {
    const id = await ratioProcessRow(db(), 500003, { status: '5' });
    expect(refusal(await firmBooking(id))).toEqual({ status: 409, key: 'error.process_cancelled' });
    expect(refusal(await bookingType(500003, { typ: 'regular' }))).toEqual({
      status: 409,
      key: 'error.process_cancelled',
    });
    expect(ratioStatus(500003)).toBe(2);
  });

  it('refuses a process without a Ratio number (422)', async () => {
    const { id_pc_process: id } = await db()
      .insertInto('pc_process')
      .values({ number: 'K-actions-1', backend: 'kuschick', invoice_id: '300002', status: '1' })
      .returning('id_pc_process')
      .executeTakeFirstOrThrow();
    expect(refusal(await firmBooking(id))).toEqual({ status: 422, key: 'error.ratio_number_required' });
  });

  it.each(['error', 'hang', 'malformed'] as const)(
    'Ratio failing (%s) answers 502 and leaves our row as it was',
    async (mode) => {
      const id = await ratioProcessRow(db(), 500003, { status: '2' });
      const before = await processState(db(), id);
      api.app.ratio.failNext(1, mode);
      expect(refusal(await firmBooking(id))).toEqual({ status: 502, key: 'error.booking_unavailable' });
      expect(await processState(db(), id)).toEqual({ ...before, processing_since: null });
      api.app.ratio.reset();
      expect(ratioStatus(500003)).toBe(2);
    },
  );

  it('two at once: one runs, the other is refused as in processing; Ratio is asked once', async () => {
    const id = await ratioProcessRow(db(), 500003, { status: '2' });
    const before = await processState(db(), id);
    api.app.ratio.setDelay(300);
    const answers = await Promise.all([firmBooking(id), firmBooking(id)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(refusal(answers.find((answer) => answer.statusCode === 409) as Answer).key).toBe(
      'error.process_in_processing',
    );
    const after = await processState(db(), id);
    expect(after).toMatchObject({ status: '4', processing_since: null, history: before.history + 1 });
  });

  it('a process in processing is refused (409) without asking Ratio', async () => {
    const id = await ratioProcessRow(db(), 500003, { status: '2' });
    await db()
      .updateTable('pc_process')
      .set({ processing_since: new Date() })
      .where('id_pc_process', '=', id)
      .execute();
    expect(refusal(await firmBooking(id))).toEqual({ status: 409, key: 'error.process_in_processing' });
    expect(ratioStatus(500003)).toBe(2);
    await db().updateTable('pc_process').set({ processing_since: null }).where('id_pc_process', '=', id).execute();
  });
});

describe('rights', () => {
  it('without process-update: 403, nothing changes', async () => {
    const id = await ratioProcessRow(db(), 500003, { status: '2' });
    const reader = await tokenWithRights(db(), 'process reader actions', ['process-read']);
    expect((await firmBooking(id, reader)).statusCode).toBe(403);
    expect((await bookingType(500003, { typ: 'regular' }, reader)).statusCode).toBe(403);
    expect(ratioStatus(500003)).toBe(2);
  });

  it("agency staff reach only their agency's processes (404 for others)", async () => {
    const agencyId = await agencyStaff(db(), ['process-update']);
    const own = await ratioProcessRow(db(), 500003, {
      status: '2',
      booker: await customerCard(db(), 'Agency booker', agencyId),
    });
    const other = await ratioProcessRow(db(), 500002, {
      status: '1',
      booker: await customerCard(db(), 'Other booker', null),
    });
    const token = await mintToken(db(), 'agency@demo.local');
    expect((await firmBooking(other, token)).statusCode).toBe(404);
    expect((await bookingType(500002, { typ: 'regular' }, token)).statusCode).toBe(404);
    expect(ratioStatus(500002)).toBe(1);
    expect((await firmBooking(own, token)).statusCode).toBe(200);
    expect(ratioStatus(500003)).toBe(4);
  });
});
