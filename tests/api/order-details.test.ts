import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { insertEventDate, insertOrder, insertRow, insertTicket, insertUserWith } from './support/ticketRows.ts';
import { mintToken } from './support/mintedTokens.ts';

// `GET /ticket/order/{id}/details` (issue 6 item 2): an order with its tickets, payments, invoices and vouchers.

let testApp: TestApp;
let staff: string;
let reader: string;
let scanner: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  staff = await mintToken(testApp.database.db, 'tickets@demo.local');
  const readOnly = await insertUserWith(db, 'order readers', ['ticket-read']);
  reader = await mintToken(testApp.database.db, readOnly.email);
  const scanOnly = await insertUserWith(db, 'order scanners', ['ticket-scan']);
  scanner = await mintToken(testApp.database.db, scanOnly.email);
});
afterAll(() => testApp.close());

const details = (id: number, bearer = staff) =>
  testApp.injectAs(bearer, { method: 'GET', url: `/api/ticket/order/${id}/details` });
const post = async (path: string, payload: Record<string, unknown>) => {
  const answer = await testApp.injectAs(staff, { method: 'POST', url: `/api${path}`, payload });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
};

/** A paid order: two tickets of a later date, one of an earlier, a payment, an invoice, two vouchers (one deleted). */
async function paidOrder() {
  const { db } = testApp.database;
  const later = await insertEventDate(db, {
    title: 'Jazz im Wasserturm',
    startsAt: '2026-10-02T19:30:00+02:00',
    category: 'Parkett',
  });
  const earlier = await insertEventDate(db, {
    title: 'Lesung am Sand',
    startsAt: '2026-09-12T18:00:00+02:00',
    category: 'Freie Platzwahl',
  });
  const kept = await post('/ticket/voucher', { code: `KEEP-${Date.now()}`, type: 'fixed', value: 10 });
  const dropped = await post('/ticket/voucher', { code: `DROP-${Date.now()}`, type: 'percentage', value: 5 });
  const removed = await testApp.injectAs(staff, {
    method: 'DELETE',
    url: `/api/ticket/voucher/${dropped.id_tk_voucher}`,
  });
  expect(removed.statusCode).toBe(200);
  const order = await insertOrder(db, 'paid', {
    firstname: 'Erika',
    lastname: 'Mustermann',
    vouchers: JSON.stringify([kept.id_tk_voucher, dropped.id_tk_voucher]),
  });
  const first = await insertTicket(db, order.id, later);
  const second = await insertTicket(db, order.id, later);
  const third = await insertTicket(db, order.id, earlier);
  const paymentId = await insertRow(db, 'tk_payment', 'id_tk_payment', {
    reference: `REF-${order.number}`,
    id_tk_order: order.id,
    status: 'paid',
    method: 'paypal',
    amount: 79.8,
    provider: 'emulator',
    provider_payment_id: `pay_${order.number}`,
  });
  const config = await post('/ticket/invoice-config', {
    name: `Orders ${order.number}`,
    prefix: `OD${order.id}`,
    template_format: '{prefix}-{year}-{counter:4}',
  });
  const invoice = await post('/ticket/invoice', {
    id_tk_invoice_config: config.id_tk_invoice_config,
    id_tk_order: order.id,
    recipient: { name: 'Erika Mustermann' },
    lines: [{ title: 'Tickets', quantity: 3, unit_price: 26.6, vat_rate: 7 }],
  });
  return { order, tickets: [first, second, third], paymentId, invoice, kept, dropped };
}

describe('the details of an order', () => {
  it('answer the order with its tickets by date, payments, invoices and vouchers', async () => {
    const { order, tickets, paymentId, invoice, kept, dropped } = await paidOrder();
    const other = await insertOrder(testApp.database.db, 'paid');
    await insertTicket(
      testApp.database.db,
      other.id,
      await insertEventDate(testApp.database.db, { title: 'Other', startsAt: '2026-09-01T10:00:00Z', category: 'X' }),
    );

    const answer = await details(order.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.order).toMatchObject({
      id_tk_order: order.id,
      number: order.number,
      status: 'paid',
      firstname: 'Erika',
      // Its invoice marked it invoiced, which moved its version.
      invoiced: true,
      version: 2,
    });
    expect(body.tickets.map((ticket: { code: string }) => ticket.code)).toEqual([
      tickets[2]?.code,
      tickets[0]?.code,
      tickets[1]?.code,
    ]);
    expect(body.tickets[0]).toMatchObject({
      id_tk_ticket: tickets[2]?.id,
      event_title: 'Lesung am Sand',
      price_category_title: 'Freie Platzwahl',
      price: 39.9,
      checked_in_at: null,
      order_number: order.number,
    });
    expect(new Date(body.tickets[0].starts_at).toISOString()).toBe('2026-09-12T16:00:00.000Z');
    expect(body.payments).toEqual([
      expect.objectContaining({ id_tk_payment: paymentId, status: 'paid', method: 'paypal', amount: 79.8 }),
    ]);
    expect(body.invoices).toEqual([
      expect.objectContaining({ id_tk_invoice: invoice.id_tk_invoice, number: invoice.number }),
    ]);
    expect(body.vouchers).toEqual([
      expect.objectContaining({ id_tk_voucher: kept.id_tk_voucher, code: kept.code, deleted_at: null }),
      expect.objectContaining({ id_tk_voucher: dropped.id_tk_voucher, deleted_at: expect.any(String) }),
    ]);
  });

  it('answer an order without anything of its own with empty lists', async () => {
    const order = await insertOrder(testApp.database.db, 'created');
    expect((await details(order.id)).json()).toMatchObject({
      order: { id_tk_order: order.id },
      tickets: [],
      payments: [],
      invoices: [],
      vouchers: [],
    });
  });

  it('show a check-in made at the door', async () => {
    const { order, tickets } = await paidOrder();
    const scanned = await testApp.injectAs(staff, {
      method: 'POST',
      url: '/api/ticket/scan',
      // The order's dates are not today: the door lets the ticket in on purpose.
      payload: { code: tickets[0]?.code, force: true },
    });
    expect(scanned.json().result).toBe('checked_in');
    const ticket = (await details(order.id))
      .json()
      .tickets.find((row: { code: string }) => row.code === tickets[0]?.code);
    expect(ticket.checked_in_at).toBe(scanned.json().ticket.checked_in_at);
  });
});

describe('the details call', () => {
  it('needs the right to read orders', async () => {
    const order = await insertOrder(testApp.database.db, 'paid');
    expect((await details(order.id, reader)).statusCode).toBe(200);
    expect((await details(order.id, scanner)).statusCode).toBe(403);
    expect((await details(order.id, await mintToken(testApp.database.db, 'driver@demo.local'))).statusCode).toBe(403);
    const anonymous = await testApp.injectAs(undefined, {
      method: 'GET',
      url: `/api/ticket/order/${order.id}/details`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await details(2_000_000_000)).statusCode).toBe(404);
  });
});
