import { describe, expect, it } from 'vitest';
import { superadminApp } from './support/superadminApp.ts';

// Invoice numbering (spec 2 §3, §4; issue 6): numbers from the configuration's template, assigned
// under a lock in the creating transaction, gapless under concurrency, restarting per period.

const api = superadminApp();

const { call } = api;
type Row = Record<string, unknown>;

let configs = 0;
async function createConfig(fields: Row = {}): Promise<Row> {
  configs += 1;
  const response = await call({
    method: 'POST',
    url: '/api/ticket/invoice-config',
    payload: { name: `Circle ${configs}`, prefix: `C${configs}`, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const LINES = [
  { title: 'Konzert Kategorie A', quantity: 2, unit_price: 59.5, vat_rate: 19 },
  { title: 'Vorverkaufsgebühr', quantity: 2, unit_price: 2.14, vat_rate: 7 },
];

const createInvoice = (config: Row, fields: Row = {}) =>
  call({
    method: 'POST',
    url: '/api/ticket/invoice',
    payload: {
      id_tk_invoice_config: config.id_tk_invoice_config,
      recipient: { name: 'Erika Mustermann', city: 'Lüneburg' },
      lines: LINES,
      ...fields,
    },
  });

const readConfig = async (config: Row) =>
  (await call({ method: 'GET', url: `/api/ticket/invoice-config/${config.id_tk_invoice_config}` })).json();

describe('an invoice', () => {
  it('gets the next number of its configuration and totals from its lines', async () => {
    const config = await createConfig({ prefix: 'RE', template_format: '{prefix}-{year}-{counter:5}' });
    const first = await createInvoice(config, { date: '2026-11-21' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      number: 'RE-2026-00001',
      date: '2026-11-21',
      gross_total: 123.28,
      // 119 gross at 19 % holds 19.00 VAT; 4.28 at 7 % holds 0.28.
      vat_total: 19.28,
      net_total: 104,
    });
    const second = (await createInvoice(config, { date: '2026-11-22' })).json();
    expect(second.number).toBe('RE-2026-00002');
    expect(await readConfig(config)).toMatchObject({ current_number: 2 });
  });

  it('refuses a number, totals or a date it would not assign itself, and cannot be changed or deleted', async () => {
    const config = await createConfig();
    const forged = await createInvoice(config, { number: 'X-1' });
    expect(forged.statusCode).toBe(400);
    const invoice = (await createInvoice(config)).json();
    const url = `/api/ticket/invoice/${invoice.id_tk_invoice}`;
    expect((await call({ method: 'PATCH', url, payload: { lines: LINES } })).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url })).json().number).toBe(invoice.number);
  });

  it('continues from a number an administrator set', async () => {
    const config = await createConfig({
      current_number: 41,
      template_format: '{prefix}{counter}',
      counter_reset: 'never',
    });
    const invoice = (await createInvoice(config)).json();
    expect(invoice.number).toBe(`${config.prefix}42`);
  });

  it.each([
    ['yearly', '{prefix}-{year}-{counter:3}', ['2026-12-31', '2026-12-31', '2027-01-01'], ['2026-002', '2027-001']],
    [
      'monthly',
      '{prefix}-{year}{month}-{counter:3}',
      ['2026-11-30', '2026-11-30', '2026-12-01'],
      ['202611-002', '202612-001'],
    ],
  ])('restarts the counter in a new period (%s)', async (reset, template, dates, [last, next]) => {
    const config = await createConfig({ counter_reset: reset, template_format: template });
    const numbers: string[] = [];
    for (const date of dates) numbers.push((await createInvoice(config, { date })).json().number);
    expect(numbers[1]).toBe(`${config.prefix}-${last}`);
    expect(numbers[2]).toBe(`${config.prefix}-${next}`);
  });

  it('is refused for a date before the current period or an inactive configuration, and nothing is counted', async () => {
    const config = await createConfig();
    await createInvoice(config, { date: '2027-03-01' });
    const early = await createInvoice(config, { date: '2026-12-31' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual([{ field: 'date', key: 'tickets.invoice.date_before_period' }]);

    await call({
      method: 'PATCH',
      url: `/api/ticket/invoice-config/${config.id_tk_invoice_config}`,
      payload: { is_active: false, version: 1 },
    });
    const inactive = await createInvoice(config, { date: '2027-03-02' });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().errors).toEqual([{ field: 'id_tk_invoice_config', key: 'tickets.invoice.config_inactive' }]);
    expect(await readConfig(config)).toMatchObject({ current_number: 1 });
  });

  it('numbers 100 invoices created at the same time without gaps or duplicates', async () => {
    const config = await createConfig({ template_format: '{prefix}-{year}-{counter:4}' });
    const answers = await Promise.all(Array.from({ length: 100 }, () => createInvoice(config, { date: '2026-06-15' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(100).fill(201));
    const counters = answers
      .map((answer) => Number(String(answer.json().number).split('-').at(-1)))
      .sort((a, b) => a - b);
    expect(counters).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    expect(await readConfig(config)).toMatchObject({ current_number: 100 });
  });
});

describe('the invoice PDF', () => {
  it('is downloaded by those who may read invoices', async () => {
    const config = await createConfig({ prefix: 'PDF', template_format: '{prefix}-{year}-{counter:3}' });
    const invoice = (await createInvoice(config, { date: '2026-11-21' })).json();
    const url = `/api/ticket/invoice/${invoice.id_tk_invoice}/pdf`;
    const answer = await call({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="PDF-2026-001.pdf"');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await call({ method: 'GET', url: '/api/ticket/invoice/999999/pdf' })).statusCode).toBe(404);
    const driver = await api.app.signIn('driver@demo.local');
    expect((await api.app.injectAs(driver, { method: 'GET', url })).statusCode).toBe(403);
    expect((await api.app.injectAs(undefined, { method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('invoice configurations', () => {
  it('keep exactly one default', async () => {
    const list = async () =>
      (await call({ method: 'GET', url: '/api/ticket/invoice-config?is_default=true' })).json().data as Row[];
    const first = await createConfig();
    const defaults = await list();
    expect(defaults).toHaveLength(1);

    const chosen = await createConfig({ is_default: true });
    expect((await list()).map((row) => row.id_tk_invoice_config)).toEqual([chosen.id_tk_invoice_config]);

    const unset = await call({
      method: 'PATCH',
      url: `/api/ticket/invoice-config/${chosen.id_tk_invoice_config}`,
      payload: { is_default: false, version: 1 },
    });
    expect(unset.statusCode).toBe(422);
    expect(unset.json().errors).toEqual([{ field: 'is_default', key: 'tickets.invoice_config.one_default' }]);

    const deleted = await call({ method: 'DELETE', url: `/api/ticket/invoice-config/${chosen.id_tk_invoice_config}` });
    expect(deleted.statusCode).toBe(422);
    expect((await list()).map((row) => row.id_tk_invoice_config)).toEqual([chosen.id_tk_invoice_config]);

    const moved = await call({
      method: 'PATCH',
      url: `/api/ticket/invoice-config/${first.id_tk_invoice_config}`,
      payload: { is_default: true, version: 1 },
    });
    expect(moved.statusCode).toBe(200);
    expect((await list()).map((row) => row.id_tk_invoice_config)).toEqual([first.id_tk_invoice_config]);
  });

  it.each([
    ['no counter', { template_format: '{prefix}-{year}' }, ['counter']],
    ['a yearly reset without the year', { template_format: '{prefix}-{counter:5}' }, ['year']],
    [
      'a monthly reset without the month',
      { counter_reset: 'monthly', template_format: '{prefix}-{year}-{counter}' },
      ['month'],
    ],
  ])('refuse a number format with %s', async (_case, fields, missing) => {
    const response = await call({
      method: 'POST',
      url: '/api/ticket/invoice-config',
      payload: { name: 'Broken', prefix: 'BR', ...fields },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'template_format', key: 'tickets.invoice_config.template_invalid', params: { missing } },
    ]);
  });
});
