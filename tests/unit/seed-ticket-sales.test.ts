import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../domain/tickets/order-status.ts';
import { validateBody } from '../../server/crud/body-validation.ts';
import { berlinIso, DAY, localTime } from '../../server/db/seed/berlin-time.ts';
import { SEEDED_ON } from '../../server/db/seed/demo-clock.ts';
import { buildTicketCatalogue } from '../../server/areas/tickets/seed/ticket-catalogue.ts';
import { DEMO_EVENTS } from '../../server/areas/tickets/seed/ticket-events.ts';
import {
  DEMO_ORDER_PAID,
  DEMO_ORDER_PENDING_PAYMENT,
  DEMO_ORDERS,
  INVOICED_STATUSES,
  PAYMENT_STATUS_OF_ORDER,
  TICKET_CODE_LENGTH,
} from '../../server/areas/tickets/seed/ticket-orders.ts';
import { buildTicketSales, type TicketSales } from '../../server/areas/tickets/seed/ticket-sales.ts';
import type { CodeSource, SalesCatalogue } from '../../server/areas/tickets/seed/ticket-sales-rows.ts';
import { salesTables } from '../../server/areas/tickets/seed/ticket-sales-tables.ts';
import { loadRegistry } from '../../server/areas/load-registry.ts';
import { periodOf } from '../../server/areas/tickets/invoice-number.ts';
import { invoiceTotals } from '../../server/areas/tickets/invoice-totals.ts';
import { CODE_ALPHABET } from '../../server/areas/tickets/voucher-codes.ts';

const registry = loadRegistry(fileURLToPath(new URL('../..', import.meta.url)));

/** The demo catalogue as a new database holds it: ids from 1 in the order it is written. */
function demoCatalogue(): SalesCatalogue {
  const { genres, artists, locations } = buildTicketCatalogue();
  return {
    genres: genres.map((genre, index) => ({ id: index + 1, name: genre.name })),
    artists: artists.map((artist, index) => ({ ...artist, id: index + 1 })),
    locations: locations.map((location, index) => ({ ...location, id: index + 1 })),
  };
}

/** Codes counted up rather than drawn, so that two builds can be compared. */
const countedCodes = (): CodeSource => {
  let next = 0;
  return (prefix, length) => `${prefix}${(next++).toString(36).toUpperCase().padStart(length, 'A')}`;
};

const catalogue = demoCatalogue();
const sales = buildTicketSales(catalogue);
const at = <Row>(rows: readonly Row[], position: number) => {
  const row = rows[position - 1];
  if (!row) throw new Error(`no row ${position}`);
  return row;
};
const byOrder = <Row extends { id_tk_order: number | null }>(rows: readonly Row[]) => {
  const grouped = new Map<number, Row[]>();
  for (const row of rows)
    if (row.id_tk_order !== null) grouped.set(row.id_tk_order, [...(grouped.get(row.id_tk_order) ?? []), row]);
  return grouped;
};
const ticketsOf = byOrder(sales.tickets);
const paymentsOf = byOrder(sales.payments);
const invoicesOf = byOrder(sales.invoices);
const orderNumbered = (number: string) => {
  const index = sales.orders.findIndex((order) => order.number === number);
  if (index < 0) throw new Error(`no order ${number}`);
  return { order: sales.orders[index] as TicketSales['orders'][number], position: index + 1 };
};

describe('Berlin wall-clock times', () => {
  it('carry the offset Europe/Berlin has at that moment, across both changes of the clock', () => {
    const berlin = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Berlin',
      dateStyle: 'short',
      timeStyle: 'short',
    });
    for (let time = localTime('2026-03-20', '00:30'); time < localTime('2027-11-10'); time += 7 * 60 * 60_000) {
      const iso = berlinIso(time);
      // The hour that does not exist when the clocks go forward has no reading to compare.
      if (iso.slice(11, 13) === '02' && new Date(time).getUTCMonth() === 2) continue;
      expect(berlin.format(new Date(iso)), iso).toBe(iso.slice(0, 16).replace('T', ' '));
    }
  });
});

describe('the demo ticket sales', () => {
  it('are the same on every run, but for the codes, which the CSPRNG draws', () => {
    const first = buildTicketSales(catalogue, { code: countedCodes() });
    expect(buildTicketSales(catalogue, { code: countedCodes() })).toEqual(first);
    const codes = new Set(sales.tickets.map((ticket) => ticket.code));
    expect(buildTicketSales(catalogue).tickets.filter((ticket) => codes.has(ticket.code))).toEqual([]);
  });

  it('are about 40 events with 2 to 6 dates, 2 to 4 price categories and a price for each pair', () => {
    expect(sales.events).toHaveLength(DEMO_EVENTS);
    const genres = new Set(catalogue.genres.map((genre) => genre.id));
    const artists = new Set(catalogue.artists.map((artist) => artist.id));
    const locations = new Set(catalogue.locations.map((location) => location.id));
    sales.events.forEach((event, index) => {
      const position = index + 1;
      const dates = sales.dates.filter((date) => date.id_tk_event === position);
      const categories = sales.categories.filter((category) => category.id_tk_event === position);
      expect(dates.length, event.title).toBeGreaterThanOrEqual(2);
      expect(dates.length, event.title).toBeLessThanOrEqual(6);
      expect(categories.length, event.title).toBeGreaterThanOrEqual(2);
      expect(categories.length, event.title).toBeLessThanOrEqual(4);
      expect(sales.datePrices.filter((price) => price.id_tk_event === position)).toHaveLength(
        dates.length * categories.length,
      );
      expect(event.genres.every((id) => genres.has(id))).toBe(true);
      expect(event.artists.length).toBeGreaterThan(0);
      expect(event.artists.every((id) => artists.has(id))).toBe(true);
      expect(event.id_tk_location === null || locations.has(event.id_tk_location)).toBe(true);
    });
    for (const price of sales.datePrices) {
      expect(at(sales.dates, price.id_tk_event_date).id_tk_event).toBe(price.id_tk_event);
      expect(at(sales.categories, price.id_tk_price_category).id_tk_event).toBe(price.id_tk_event);
    }
  });

  it('are mostly bookable events, with past, future and hidden dates and every visibility', () => {
    const bookable = sales.events.filter(
      (event, index) =>
        event.status &&
        event.id_tk_location !== null &&
        sales.dates.some((date) => date.id_tk_event === index + 1 && date.status === 'active') &&
        sales.categories.some((category) => category.id_tk_event === index + 1 && category.is_active),
    );
    expect(bookable.length).toBeGreaterThanOrEqual(30);
    expect(bookable.length).toBeLessThan(DEMO_EVENTS);
    expect(new Set(sales.events.map((event) => event.visibility))).toEqual(
      new Set(['private', 'public', 'app', 'website']),
    );
    const now = new Date(`${SEEDED_ON}T00:00:00+01:00`).getTime();
    const starts = sales.dates.map((date) => new Date(date.starts_at).getTime());
    expect(starts.filter((start) => start < now).length).toBeGreaterThan(20);
    expect(starts.filter((start) => start > now).length).toBeGreaterThan(20);
    expect(sales.dates.filter((date) => date.status === 'hidden').length).toBeGreaterThan(3);
  });

  it('are about 300 orders in all fourteen statuses, mostly paid, with 1 to 6 tickets of one date each', () => {
    expect(sales.orders).toHaveLength(DEMO_ORDERS);
    expect(new Set(sales.orders.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));
    expect(sales.orders.filter((order) => order.status === 'paid').length).toBeGreaterThan(DEMO_ORDERS / 2);
    expect(new Set(sales.orders.map((order) => order.number)).size).toBe(DEMO_ORDERS);
    const placed = sales.orders.map((order) => order.created_at);
    expect(placed.map((time) => new Date(time).getTime())).toEqual(
      placed.map((time) => new Date(time).getTime()).sort((a, b) => a - b),
    );
    sales.orders.forEach((order, index) => {
      const tickets = ticketsOf.get(index + 1) ?? [];
      expect(tickets.length, order.number).toBeGreaterThanOrEqual(1);
      expect(tickets.length, order.number).toBeLessThanOrEqual(6);
      expect(new Set(tickets.map((ticket) => ticket.id_tk_event_date)).size).toBe(1);
      for (const ticket of tickets) {
        const date = at(sales.dates, ticket.id_tk_event_date);
        expect(date.status).toBe('active');
        expect(new Date(order.created_at).getTime()).toBeLessThan(new Date(date.starts_at).getTime());
        expect(at(sales.categories, ticket.id_tk_price_category).id_tk_event).toBe(date.id_tk_event);
      }
    });
  });

  it('give every ticket a unique code of 12 characters of the voucher alphabet', () => {
    const codes = sales.tickets.map((ticket) => ticket.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${TICKET_CODE_LENGTH}}$`));
  });

  it('check tickets in only at past dates of orders that were paid, all of a redeemed order', () => {
    const now = new Date(`${SEEDED_ON}T00:00:00+01:00`).getTime();
    const checkedIn = sales.tickets.filter((ticket) => ticket.checked_in_at !== null);
    expect(checkedIn.length).toBeGreaterThan(100);
    for (const ticket of checkedIn) {
      const date = at(sales.dates, ticket.id_tk_event_date);
      expect(new Date(date.starts_at).getTime()).toBeLessThan(now);
      expect(['paid', 'changed', 'redeemed', 'pending_chargeback']).toContain(
        at(sales.orders, ticket.id_tk_order).status,
      );
      expect(new Date(ticket.checked_in_at as string).getTime()).toBeGreaterThanOrEqual(
        new Date(date.entry_starts_at).getTime(),
      );
    }
    sales.orders.forEach((order, index) => {
      if (order.status === 'redeemed')
        expect((ticketsOf.get(index + 1) ?? []).every((ticket) => ticket.checked_in_at !== null)).toBe(true);
    });
  });

  it('give every order one payment that fits its status, at the emulator unless paid on site', () => {
    expect(sales.payments).toHaveLength(DEMO_ORDERS);
    const providerIds = sales.payments.flatMap((payment) => payment.provider_payment_id ?? []);
    expect(new Set(providerIds).size).toBe(providerIds.length);
    expect(providerIds.length).toBeGreaterThan(DEMO_ORDERS * 0.8);
    sales.orders.forEach((order, index) => {
      const payments = paymentsOf.get(index + 1) ?? [];
      expect(payments, order.number).toHaveLength(1);
      const [payment] = payments as [TicketSales['payments'][number]];
      expect(payment.status, order.number).toBe(PAYMENT_STATUS_OF_ORDER[order.status]);
      expect(payment.amount).toBeLessThanOrEqual(order.gross_total);
      expect(payment.method === 'free').toBe(payment.amount === 0);
      if (['cash_on_site', 'card_on_site', 'free'].includes(payment.method)) expect(payment.provider).toBeNull();
      else {
        expect(payment.provider).toBe('emulator');
        expect(payment.provider_payment_id).toMatch(/^pay_demo_\d{5}$/);
      }
    });
  });

  it('invoice every order whose money came in, with its totals, numbered without gaps per configuration', () => {
    expect(sales.configs.filter((config) => config.is_default)).toHaveLength(1);
    sales.orders.forEach((order, index) => {
      const invoices = invoicesOf.get(index + 1) ?? [];
      expect(invoices, order.number).toHaveLength(INVOICED_STATUSES.includes(order.status) ? 1 : 0);
      for (const invoice of invoices) expect(invoice.gross_total).toBe(order.gross_total);
      // An invoiced order's totals are locked (x-locked-when), as the invoice hook marks it.
      expect(order.invoiced, order.number).toBe(invoices.length > 0);
    });
    for (const invoice of sales.invoices) expect(invoice).toMatchObject(invoiceTotals(invoice.lines, invoice.vat_rate));

    sales.configs.forEach((config, index) => {
      const invoices = sales.invoices.filter((invoice) => invoice.id_tk_invoice_config === index + 1);
      expect(invoices.length, config.name).toBeGreaterThan(5);
      const counters = new Map<string, number>();
      for (const invoice of invoices) {
        const period = periodOf(config.counter_reset, invoice.date);
        const counter = (counters.get(period) ?? 0) + 1;
        counters.set(period, counter);
        expect(Number(/(\d+)$/.exec(invoice.number)?.[1])).toBe(counter);
        expect(invoice.number.startsWith(`${config.prefix}-${invoice.date.slice(0, 4)}`)).toBe(true);
      }
      const last = invoices.at(-1) as TicketSales['invoices'][number];
      expect(config.counter_period).toBe(periodOf(config.counter_reset, last.date));
      expect(config.current_number).toBe(counters.get(config.counter_period as string));
    });
    expect(new Set(sales.invoices.map((invoice) => invoice.number)).size).toBe(sales.invoices.length);
  });

  it('are about 120 vouchers, some expired, some used up, and counted as the orders use them', () => {
    expect(sales.vouchers).toHaveLength(120);
    const now = new Date(`${SEEDED_ON}T00:00:00+01:00`).getTime();
    expect(new Set(sales.vouchers.map((voucher) => voucher.type))).toEqual(new Set(['fixed', 'percentage', 'credit']));
    expect(
      sales.vouchers.filter((voucher) => voucher.expires_at && new Date(voucher.expires_at).getTime() < now).length,
    ).toBeGreaterThan(5);
    const usedUp = sales.vouchers.filter(
      (voucher) =>
        (voucher.usage_limit !== null && voucher.usage_count === voucher.usage_limit) || voucher.remaining_value === 0,
    );
    expect(usedUp.length).toBeGreaterThan(0);
    expect(new Set(sales.vouchers.map((voucher) => voucher.code)).size).toBe(sales.vouchers.length);
    for (const voucher of sales.vouchers) expect(voucher.code).toMatch(/^[A-Z0-9-]+$/);

    const users = new Map<number, number[]>();
    sales.orders.forEach((order, index) => {
      for (const voucher of order.vouchers) users.set(voucher, [...(users.get(voucher) ?? []), index + 1]);
    });
    expect(users.size).toBeGreaterThan(10);
    sales.vouchers.forEach((voucher, index) => {
      const orders = users.get(index + 1) ?? [];
      expect(voucher.usage_count, voucher.code).toBe(orders.length);
      if (voucher.usage_limit !== null) expect(voucher.usage_count).toBeLessThanOrEqual(voucher.usage_limit);
      if (voucher.type !== 'credit') return;
      // Credit pays part of the bill: what the orders did not pay themselves came off the voucher.
      const spent = orders.reduce((sum, order) => {
        const payment = (paymentsOf.get(order) ?? [])[0];
        return sum + at(sales.orders, order).gross_total - (payment?.amount ?? 0);
      }, 0);
      expect(voucher.remaining_value).toBeCloseTo(voucher.value - spent, 2);
    });
  });

  it('sell credit: 3 products, about 20 credit orders, 10 of them paid with an encrypted credit voucher', () => {
    expect(sales.creditProducts).toHaveLength(3);
    expect(sales.creditOrders.length).toBeGreaterThanOrEqual(15);
    const encrypted = sales.vouchers.flatMap((voucher, index) => (voucher.is_encrypted ? [index + 1] : []));
    expect(encrypted).toHaveLength(10);
    for (const position of encrypted) {
      const voucher = at(sales.vouchers, position);
      expect(voucher).toMatchObject({ type: 'credit', source: 'credit_purchase' });
      const order = sales.creditOrders.find((candidate) => candidate.id_tk_voucher === position);
      expect(order?.status).toBe('paid');
      const product = at(sales.creditProducts, order?.id_tk_credit_product ?? 0);
      expect(voucher.value).toBe(product.credit_value * (order?.quantity ?? 0));
    }
    for (const order of sales.creditOrders) expect(order.id_tk_voucher !== null).toBe(order.status === 'paid');
    expect(sales.purchasableVouchers).toHaveLength(5);
    expect(new Set(sales.purchasableVouchers.map((voucher) => voucher.vat_rate))).toEqual(new Set([0, 7, 19]));
  });

  it('name a paid order with two tickets for a date to come, and one awaiting its card payment', () => {
    const now = localTime(SEEDED_ON);
    const paid = orderNumbered(DEMO_ORDER_PAID);
    expect(paid.order.status).toBe('paid');
    const tickets = ticketsOf.get(paid.position) ?? [];
    expect(tickets).toHaveLength(2);
    const date = at(sales.dates, (tickets[0] as TicketSales['tickets'][number]).id_tk_event_date);
    expect(new Date(date.starts_at).getTime()).toBeGreaterThan(new Date(berlinIso(now + 7 * DAY)).getTime());
    expect(invoicesOf.get(paid.position)).toHaveLength(1);

    const pending = orderNumbered(DEMO_ORDER_PENDING_PAYMENT);
    expect(pending.order.status).toBe('pending_payment');
    expect(paymentsOf.get(pending.position)?.[0]).toMatchObject({
      status: 'pending',
      method: 'credit_card',
      provider: 'emulator',
    });
  });

  it('are valid against the entity schemas, written with the types of their columns', () => {
    for (const spec of salesTables(sales)) {
      const definition = Object.values(registry.entities).find((candidate) => candidate.table === spec.table);
      if (!definition) throw new Error(`no entity for ${spec.table}`);
      const sqlTypes = { 'double precision': 'double' } as Record<string, string>;
      for (const [name, type] of Object.entries(spec.columns))
        expect(definition.fields[name]?.sqlType, `${spec.table}.${name}`).toBe(sqlTypes[type] ?? type);
      for (const row of spec.rows) {
        const writable = Object.fromEntries(
          Object.entries(row).filter(([name]) => {
            const field = definition.fields[name];
            return field && !field.readOnly && !field.schema['x-internal'];
          }),
        );
        expect(
          () => validateBody(definition, 'create', writable),
          `${spec.table} ${JSON.stringify(row)}`,
        ).not.toThrow();
      }
    }
  });
});
