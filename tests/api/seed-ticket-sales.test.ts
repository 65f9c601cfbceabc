import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../domain/tickets/order-status.ts';
import { dynamic } from '../../server/crud/crud-context.ts';
import { seedTicketCatalogue } from '../../server/areas/tickets/seed/ticket-catalogue.ts';
import { DEMO_EVENTS } from '../../server/areas/tickets/seed/ticket-events.ts';
import {
  DEMO_ORDER_PAID,
  DEMO_ORDER_PENDING_PAYMENT,
  DEMO_ORDERS,
  PAYMENT_STATUS_OF_ORDER,
} from '../../server/areas/tickets/seed/ticket-orders.ts';
import { seedTicketSales, type TicketSalesAdded } from '../../server/areas/tickets/seed/ticket-sales-insert.ts';
import {
  formatInvoiceNumber,
  nextCounter,
  periodOf,
  type CounterReset,
} from '../../server/areas/tickets/invoice-number.ts';
import { mirrorPaymentsInEmulator } from '../../server/areas/tickets/payment-emulator-seed.ts';
import { CODE_ALPHABET } from '../../server/areas/tickets/voucher-codes.ts';
import { createTestApp, repositoryRegistry, type TestApp } from './support/testApp.ts';
import { mintToken } from './support/mintedTokens.ts';

// The demo ticket sales (issue 6: realistic seed data) as the demo seed writes them into a new
// database, read back through SQL and the API.

let testApp: TestApp;
let staff: string;
let added: TicketSalesAdded;
let again: TicketSalesAdded;

beforeAll(async () => {
  testApp = await createTestApp();
  await seedTicketCatalogue(testApp.database.db);
  added = await seedTicketSales(testApp.database.db);
  again = await seedTicketSales(testApp.database.db);
  staff = await mintToken(testApp.database.db, 'tickets@demo.local');
});
afterAll(() => testApp?.close());

const rows = async <Row>(query: ReturnType<typeof sql<Row>>) => (await query.execute(testApp.database.db)).rows;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  testApp.injectAs(staff, { method, url: `/api${url}`, payload });

interface Config {
  id_tk_invoice_config: number;
  prefix: string;
  template_format: string;
  counter_reset: CounterReset;
  current_number: number;
  counter_period: string | null;
  last_invoice_date: string | null;
  has_invoices: boolean;
  is_default: boolean;
}

describe('the demo ticket sales in the database', () => {
  it('are written once, in every ticket table, and not again', async () => {
    expect(added).toMatchObject({
      tk_event: DEMO_EVENTS,
      tk_order: DEMO_ORDERS,
      tk_payment: DEMO_ORDERS,
      tk_voucher: 120,
    });
    expect(added.tk_ticket).toBeGreaterThan(DEMO_ORDERS);
    expect(added.tk_invoice).toBeGreaterThan(DEMO_ORDERS / 2);
    expect(again).toEqual({});
    for (const [table, count] of Object.entries(added)) {
      const [row] = await rows(sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)}`);
      expect(row?.count, table).toBe(count);
    }
    const orders = await call('GET', '/ticket/order?$limit=1');
    expect(orders.json().total).toBe(DEMO_ORDERS);
  });

  it('refer to genres and artists of the catalogue', async () => {
    for (const [list, table, id] of [
      ['genres', 'tk_genre', 'id_tk_genre'],
      ['artists', 'tk_artist', 'id_tk_artist'],
    ] as const) {
      const [refs] = await rows(sql<{ count: number; dangling: number }>`
        select count(*)::int as count,
          count(*) filter (where not exists (select 1 from ${sql.table(table)} where ${sql.ref(id)} = ref::int))::int as dangling
        from tk_event, jsonb_array_elements_text(${sql.ref(list)}) as ref`);
      expect(refs?.count, list).toBeGreaterThan(30);
      expect(refs?.dangling, list).toBe(0);
    }
  });

  it('have orders in all fourteen statuses, each with a payment that fits it', async () => {
    const statuses = await rows(sql<{ status: string }>`select distinct status from tk_order`);
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(ORDER_STATUSES));
    const pairs = await rows(sql<{ order: string; payment: string; count: number }>`
      select o.status as order, p.status as payment, count(*)::int as count
      from tk_order o join tk_payment p on p.id_tk_order = o.id_tk_order group by 1, 2`);
    for (const pair of pairs) expect(pair.payment, pair.order).toBe(PAYMENT_STATUS_OF_ORDER[pair.order as never]);
    expect(pairs.reduce((sum, pair) => sum + pair.count, 0)).toBe(DEMO_ORDERS);
  });

  it('give every ticket a unique code of 12 characters of the voucher alphabet', async () => {
    const [codes] = await rows(sql<{ total: number; distinct: number; wrong: number }>`
      select count(*)::int as total, count(distinct code)::int as distinct,
        count(*) filter (where code !~ ${`^[${CODE_ALPHABET}]{12}$`})::int as wrong from tk_ticket`);
    expect(codes?.distinct).toBe(codes?.total);
    expect(codes?.wrong).toBe(0);
  });

  it('number invoices without gaps, and the next invoice through the API continues each sequence', async () => {
    const listed = (await call('GET', '/ticket/invoice-config/all')).json() as Config[];
    expect(listed).toHaveLength(2);
    expect(listed.filter((config) => config.is_default)).toHaveLength(1);
    // The period the counter is in is internal: the API does not show it.
    const configs = await rows(sql<Config>`select * from tk_invoice_config order by id_tk_invoice_config`);
    for (const config of configs) {
      const invoices = await rows(sql<{ number: string; date: string }>`
        select number, date from tk_invoice where id_tk_invoice_config = ${config.id_tk_invoice_config}
        order by id_tk_invoice`);
      const counters = new Map<string, number>();
      for (const invoice of invoices) {
        const period = periodOf(config.counter_reset, invoice.date);
        counters.set(period, (counters.get(period) ?? 0) + 1);
        expect(invoice.number).toBe(
          formatInvoiceNumber(config.template_format, {
            prefix: config.prefix,
            date: invoice.date,
            counter: counters.get(period) as number,
          }),
        );
      }
      const last = invoices.at(-1) as { date: string };
      expect(config.counter_period).toBe(periodOf(config.counter_reset, last.date));
      expect(config.current_number).toBe(counters.get(config.counter_period as string));
      expect(config).toMatchObject({ last_invoice_date: last.date, has_invoices: true });

      // Dated today: it continues the sequence in the period of the last demo invoice, or starts the next.
      const next = await call('POST', '/ticket/invoice', {
        id_tk_invoice_config: config.id_tk_invoice_config,
        recipient: { name: 'Erika Mustermann', city: 'Lüneburg' },
        lines: [{ title: 'Konzert Kategorie 1', quantity: 1, unit_price: 49.9 }],
      });
      expect(next.statusCode, next.body).toBe(201);
      const { date } = next.json() as { date: string };
      expect(next.json().number).toBe(
        formatInvoiceNumber(config.template_format, {
          prefix: config.prefix,
          date,
          counter: nextCounter(config, periodOf(config.counter_reset, date)),
        }),
      );
    }
  });

  it('give the example orders: paid with two tickets, and one whose card payment the emulator can settle', async () => {
    const order = async (number: string) =>
      (await call('GET', `/ticket/order?number=${number}`)).json().data[0] as Record<string, unknown>;
    const paid = await order(DEMO_ORDER_PAID);
    expect(paid).toMatchObject({ status: 'paid' });
    const tickets = await rows(
      sql<{ code: string }>`select code from tk_ticket where id_tk_order = ${paid.id_tk_order as number}`,
    );
    expect(tickets).toHaveLength(2);

    const payments = repositoryRegistry.resource('tickets/payments')?.entity;
    if (!payments) throw new Error('no payment resource');
    const mirrored = await mirrorPaymentsInEmulator(testApp.database.db, payments, testApp.payments);
    const [atProvider] = await rows(sql<{ count: number }>`
      select count(*)::int as count from tk_payment where provider_payment_id is not null`);
    expect(mirrored).toBe(atProvider?.count);

    const pending = await order(DEMO_ORDER_PENDING_PAYMENT);
    expect(pending).toMatchObject({ status: 'pending_payment' });
    const payment = (await dynamic(testApp.database.db)
      .selectFrom('tk_payment')
      .select(['id_tk_payment', 'provider_payment_id'])
      .where('id_tk_order', '=', pending.id_tk_order as number)
      .executeTakeFirstOrThrow()) as { id_tk_payment: number; provider_payment_id: string };
    const check = () => call('PUT', `/ticket/payment/status/${payment.id_tk_payment}`, { action: 'check' });
    expect((await check()).json()).toMatchObject({ success: true, payment: { status: 'pending' } });
    testApp.payments.setStatus(payment.provider_payment_id, 'paid');
    expect((await check()).json()).toMatchObject({ success: true, payment: { status: 'paid' } });
    expect(await order(DEMO_ORDER_PENDING_PAYMENT)).toMatchObject({ status: 'paid' });
  });
});
