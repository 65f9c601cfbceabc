import { inflateSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyOfRatio, agencyUser } from './support/agency-users.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// The commission statement: the agency's bookers' firm bookings whose journey starts in the period,
// at the agency's rate; counted in SQL over processes made here, in a year the demo data leaves alone.

let api: TestApp;
let agencyOne: number;
let agencyTwo: number;
const tokens = { staff: '', admin: '', none: '', noRights: '' };
const ids: Record<string, number> = {};
const THIS_YEAR = new Date().getUTCFullYear();

beforeAll(async () => {
  api = await createTestApp();
  const { db } = api.database;
  agencyOne = await agencyOfRatio(db, 1, 'Reisebüro Sonnenschein', 12.5);
  agencyTwo = await agencyOfRatio(db, 2, 'Reisewelt Alpenblick', 8);
  tokens.staff = (await agencyUser(db, 'commission staff', ['agencydata-read'], agencyOne)).token;
  tokens.admin = (await agencyUser(db, 'commission admin', ['agencydata-read', 'agencyadmin-read'], null)).token;
  tokens.none = (await agencyUser(db, 'commission without agency', ['agencydata-read'], null)).token;
  tokens.noRights = (await agencyUser(db, 'commission no rights', ['process-read'], agencyOne)).token;
  const [own, foreign] = await db
    .insertInto('vc_card')
    .values([
      { name: 'Erika Provision', agencyId: agencyOne },
      { name: 'Hans Fremd', agencyId: agencyTwo },
    ])
    .returning('id_vc_card')
    .execute();
  const rows = [
    { key: 'firm', number: 'PROV-1', booker: own, status: '4', journey_start: '2031-03-10', price: 1234.56 },
    { key: 'firm2', number: 'PROV-2', booker: own, status: '4', journey_start: '2031-05-01', price: 999.99 },
    { key: 'cancelled', number: 'PROV-3', booker: own, status: '5', journey_start: '2031-04-01', price: 500 },
    { key: 'option', number: 'PROV-4', booker: own, status: '2', journey_start: '2031-04-02', price: 700 },
    { key: 'later', number: 'PROV-5', booker: own, status: '4', journey_start: '2032-01-01', price: 300 },
    { key: 'foreign', number: 'PROV-6', booker: foreign, status: '4', journey_start: '2031-03-11', price: 800 },
    { key: 'thisYear', number: 'PROV-7', booker: own, status: '4', journey_start: `${THIS_YEAR}-06-15`, price: 100 },
  ] as const;
  for (const row of rows) {
    const inserted = await db
      .insertInto('pc_process')
      .values({
        number: row.number,
        title: `Reise ${row.number}`,
        status: row.status,
        journey_start: row.journey_start,
        journey_end: row.journey_start,
        price: row.price,
        invoice_id: `RE-${row.number}`,
        vc_card_booker: row.booker?.id_vc_card ?? null,
      })
      .returning('id_pc_process')
      .executeTakeFirstOrThrow();
    ids[row.key] = inserted.id_pc_process;
  }
});
afterAll(() => api.close());

const get = (token: string, url: string, options: Partial<InjectOptions> = {}) =>
  api.injectAs(token, { method: 'GET', url, ...options });
/** The text runs of a PDF: its page streams inflated, pdfkit's hex strings decoded (WinAnsi: 0x80 is €). */
function pdfTexts(pdf: Buffer): string[] {
  const content = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
    .map(([, body]) => {
      try {
        return inflateSync(Buffer.from(body ?? '', 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('\n');
  return [...content.matchAll(/\[(.*?)\] TJ/g)].map(([, run]) =>
    [...(run ?? '').matchAll(/<([0-9a-f]*)>/g)]
      .map(([, hex]) => Buffer.from(hex ?? '', 'hex').toString('latin1'))
      .join('')
      .replaceAll('\u0080', '€')
      .replaceAll('\u00a0', ' '),
  );
}

const PERIOD = 'from=2031-01-01&till=2031-12-31';

describe('GET /agency-commission', () => {
  it("counts the agency's firm bookings in the period, each at its rate rounded to cents, and the totals", async () => {
    const answer = await get(tokens.staff, `/api/agency-commission?${PERIOD}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      agency: { id_agency: agencyOne, name: expect.any(String), commission_rate: 12.5 },
      from: '2031-01-01',
      till: '2031-12-31',
      rows: [
        {
          id_pc_process: ids.firm,
          number: 'PROV-1',
          invoice_id: 'RE-PROV-1',
          booker: 'Erika Provision',
          title: 'Reise PROV-1',
          journey_start: '2031-03-10',
          price: 1234.56,
          commission: 154.32,
        },
        {
          id_pc_process: ids.firm2,
          number: 'PROV-2',
          invoice_id: 'RE-PROV-2',
          booker: 'Erika Provision',
          title: 'Reise PROV-2',
          journey_start: '2031-05-01',
          price: 999.99,
          commission: 125,
        },
      ],
      totals: { bookings: 2, price: 2234.55, commission: 279.32 },
    });
  });

  it('takes the current calendar year by default', async () => {
    const { data } = (await get(tokens.staff, '/api/agency-commission')).json();
    expect([data.from, data.till]).toEqual([`${THIS_YEAR}-01-01`, `${THIS_YEAR}-12-31`]);
    expect(data.rows.map((row: { id_pc_process: number }) => row.id_pc_process)).toContain(ids.thisYear);
    expect(data.rows.every((row: { journey_start: string }) => row.journey_start.startsWith(String(THIS_YEAR)))).toBe(
      true,
    );
  });

  it('refuses a day that is none, a reversed period and unknown keys with 400', async () => {
    for (const query of [
      'from=2031-13-40',
      'till=2031-02-30',
      'from=2031-12-31&till=2031-01-01',
      'from=31.01.2031',
      'x=1',
    ])
      expect((await get(tokens.staff, `/api/agency-commission?${query}`)).statusCode, query).toBe(400);
  });

  it('overrules the agency staff name; an agencyadmin gets the one named; without agency nothing', async () => {
    const overruled = (await get(tokens.staff, `/api/agency-commission?${PERIOD}&agency=${agencyTwo}`)).json().data;
    expect(overruled.agency.id_agency).toBe(agencyOne);
    expect(overruled.rows.map((row: { number: string }) => row.number)).toEqual(['PROV-1', 'PROV-2']);

    const named = (await get(tokens.admin, `/api/agency-commission?${PERIOD}&agency=${agencyTwo}`)).json().data;
    expect(named.agency).toEqual({ id_agency: agencyTwo, name: expect.any(String), commission_rate: 8 });
    expect(named.rows.map((row: { number: string }) => row.number)).toEqual(['PROV-6']);
    expect(named.totals).toEqual({ bookings: 1, price: 800, commission: 64 });

    for (const token of [tokens.none, tokens.admin]) {
      const nothing = (await get(token, `/api/agency-commission?${PERIOD}`)).json().data;
      expect(nothing).toMatchObject({ agency: null, rows: [], totals: { bookings: 0, price: 0, commission: 0 } });
    }
    expect((await get(tokens.noRights, `/api/agency-commission?${PERIOD}`)).statusCode).toBe(403);
  });
});

describe('GET /agency-commission/pdf', () => {
  it('answers the statement as a German PDF with its total', async () => {
    const answer = await get(tokens.staff, `/api/agency-commission/pdf?${PERIOD}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="provision-2031-01-01-2031-12-31.pdf"');
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const texts = pdfTexts(answer.rawPayload);
    for (const expected of ['Provisionsabrechnung', 'PROV-1', '10.03.2031', '1.234,56 €', '154,32 €', '279,32 €'])
      expect(texts, expected).toContain(expected);
    expect(texts.join(' ')).toContain('01.01.2031 bis 31.12.2031');
    expect((await get(tokens.staff, '/api/agency-commission/pdf?till=2031-02-30')).statusCode).toBe(400);
  });
});
