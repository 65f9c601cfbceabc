import { describe, expect, it } from 'vitest';
import { superadminApp } from './support/superadminApp.ts';

// A process's rules on every write of the generic API (issue 19, spec 1 §4): one in processing is not
// changed, and a booker has one unconfirmed travel request (booking request, status 1) at a time.

type Row = Record<string, unknown>;

const api = superadminApp();
const { call } = api;
const create = (payload: Row) => call({ method: 'POST', url: '/api/process-lit', payload });
const patch = (id: number, payload: Row) => call({ method: 'PATCH', url: `/api/process-lit/${id}`, payload });
const put = (id: number, payload: Row) => call({ method: 'PUT', url: `/api/process-lit/${id}`, payload });
const refusal = (answer: { statusCode: number; json: <T>() => T }) => ({
  status: answer.statusCode,
  error: answer.json<{ errors?: Row[] }>().errors?.[0],
});
const travelRequestRefused = { status: 409, error: { field: 'status', key: 'error.travel_request_exists' } };

let made = 0;
const number = () => `HOOK-${Date.now()}-${++made}`;

async function booker() {
  const card = await api.app.database.db
    .insertInto('vc_card')
    .values({ name: `Hook Booker ${++made}` })
    .returning('id_vc_card')
    .executeTakeFirstOrThrow();
  return card.id_vc_card;
}
async function process(fields: Row): Promise<number> {
  const answer = await create({ number: number(), ...fields });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ id_pc_process: number }>().id_pc_process;
}
const statusOf = async (id: number) =>
  (
    await api.app.database.db
      .selectFrom('pc_process')
      .select('status')
      .where('id_pc_process', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

describe('the travel-request rule', () => {
  it('refuses a second booking request of a booker whose first is unconfirmed, on create', async () => {
    const card = await booker();
    await process({ vc_card_booker: card, status: '1' });
    expect(refusal(await create({ number: number(), vc_card_booker: card, status: '1' }))).toEqual(
      travelRequestRefused,
    );
    // Other statuses, and other bookers, are not held up.
    await process({ vc_card_booker: card, status: '4' });
    await process({ vc_card_booker: await booker(), status: '1' });
  });

  it('refuses changing a process to a booking request by PATCH and PUT, leaving it as it was', async () => {
    const card = await booker();
    await process({ vc_card_booker: card, status: '1' });
    const second = await process({ vc_card_booker: card, status: '0' });
    expect(refusal(await patch(second, { status: '1' }))).toEqual(travelRequestRefused);
    expect(refusal(await put(second, { number: number(), vc_card_booker: card, status: '1' }))).toEqual(
      travelRequestRefused,
    );
    expect(await statusOf(second)).toBe('0');
    // Moving a booking request to this booker is changing it to theirs.
    const elsewhere = await process({ vc_card_booker: await booker(), status: '1' });
    expect(refusal(await patch(elsewhere, { vc_card_booker: card }))).toEqual(travelRequestRefused);
    // A booking request edited in other fields stays one.
    const first = await process({ vc_card_booker: await booker(), status: '1' });
    expect((await patch(first, { title: 'Still a request' })).statusCode).toBe(200);
  });

  it('allows another booking request once the booker confirmed the first', async () => {
    const card = await booker();
    const first = await process({ vc_card_booker: card, status: '1' });
    await api.app.database.db
      .updateTable('pc_process')
      .set({ booker_confirmed_at: new Date() })
      .where('id_pc_process', '=', first)
      .execute();
    await process({ vc_card_booker: card, status: '1' });
    const third = await process({ vc_card_booker: card, status: '0' });
    expect(refusal(await patch(third, { status: '1' }))).toEqual(travelRequestRefused);
  });
});

describe('a process in processing', () => {
  it('refuses PATCH and PUT (409) and keeps the record', async () => {
    const { db } = api.app.database;
    const id = await process({ title: 'Busy' });
    await db.updateTable('pc_process').set({ processing_since: new Date() }).where('id_pc_process', '=', id).execute();
    const inProcessing = { status: 409, error: { key: 'error.process_in_processing' } };
    expect(refusal(await patch(id, { title: 'Changed' }))).toEqual(inProcessing);
    expect(refusal(await put(id, { number: number(), title: 'Changed' }))).toEqual(inProcessing);
    const row = await db
      .selectFrom('pc_process')
      .select('title')
      .where('id_pc_process', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Busy');
    // A claim left by a run that died long ago no longer holds.
    await db
      .updateTable('pc_process')
      .set({ processing_since: new Date(Date.now() - 60 * 60_000) })
      .where('id_pc_process', '=', id)
      .execute();
    expect((await patch(id, { title: 'Changed' })).statusCode).toBe(200);
  });
});
