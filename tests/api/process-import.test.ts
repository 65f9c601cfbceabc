import { beforeAll, describe, expect, it } from 'vitest';
import { seedRatioMirrors } from '../../server/areas/processes/seed/ratio-mirrors.ts';
import { tokenWithRights } from './support/mintedTokens.ts';
import { superadminApp } from './support/superadminApp.ts';

// The process imports of spec 2 §7 (issue 19): our copy of a Ratio or Kuschick process and its booker,
// through the app against the project's emulators over HTTP; one row per process, however often.

type Row = Record<string, unknown>;
interface Imported {
  process: string;
  customer: string;
  record: Row;
}
const api = superadminApp();
const { call } = api;
const db = () => api.app.database.db;

// The demo data's copies of Ratio's processes and their bookers' cards, as `npm run seed` makes them.
beforeAll(() => seedRatioMirrors(db()));

const ratioImport = (query: string, bearer?: string) =>
  call({ method: 'PUT', url: `/api/ratio/import/vorgang${query}` }, bearer);
const kuschickImport = (query: string, bearer?: string) =>
  call({ method: 'PUT', url: `/api/kuschick/import/vorgang${query}` }, bearer);

const processCount = () =>
  db()
    .selectFrom('pc_process')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
const cardCount = () =>
  db()
    .selectFrom('vc_card')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
const importHistory = (id: unknown) =>
  db()
    .selectFrom('audit_log')
    .select('action')
    .where('resource', '=', 'processes/processes')
    .where('record_id', '=', String(id))
    .where('action', '=', 'import')
    .execute();

const IMPORTED_FIELDS = [
  'title',
  'status',
  'price',
  'journey_start',
  'journey_end',
  'participants',
  'customer_number',
  'external_status',
  'invoice_id',
  'positions',
  'seat_number',
  'seat_type',
  'cabin',
  'direction',
  'boarding_point',
  'boarding_time',
] as const;

describe('Ratio process import', () => {
  it("the demo data's copy of a Ratio process is what the import makes", async () => {
    const nr = 500044;
    const pick = (row: Row | undefined) => Object.fromEntries(IMPORTED_FIELDS.map((field) => [field, row?.[field]]));
    const demo = await db().selectFrom('pc_process').selectAll().where('ratio_id', '=', nr).executeTakeFirst();
    expect(demo).toBeDefined();
    if (!demo) return;
    const answer = await ratioImport(`?nr=${nr}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const after = await db().selectFrom('pc_process').selectAll().where('ratio_id', '=', nr).executeTakeFirstOrThrow();
    expect(pick(after)).toEqual(pick(demo));
    expect(after.vc_card_booker).toBe(demo.vc_card_booker);
  });

  it('imports once: one row, updated the second time, the booker card linked', async () => {
    const nr = 500123;
    const existed = await db()
      .selectFrom('pc_process')
      .select('id_pc_process')
      .where('ratio_id', '=', nr)
      .executeTakeFirst();
    const first = await ratioImport(`?nr=${nr}`);
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json<Imported>();
    expect(created.process).toBe(existed ? 'updated' : 'created');
    if (!existed) expect(created.record.number).toBe(`R-${nr}`);
    expect(created.record).toMatchObject({ ratio_id: nr, backend: 'ratio' });
    expect(created.record.import_date).toEqual(expect.any(String));

    const second = (await ratioImport(`?nr=${nr}`)).json<Imported>();
    expect(second.process).toBe('updated');
    expect(second.customer).toBe('unchanged');
    expect(second.record.id_pc_process).toBe(created.record.id_pc_process);
    const rows = await db().selectFrom('pc_process').selectAll().where('ratio_id', '=', nr).execute();
    expect(rows).toHaveLength(1);

    // The fields are Ratio's, and the booker is the card of Ratio's booker address.
    const booker = await db()
      .selectFrom('vc_card')
      .selectAll()
      .where('id_vc_card', '=', rows[0]!.vc_card_booker!)
      .executeTakeFirstOrThrow();
    expect(booker.ratio_id).toBe(rows[0]!.customer_number);
    expect(rows[0]!.participants).toBeGreaterThan(0);
    expect(rows[0]!.title).toEqual(expect.any(String));
    expect(await importHistory(rows[0]!.id_pc_process)).toHaveLength(2);
  });

  it('takes status, price and participants from Ratio', async () => {
    const nr = 500002;
    const record = (await ratioImport(`?nr=${nr}`)).json<Imported>().record;
    expect(record.status).toBe('1');
    expect(record.external_status).toBe('Anfrage');
    expect(typeof record.price).toBe('number');
  });

  it('Ratio failing (error, hang, malformed) writes nothing', async () => {
    const nr = 500201;
    for (const mode of ['error', 'hang', 'malformed'] as const) {
      const before = { processes: await processCount(), cards: await cardCount() };
      api.app.ratio.failNext(1, mode);
      const answer = await ratioImport(`?nr=${nr}`);
      expect(answer.statusCode).toBe(502);
      expect(answer.json<{ errors: { key: string }[] }>().errors[0]?.key).toBe('error.booking_unavailable');
      expect({ processes: await processCount(), cards: await cardCount() }).toEqual(before);
    }
    api.app.ratio.reset();
  });

  it('a process Ratio does not have is 404; query keys are checked', async () => {
    expect((await ratioImport('?nr=999999')).statusCode).toBe(404);
    expect((await ratioImport('')).statusCode).toBe(400);
    expect((await ratioImport('?nr=500001&force=1')).statusCode).toBe(400);
    expect((await ratioImport('?nr=abc')).statusCode).toBe(400);
  });

  it('a copy in processing is not overwritten', async () => {
    const nr = 500003;
    const { record } = (await ratioImport(`?nr=${nr}`)).json<Imported>();
    await db()
      .updateTable('pc_process')
      .set({ processing_since: new Date() })
      .where('id_pc_process', '=', record.id_pc_process as number)
      .execute();
    const answer = await ratioImport(`?nr=${nr}`);
    expect(answer.statusCode).toBe(409);
    await db()
      .updateTable('pc_process')
      .set({ processing_since: null })
      .where('id_pc_process', '=', record.id_pc_process as number)
      .execute();
  });
});

describe('Kuschick process import', () => {
  it('one row matched by invoice_id, updated the second time', async () => {
    const invoiceId = 300150;
    const first = await kuschickImport(`?invoice_id=${invoiceId}`);
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json<Imported>();
    expect(created.record).toMatchObject({ invoice_id: String(invoiceId), backend: 'kuschick' });
    const second = (await kuschickImport(`?invoice_id=${invoiceId}`)).json<Imported>();
    expect(second.process).toBe('updated');
    expect(second.record.id_pc_process).toBe(created.record.id_pc_process);
    const rows = await db()
      .selectFrom('pc_process')
      .selectAll()
      .where('invoice_id', '=', String(invoiceId))
      .where('backend', '=', 'kuschick')
      .execute();
    expect(rows).toHaveLength(1);
    const booker = await db()
      .selectFrom('vc_card')
      .select('kuschick_id')
      .where('id_vc_card', '=', rows[0]!.vc_card_booker!)
      .executeTakeFirstOrThrow();
    expect(booker.kuschick_id).toBe(rows[0]!.customer_number);
  });

  it('Kuschick failing writes nothing', async () => {
    for (const mode of ['error', 'hang', 'malformed'] as const) {
      const before = { processes: await processCount(), cards: await cardCount() };
      api.app.kuschick.failNext(1, mode);
      expect((await kuschickImport('?invoice_id=300222')).statusCode).toBe(502);
      expect({ processes: await processCount(), cards: await cardCount() }).toEqual(before);
    }
    api.app.kuschick.reset();
  });
});

describe('rights', () => {
  it('process-create (and update for an existing copy) and customers-create; agency staff refused', async () => {
    const nr = 500301;
    const readOnly = await tokenWithRights(db(), 'process reader', ['process-read', 'customers-create']);
    const noCards = await tokenWithRights(db(), 'process importer without cards', ['process-create', 'process-update']);
    const agency = await api.app.signIn('agency@demo.local');
    const before = await processCount();
    expect((await ratioImport(`?nr=${nr}`, readOnly)).statusCode).toBe(403);
    expect((await ratioImport(`?nr=${nr}`, noCards)).statusCode).toBe(403);
    expect((await ratioImport(`?nr=${nr}`, agency)).statusCode).toBe(403);
    expect((await kuschickImport('?invoice_id=300301', agency)).statusCode).toBe(403);
    expect(await processCount()).toBe(before);
    const importer = await tokenWithRights(db(), 'process importer', [
      'process-create',
      'process-update',
      'customers-create',
    ]);
    expect((await ratioImport(`?nr=${nr}`, importer)).statusCode).toBe(200);
  });
});
