import { describe, expect, it } from 'vitest';
import { dynamic } from '../../server/crud/crud-context.ts';
import type { OpenApiDocument, ResponseObject } from '../../server/openapi/types.ts';
import { businessToday } from '../../server/areas/tickets/invoice-date.ts';
import { documentSchemaValidator } from '../unit/support/openapiValidators.ts';
import { superadminApp } from './support/superadminApp.ts';
import { mintToken } from './support/mintedTokens.ts';

// Invoice numbering (spec 2 §3, §4; issue 6; the security issue's item 3): numbers from the
// configuration's template, assigned under a lock in the creating transaction, gapless under
// concurrency, restarting per period; an invoice dated the day it is issued (back within the open
// period, never before the last invoice, never ahead); a counter that only invoices and a
// superadmin's forward repair move once the configuration has issued an invoice.

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

const createInvoice = (config: Row, fields: Row = {}, token?: string) =>
  call(
    {
      method: 'POST',
      url: '/api/ticket/invoice',
      payload: {
        id_tk_invoice_config: config.id_tk_invoice_config,
        recipient: { name: 'Erika Mustermann', city: 'Lüneburg' },
        lines: LINES,
        ...fields,
      },
    },
    token,
  );

/** What a PUT of a configuration sends: its writable fields as they are, and its version. */
const WRITABLE = ['name', 'prefix', 'current_number', 'is_default', 'template_format', 'counter_reset', 'is_active'];
const putBody = (config: Row, changes: Row = {}) => ({
  ...Object.fromEntries(WRITABLE.map((name) => [name, config[name]])),
  version: config.version,
  ...changes,
});

const configUrl = (config: Row) => `/api/ticket/invoice-config/${config.id_tk_invoice_config}`;
const readConfig = async (config: Row): Promise<Row> => (await call({ method: 'GET', url: configUrl(config) })).json();

/** A date `days` days from another (`YYYY-MM-DD`). */
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const thisYear = () => businessToday().slice(0, 4);
const thisMonth = () => businessToday().slice(0, 7);
const lastYear = () => String(Number(thisYear()) - 1);
const lastMonth = () => shift(`${thisMonth()}-01`, -1).slice(0, 7);

/** The configuration as if it had issued invoices up to `current_number` in an earlier or the same period. */
const counted = (config: Row, current_number: number, counter_period: string) =>
  dynamic(api.app.database.db)
    .updateTable('tk_invoice_config')
    .set({ current_number, counter_period, has_invoices: true })
    .where('id_tk_invoice_config', '=', config.id_tk_invoice_config)
    .execute();

describe('an invoice', () => {
  it('is dated today and gets the next number of its configuration and totals from its lines', async () => {
    const config = await createConfig({ prefix: 'RN', template_format: '{prefix}-{year}-{counter:5}' });
    const today = businessToday();
    const first = await createInvoice(config);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      number: `RN-${today.slice(0, 4)}-00001`,
      date: today,
      gross_total: 123.28,
      // 119 gross at 19 % holds 19.00 VAT; 4.28 at 7 % holds 0.28.
      vat_total: 19.28,
      net_total: 104,
    });
    const second = (await createInvoice(config, { date: today })).json();
    expect(second.number).toBe(`RN-${today.slice(0, 4)}-00002`);
    expect(await readConfig(config)).toMatchObject({ current_number: 2, has_invoices: true });
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
    ['yearly', 'a new year', lastYear, (year: string) => `${year}-001`],
    ['yearly', 'the same year', thisYear, (year: string) => `${year}-008`],
    ['monthly', 'a new month', lastMonth, (year: string, month: string) => `${year}${month}-001`],
    ['monthly', 'the same month', thisMonth, (year: string, month: string) => `${year}${month}-008`],
    ['never', 'any year', () => '', () => '008'],
  ])('counts on or starts again by its reset (%s, %s)', async (reset, _case, period, expected) => {
    const template = {
      yearly: '{prefix}-{year}-{counter:3}',
      monthly: '{prefix}-{year}{month}-{counter:3}',
      never: '{prefix}-{counter:3}',
    }[reset];
    const config = await createConfig({ counter_reset: reset, template_format: template });
    await counted(config, 7, period());
    const invoice = (await createInvoice(config)).json();
    const [year, month] = invoice.date.split('-');
    expect(invoice.number).toBe(`${config.prefix}-${expected(year, month)}`);
  });

  it('numbers 100 invoices created at the same time without gaps or duplicates', async () => {
    const config = await createConfig({ template_format: '{prefix}-{year}-{counter:4}' });
    const answers = await Promise.all(Array.from({ length: 100 }, () => createInvoice(config)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(100).fill(201));
    const counters = answers
      .map((answer) => Number(String(answer.json().number).split('-').at(-1)))
      .sort((a, b) => a - b);
    expect(counters).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    expect(await readConfig(config)).toMatchObject({ current_number: 100 });
  });

  it('is refused for an inactive configuration, and nothing is counted', async () => {
    const config = await createConfig();
    await createInvoice(config);
    const { version } = await readConfig(config);
    await call({ method: 'PATCH', url: configUrl(config), payload: { is_active: false, version } });
    const inactive = await createInvoice(config);
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().errors).toEqual([{ field: 'id_tk_invoice_config', key: 'tickets.invoice.config_inactive' }]);
    expect(await readConfig(config)).toMatchObject({ current_number: 1 });
  });
});

describe("an invoice's date", () => {
  it.each([
    ['tomorrow', () => shift(businessToday(), 1)],
    ['in 2099', () => '2099-12-31'],
  ])('cannot lie ahead (%s): nothing is counted and the next invoice is numbered on', async (_case, date) => {
    const config = await createConfig({ template_format: '{prefix}-{year}-{counter:3}' });
    const ahead = await createInvoice(config, { date: date() });
    expect(ahead.statusCode, ahead.body).toBe(422);
    expect(ahead.json().errors).toEqual([
      { field: 'date', key: 'tickets.invoice.date_in_future', params: { latest: businessToday() } },
    ]);
    expect(await readConfig(config)).toMatchObject({ current_number: 0, has_invoices: false });

    const next = await createInvoice(config);
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().number).toBe(`${config.prefix}-${thisYear()}-001`);
  });

  it('may lie back within the open period, and later invoices follow it', async () => {
    const config = await createConfig({ template_format: '{prefix}-{year}-{counter:3}' });
    const newYear = `${thisYear()}-01-01`;
    const back = await createInvoice(config, { date: newYear });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json()).toMatchObject({ date: newYear, number: `${config.prefix}-${thisYear()}-001` });
    const now = await createInvoice(config);
    expect(now.json()).toMatchObject({ date: businessToday(), number: `${config.prefix}-${thisYear()}-002` });
  });

  it.each([
    ['yearly', () => `${thisYear()}-01-01`],
    ['never', () => `${thisYear()}-01-01`],
    ['monthly', () => `${thisMonth()}-01`],
  ])('cannot lie before the open period (%s)', async (reset, earliest) => {
    const template = reset === 'monthly' ? '{prefix}-{year}{month}-{counter}' : '{prefix}-{year}-{counter}';
    const config = await createConfig({ counter_reset: reset, template_format: template });
    const early = await createInvoice(config, { date: shift(earliest(), -1) });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual([
      { field: 'date', key: 'tickets.invoice.date_before_period', params: { earliest: earliest() } },
    ]);
    expect(await readConfig(config)).toMatchObject({ current_number: 0 });
  });

  it("cannot lie before the configuration's last invoice", async () => {
    const config = await createConfig();
    const today = (await createInvoice(config)).json().date as string;
    const earlier = await createInvoice(config, { date: shift(today, -1) });
    expect(earlier.statusCode).toBe(422);
    expect(earlier.json().errors).toEqual([
      { field: 'date', key: 'tickets.invoice.date_before_last', params: { earliest: today } },
    ]);
    expect(await readConfig(config)).toMatchObject({ current_number: 1 });
  });
});

describe("an invoice configuration's counter", () => {
  it('may be set and changed until the configuration issues an invoice', async () => {
    const config = await createConfig({
      current_number: 10,
      template_format: '{prefix}-{counter}',
      counter_reset: 'never',
    });
    const patched = await call({
      method: 'PATCH',
      url: configUrl(config),
      payload: { current_number: 20, version: config.version },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const put = await call({
      method: 'PUT',
      url: configUrl(config),
      payload: putBody(patched.json(), { current_number: 30 }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await createInvoice(config)).json().number).toBe(`${config.prefix}-31`);
  });

  it('is locked, with its reset, once the configuration has issued an invoice (PATCH and PUT)', async () => {
    const config = await createConfig({ current_number: 10, template_format: '{prefix}-{year}{month}-{counter}' });
    await createInvoice(config);
    const issued = await readConfig(config);
    expect(issued).toMatchObject({ current_number: 11, has_invoices: true });
    const { version } = issued as { version: number };
    const locked = (field: string) => [{ field, key: 'tickets.invoice_config.counter_locked' }];
    const refusals: [string, Row, string][] = [
      ['PATCH', { current_number: 5, version }, 'current_number'],
      ['PATCH', { current_number: 99, version }, 'current_number'],
      ['PATCH', { counter_reset: 'monthly', version }, 'counter_reset'],
      ['PUT', putBody(issued, { current_number: 0 }), 'current_number'],
      ['PUT', putBody(issued, { current_number: undefined }), 'current_number'],
      ['PUT', putBody(issued, { counter_reset: 'never' }), 'counter_reset'],
    ];
    for (const [method, payload, field] of refusals) {
      const answer = await call({ method: method as 'PATCH' | 'PUT', url: configUrl(config), payload });
      expect(answer.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(422);
      expect(answer.json().errors).toEqual(locked(field));
    }
    expect(await readConfig(config)).toMatchObject({ current_number: 11, counter_reset: 'yearly', version });

    // The rest of the configuration stays editable, the counter sent as it is.
    const renamed = await call({ method: 'PATCH', url: configUrl(config), payload: { name: 'Renamed', version } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const put = await call({
      method: 'PUT',
      url: configUrl(config),
      payload: putBody(issued, { name: 'Put', version: version + 1 }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await createInvoice(config)).json().number).toMatch(new RegExp(`^${config.prefix}-\\d{6}-12$`));
  });

  it('cannot be counted by a second configuration with the same prefix (a copy)', async () => {
    const config = await createConfig({ current_number: 7 });
    const copy = await call({
      method: 'POST',
      url: '/api/ticket/invoice-config',
      payload: { ...putBody(config, { name: 'Copy', is_default: false }), version: undefined },
    });
    expect(copy.statusCode).toBe(409);
    expect(copy.json().errors).toEqual([expect.objectContaining({ field: 'prefix', key: 'error.unique' })]);
  });

  it('moves the version with each invoice, so that a form loaded before it must load again', async () => {
    const config = await createConfig();
    await createInvoice(config);
    const stale = await call({
      method: 'PATCH',
      url: configUrl(config),
      payload: { current_number: 0, version: config.version },
    });
    expect(stale.statusCode).toBe(409);
  });
});

describe("a superadmin's counter repair", () => {
  const repair = (config: Row, current_number: number, token?: string) =>
    call({ method: 'POST', url: `${configUrl(config)}/counter`, payload: { current_number } }, token);

  it('moves the counter forward only, with a history row, and the next invoice continues from it', async () => {
    const config = await createConfig({ template_format: '{prefix}-{counter}', counter_reset: 'never' });
    await createInvoice(config);
    await createInvoice(config);
    for (const backwards of [2, 1]) {
      const answer = await repair(config, backwards);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors).toEqual([
        { field: 'current_number', key: 'tickets.invoice_config.counter_not_forward', params: { current: 2 } },
      ]);
    }

    const repaired = await repair(config, 40);
    expect(repaired.statusCode, repaired.body).toBe(200);
    expect(repaired.json()).toMatchObject({ current_number: 40, has_invoices: true });
    const history = await call({
      method: 'GET',
      url: `/api/audit?resource=tickets/invoice-configs&id=${config.id_tk_invoice_config}`,
    });
    const superadmin = (await call({ method: 'GET', url: '/api/userdata' })).json();
    expect(history.json()[0]).toMatchObject({
      action: 'update',
      id_users: superadmin.id_users,
      before: { current_number: 2 },
      after: { current_number: 40 },
    });
    expect((await createInvoice(config)).json().number).toBe(`${config.prefix}-41`);
  });

  it('answers as the OpenAPI document says', async () => {
    const document: OpenApiDocument = (await call({ method: 'GET', url: '/api/openapi.json' })).json();
    const validator = documentSchemaValidator(document);
    const config = await createConfig();
    const answers = [await repair(config, 5), await repair(config, 5)];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 422]);
    for (const answer of answers) {
      const described = document.paths['/ticket/invoice-config/{id}/counter']?.post?.responses[answer.statusCode];
      const schema = (described as ResponseObject | undefined)?.content?.['application/json']?.schema;
      expect(schema, `${answer.statusCode}`).toBeDefined();
      const validate = validator(schema ?? {});
      expect(validate(answer.json()), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('is for superadmins only, and for configurations that exist', async () => {
    const config = await createConfig();
    await createInvoice(config);
    for (const email of ['tickets@demo.local', 'admin@demo.local']) {
      const answer = await repair(config, 50, await mintToken(api.app.database.db, email));
      expect(answer.statusCode, email).toBe(403);
    }
    const anonymous = { method: 'POST', url: `${configUrl(config)}/counter`, payload: { current_number: 50 } } as const;
    expect((await api.app.injectAs(undefined, anonymous)).statusCode).toBe(401);
    expect(await readConfig(config)).toMatchObject({ current_number: 1 });
    expect((await repair({ id_tk_invoice_config: 999999 }, 50)).statusCode).toBe(404);
    expect((await repair(config, 0)).statusCode).toBe(400);
  });
});

describe('the invoice PDF', () => {
  it('is downloaded by those who may read invoices', async () => {
    const config = await createConfig({ prefix: 'PDF', template_format: '{prefix}-{year}-{counter:3}' });
    const invoice = (await createInvoice(config)).json();
    const url = `/api/ticket/invoice/${invoice.id_tk_invoice}/pdf`;
    const answer = await call({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="PDF-${thisYear()}-001.pdf"`);
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await call({ method: 'GET', url: '/api/ticket/invoice/999999/pdf' })).statusCode).toBe(404);
    const driver = await mintToken(api.app.database.db, 'driver@demo.local');
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
