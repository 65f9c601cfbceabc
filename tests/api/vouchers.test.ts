import { request } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamic } from '../../server/crud/crud-context.ts';
import { CODE_ALPHABET } from '../../server/areas/tickets/voucher-codes.ts';
import { superadminApp } from './support/superadminApp.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { mintToken } from './support/mintedTokens.ts';

// Vouchers (spec 2 §3, §4; issue 6 item 5): bulk creation all or none with random unique codes and
// progress; an encrypted code cannot be changed.

const api = superadminApp();

const { call } = api;
const bulk = (payload: Record<string, unknown>, bearer?: string) =>
  call({ method: 'POST', url: '/api/ticket/voucher/bulk', payload }, bearer);
const lines = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const countWithPrefix = async (prefix: string) =>
  (await call({ method: 'GET', url: `/api/ticket/voucher?code[$like]=${prefix}%25&$limit=1` })).json().total as number;

const VOUCHER = { type: 'fixed', value: 25, expires_at: '2027-12-31T23:59:00+01:00', usage_limit: 1 };

describe('bulk creation', () => {
  it('creates every voucher with a random code of the asked form, and reports progress', async () => {
    const answer = await bulk({ amount: 1200, prefix: 'XMAS-', code_length: 8, voucher: VOUCHER });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const progress = lines(answer.body);
    expect(progress.slice(0, -1)).toEqual([
      { done: 500, total: 1200 },
      { done: 1000, total: 1200 },
      { done: 1200, total: 1200 },
    ]);
    const result = progress.at(-1) as { created: number; first: number; last: number };
    expect(result.created).toBe(1200);
    expect(result.last - result.first).toBe(1199);

    const rows = await dynamic(api.app.database.db)
      .selectFrom('tk_voucher')
      .select(['code', 'value', 'type', 'usage_limit', 'is_active', 'source'])
      .where('code', 'like', 'XMAS-%')
      .execute();
    expect(rows).toHaveLength(1200);
    expect(new Set(rows.map((row) => row.code)).size).toBe(1200);
    const shape = new RegExp(`^XMAS-[${CODE_ALPHABET}]{8}$`);
    for (const row of rows) {
      expect(row.code).toMatch(shape);
      expect(row).toMatchObject({ value: 25, type: 'fixed', usage_limit: 1, is_active: true, source: 'manual' });
    }
    // Every character of the alphabet turns up: the codes are not drawn from a narrow range.
    expect(new Set(rows.flatMap((row) => [...String(row.code).slice(5)])).size).toBe(CODE_ALPHABET.length);
  });

  it('checks everything before it begins, and creates nothing when something is wrong', async () => {
    const cases = [
      { amount: 0, prefix: 'BAD0-', code_length: 8, voucher: VOUCHER },
      { amount: 10_001, prefix: 'BAD1-', code_length: 8, voucher: VOUCHER },
      { amount: 5, prefix: 'bad2-', code_length: 8, voucher: VOUCHER },
      { amount: 5, prefix: 'BAD3-', code_length: 4, voucher: VOUCHER },
      { amount: 5, prefix: 'BAD4-', code_length: 8, voucher: { ...VOUCHER, value: -1 } },
      { amount: 5, prefix: 'BAD5-', code_length: 8, voucher: { ...VOUCHER, is_encrypted: true } },
      { amount: 5, prefix: 'BAD6-XXXXXXXXXXXXXXXX', code_length: 8, voucher: VOUCHER },
      { amount: 5, prefix: 'BAD7-', code_length: 33, voucher: VOUCHER },
    ];
    for (const payload of cases) {
      const answer = await bulk(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(await countWithPrefix(payload.prefix.toUpperCase())).toBe(0);
    }
    const negative = await bulk(cases[4] as Record<string, unknown>);
    expect(negative.json().errors).toEqual([
      expect.objectContaining({ field: 'value', key: 'form.positive_number_required' }),
    ]);
  });

  it('keeps none of the batch when the transaction fails part way', async () => {
    // The database refuses the 600th voucher of this batch, after the first 500 are written.
    await sql`
      create function refuse_the_600th() returns trigger language plpgsql as $$
      begin
        if (select count(*) from tk_voucher where code like 'HALF-%') >= 599 then
          raise exception 'the 600th voucher is refused';
        end if;
        return new;
      end $$`.execute(api.app.database.db);
    await sql`create trigger refuse_the_600th before insert on tk_voucher for each row execute function refuse_the_600th()`.execute(
      api.app.database.db,
    );
    try {
      const answer = await bulk({ amount: 700, prefix: 'HALF-', code_length: 8, voucher: VOUCHER });
      expect(answer.statusCode).toBe(200);
      expect(lines(answer.body)).toEqual([
        { done: 500, total: 700 },
        { error: { key: 'tickets.voucher.bulk_failed', message: 'No voucher was created' } },
      ]);
      expect(await countWithPrefix('HALF-')).toBe(0);
    } finally {
      await sql`drop trigger refuse_the_600th on tk_voucher`.execute(api.app.database.db);
    }
  });

  it('needs the right to create vouchers', async () => {
    const driver = await mintToken(api.app.database.db, 'driver@demo.local');
    expect((await bulk({ amount: 2, prefix: 'NO-', code_length: 8, voucher: VOUCHER }, driver)).statusCode).toBe(403);
    const anonymous = await api.app.injectAs(undefined, {
      method: 'POST',
      url: '/api/ticket/voucher/bulk',
      payload: { amount: 2, prefix: 'NO-', code_length: 8, voucher: VOUCHER },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await countWithPrefix('NO-')).toBe(0);
  });
});

describe('bulk progress over a connection', () => {
  // Inject hands the answer over only when it is complete: this app listens on a port instead, and
  // logs its queries, so that the test sees whether the batch had committed when a line arrived.
  let live: TestApp;
  const queries: string[] = [];
  beforeAll(async () => {
    live = await createTestApp(undefined, { onQuery: (text) => queries.push(text) });
  });
  afterAll(() => live?.close());

  /** Sends a batch over HTTP; answers the lines of the answer, each with whether the batch had committed when it was read. */
  async function linesAsTheyArrive(payload: Record<string, unknown>) {
    const token = await mintToken(live.database.db, 'superadmin@demo.local');
    const address = await live.app.listen({ port: 0, host: '127.0.0.1' });
    const start = queries.length;
    const arrived: { line: Record<string, unknown>; committed: boolean }[] = [];
    await new Promise<void>((resolve, reject) => {
      const post = request(
        `${address}/api/ticket/voucher/bulk`,
        { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } },
        (response) => {
          let partial = '';
          response.setEncoding('utf8');
          response.on('data', (text: string) => {
            const complete = (partial + text).split('\n');
            partial = complete.pop() ?? '';
            const committed = queries.slice(start).includes('commit');
            for (const line of complete) arrived.push({ line: JSON.parse(line), committed });
          });
          response.on('end', resolve);
          response.on('error', reject);
        },
      );
      post.on('error', reject);
      post.end(JSON.stringify(payload));
    });
    return arrived;
  }

  it('sends progress while the batch is still being written, so that the progress bar moves', async () => {
    const arrived = await linesAsTheyArrive({ amount: 1200, prefix: 'LIVE-', code_length: 8, voucher: VOUCHER });
    expect(arrived.map(({ line }) => line)).toEqual([
      { done: 500, total: 1200 },
      { done: 1000, total: 1200 },
      { done: 1200, total: 1200 },
      expect.objectContaining({ created: 1200 }),
    ]);
    // The first line was read while the batch's transaction was still open; the result only after it committed.
    expect(arrived[0]?.committed).toBe(false);
    expect(arrived.at(-1)?.committed).toBe(true);
  });
});

describe('an encrypted voucher', () => {
  it('keeps its code: a change is refused, the other fields change', async () => {
    const row = await dynamic(api.app.database.db)
      .insertInto('tk_voucher')
      .values({ code: 'SECRET-CODE-1', type: 'credit', value: 50, is_encrypted: true, source: 'credit_purchase' })
      .returning('id_tk_voucher')
      .executeTakeFirstOrThrow();
    const url = `/api/ticket/voucher/${row.id_tk_voucher}`;

    const patch = await call({ method: 'PATCH', url, payload: { code: 'OTHER-CODE', version: 1 } });
    expect(patch.statusCode).toBe(422);
    expect(patch.json().errors).toEqual([{ field: 'code', key: 'tickets.voucher.encrypted_code' }]);
    const put = await call({
      method: 'PUT',
      url,
      payload: { code: 'OTHER-CODE', type: 'credit', value: 50, version: 1 },
    });
    expect(put.statusCode).toBe(422);

    const same = await call({ method: 'PATCH', url, payload: { code: 'SECRET-CODE-1', is_active: false, version: 1 } });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ code: 'SECRET-CODE-1', is_active: false, version: 2 });
  });

  it('is an ordinary voucher otherwise: its code can change', async () => {
    const created = await call({
      method: 'POST',
      url: '/api/ticket/voucher',
      payload: { code: 'PLAIN-CODE-1', type: 'percentage', value: 10 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const patch = await call({
      method: 'PATCH',
      url: `/api/ticket/voucher/${created.json().id_tk_voucher}`,
      payload: { code: 'PLAIN-CODE-2', version: 1 },
    });
    expect(patch.json()).toMatchObject({ code: 'PLAIN-CODE-2' });
  });
});
