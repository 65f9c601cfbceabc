import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RatioBulkInvoice } from '../../server/integrations/ratio/ratio-system.ts';
import { agencyRatioCallers, OTHER_RATIO_ID, OWN_RATIO_ID, type AgencyCaller } from './support/agency-ratio-callers.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// The agency's bulk invoices and a booking's invoice from Ratio (issue 20, spec 2 §7), through the Ratio
// emulator over HTTP: each caller reaches their own agency's only, an agency administrator every agency's.

let api: TestApp;
let callers: Awaited<ReturnType<typeof agencyRatioCallers>>;

beforeAll(async () => {
  api = await createTestApp();
  callers = await agencyRatioCallers(api.database.db);
});
afterEach(() => api.ratio.reset());
afterAll(() => api.close());

const get = (who: AgencyCaller, url: string) =>
  api.injectAs(callers.tokens[who], { method: 'GET', url: `/api/ratio/api${url}` });
const invoicesOf = (agentur: number) =>
  [...api.ratio.state().bulkInvoices.values()].filter((each) => each.agentur === agentur);
const processOf = (agentur: number) => {
  const found = [...api.ratio.state().processes.values()].find((each) => each.agentur === agentur);
  if (!found) throw new Error(`no process of agency ${agentur}`);
  return found;
};

async function data<T>(who: AgencyCaller, url: string): Promise<T> {
  const answer = await get(who, url);
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json<{ status: string; data: T }>();
  expect(body.status).toBe('ok');
  return body.data;
}
const numbers = (invoices: RatioBulkInvoice[]) => invoices.map((each) => each.sammelRechnungNr).sort();

function expectPdf(answer: Awaited<ReturnType<typeof get>>, name: string) {
  expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  expect(answer.headers['content-disposition']).toBe(`attachment; filename="${name}.pdf"`);
  expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

describe('bulk invoices by agency', () => {
  it("gives agency staff their own agency's, whichever agency they name", async () => {
    const own = numbers(invoicesOf(OWN_RATIO_ID));
    expect(own.length).toBeGreaterThan(0);
    expect(numbers(await data('staff', `/bulk-invoices/?getByAgency=${callers.agencies.other}`))).toEqual(own);
    expect(numbers(await data('staff', `/bulk-invoices?getByAgency=${callers.agencies.own}`))).toEqual(own);
  });

  it('gives an admin and an agency administrator the agency they name', async () => {
    const other = numbers(invoicesOf(OTHER_RATIO_ID));
    for (const who of ['admin', 'agencyadmin'] as const)
      expect(numbers(await data(who, `/bulk-invoices/?getByAgency=${callers.agencies.other}`)), who).toEqual(other);
  });

  it('answers an empty list to a user without an agency, without asking Ratio', async () => {
    api.ratio.failNext(1, 'error');
    expect(await data('none', `/bulk-invoices/?getByAgency=${callers.agencies.other}`)).toEqual([]);
    expect((await get('staff', `/bulk-invoices/?getByAgency=${callers.agencies.own}`)).statusCode).toBe(502);
  });
});

describe('a bulk invoice by its number, and its PDF', () => {
  it("answers the own agency's, and another agency's only to who reaches every agency", async () => {
    const [own] = invoicesOf(OWN_RATIO_ID);
    const [foreign] = invoicesOf(OTHER_RATIO_ID);
    if (!own || !foreign) throw new Error('no bulk invoices');
    expect(await data('staff', `/bulk-invoices/?getBySammelRechnungNr=${own.sammelRechnungNr}`)).toEqual(own);
    expect((await get('staff', `/bulk-invoices/?getBySammelRechnungNr=${foreign.sammelRechnungNr}`)).statusCode).toBe(
      404,
    );
    expect((await get('none', `/bulk-invoices/?getBySammelRechnungNr=${own.sammelRechnungNr}`)).statusCode).toBe(404);
    for (const who of ['admin', 'agencyadmin'] as const)
      expect(await data(who, `/bulk-invoices/?getBySammelRechnungNr=${foreign.sammelRechnungNr}`), who).toEqual(
        foreign,
      );
    expect((await get('admin', '/bulk-invoices/?getBySammelRechnungNr=SR-0000-0000')).statusCode).toBe(404);
  });

  it('sends the PDF of an own bulk invoice, 404 for another agency’s', async () => {
    const [own] = invoicesOf(OWN_RATIO_ID);
    const [foreign] = invoicesOf(OTHER_RATIO_ID);
    if (!own || !foreign) throw new Error('no bulk invoices');
    expectPdf(await get('staff', `/bulk-invoices/${own.sammelRechnungNr}/pdf`), own.sammelRechnungNr);
    expect((await get('staff', `/bulk-invoices/${foreign.sammelRechnungNr}/pdf`)).statusCode).toBe(404);
    expect((await get('none', `/bulk-invoices/${own.sammelRechnungNr}/pdf`)).statusCode).toBe(404);
    expectPdf(await get('agencyadmin', `/bulk-invoices/${foreign.sammelRechnungNr}/pdf`), foreign.sammelRechnungNr);
  });
});

describe("a booking's invoice from Ratio's template", () => {
  it("sends the invoice of an own agency's process, 404 for another agency's", async () => {
    const own = processOf(OWN_RATIO_ID);
    const foreign = processOf(OTHER_RATIO_ID);
    expectPdf(await get('staff', `/templates/?getInvoice=${own.nr}`), `rechnung-${own.nr}`);
    expectPdf(await get('staff', `/templates?getInvoice=${own.nr}`), `rechnung-${own.nr}`);
    expect((await get('staff', `/templates/?getInvoice=${foreign.nr}`)).statusCode).toBe(404);
    expect((await get('none', `/templates/?getInvoice=${own.nr}`)).statusCode).toBe(404);
    expectPdf(await get('admin', `/templates/?getInvoice=${foreign.nr}`), `rechnung-${foreign.nr}`);
    expect((await get('admin', '/templates/?getInvoice=999999')).statusCode).toBe(404);
  });
});

describe('refusals', () => {
  it.each([
    '/bulk-invoices/',
    `/bulk-invoices/?getByAgency=1&getBySammelRechnungNr=SR-2026-0001`,
    '/bulk-invoices/?getByAgency=x',
    '/bulk-invoices/?getByAgency=1&page=2',
    '/bulk-invoices/SR-2026-0001/pdf?download=1',
    '/bulk-invoices/SR!1/pdf',
    '/templates/',
    '/templates/?getInvoice=0',
    '/templates/?getInvoice=1&format=a4',
  ])('answers 400 to %s', async (url) => {
    expect((await get('staff', url)).statusCode).toBe(400);
  });

  it('refuses a user without agencydata-read', async () => {
    expect((await get('tickets', `/bulk-invoices/?getByAgency=${callers.agencies.own}`)).statusCode).toBe(403);
    expect((await get('tickets', `/templates/?getInvoice=${processOf(OWN_RATIO_ID).nr}`)).statusCode).toBe(403);
  });

  it('answers 502 with error.booking_unavailable when Ratio fails', async () => {
    const [own] = invoicesOf(OWN_RATIO_ID);
    for (const [mode, url] of [
      ['error', `/bulk-invoices/?getByAgency=${callers.agencies.own}`],
      ['malformed', `/bulk-invoices/${own?.sammelRechnungNr}/pdf`],
      ['error', `/templates/?getInvoice=${processOf(OWN_RATIO_ID).nr}`],
    ] as const) {
      api.ratio.failNext(1, mode);
      const answer = await get('staff', url);
      expect(answer.statusCode, url).toBe(502);
      expect(answer.json().errors[0].key).toBe('error.booking_unavailable');
    }
  });
});
