import { describe, expect, it } from 'vitest';
import { dynamic } from '../../server/crud/crud-context.ts';
import { superadminApp } from './support/superadminApp.ts';

// The ticket rules of spec 2 §4, §5 and §8 on the generic calls: duplicates refused, dates and
// price categories of the same event, date-times to the minute, sold dates kept.

const api = superadminApp();

type Row = Record<string, unknown>;
const { call } = api;
async function create(path: string, payload: Row): Promise<Row> {
  const answer = await call({ method: 'POST', url: `/api/ticket/${path}`, payload });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

let events = 0;
async function event() {
  events += 1;
  return create('event', { title: `Rules ${events}`, slug: `rules-${events}` });
}

describe('event dates', () => {
  it('keep their times to the minute and refuse a second date at the same minute', async () => {
    const { id_tk_event } = await event();
    const date = await create('event-date', {
      id_tk_event,
      starts_at: '2026-12-24T20:00:42.123+01:00',
      ends_at: '2026-12-24T22:30:59+01:00',
    });
    expect(date.starts_at).toBe('2026-12-24T19:00:00.000Z');
    expect(date.ends_at).toBe('2026-12-24T21:30:00.000Z');

    const twice = await call({
      method: 'POST',
      url: '/api/ticket/event-date',
      payload: { id_tk_event, starts_at: '2026-12-24T20:00:10+01:00' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual([{ field: 'starts_at', key: 'tickets.duplicate_date' }]);

    // Another event may start at that minute.
    const other = await event();
    await create('event-date', { id_tk_event: other.id_tk_event, starts_at: '2026-12-24T20:00:00+01:00' });
  });

  it('cannot be deleted once tickets were sold for them', async () => {
    const { id_tk_event } = await event();
    const date = await create('event-date', { id_tk_event, starts_at: '2027-01-10T19:30:00+01:00' });
    const category = await create('price-category', { id_tk_event, title: 'Parkett', price: 39 });
    const order = await dynamic(api.app.database.db)
      .insertInto('tk_order')
      .values({ number: 'RULES-1', email: 'rules@example.com', status: 'paid', gross_total: 39, net_total: 32.77 })
      .returning('id_tk_order')
      .executeTakeFirstOrThrow();
    await dynamic(api.app.database.db)
      .insertInto('tk_ticket')
      .values({
        code: 'RULESTICKET01',
        id_tk_order: order.id_tk_order,
        id_tk_event_date: date.id_tk_event_date,
        id_tk_price_category: category.id_tk_price_category,
        price: 39,
      })
      .execute();
    const url = `/api/ticket/event-date/${date.id_tk_event_date}`;
    for (const query of ['', '?force=true']) {
      const refused = await call({ method: 'DELETE', url: `${url}${query}` });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors).toEqual([{ key: 'tickets.date_has_tickets' }]);
    }
    expect((await call({ method: 'GET', url })).json()).toMatchObject({ deleted_at: null });

    const unsold = await create('event-date', { id_tk_event, starts_at: '2027-01-11T19:30:00+01:00' });
    expect(
      (await call({ method: 'DELETE', url: `/api/ticket/event-date/${unsold.id_tk_event_date}` })).statusCode,
    ).toBe(200);
  });
});

describe('price categories', () => {
  it('refuse a second category of the same title in an event, also on rename', async () => {
    const { id_tk_event } = await event();
    await create('price-category', { id_tk_event, title: 'Ermäßigt', price: 19 });
    const twice = await call({
      method: 'POST',
      url: '/api/ticket/price-category',
      payload: { id_tk_event, title: 'Ermäßigt', price: 21 },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual([{ field: 'title', key: 'tickets.duplicate_price_category' }]);

    const vip = await create('price-category', { id_tk_event, title: 'VIP', price: 99 });
    const renamed = await call({
      method: 'PATCH',
      url: `/api/ticket/price-category/${vip.id_tk_price_category}`,
      payload: { title: 'Ermäßigt', version: 1 },
    });
    expect(renamed.statusCode).toBe(409);
    const unchanged = await call({
      method: 'PATCH',
      url: `/api/ticket/price-category/${vip.id_tk_price_category}`,
      payload: { price: 109, version: 1 },
    });
    expect(unchanged.statusCode).toBe(200);
  });
});

describe('date prices', () => {
  it('join a date and a price category of their event, once', async () => {
    const { id_tk_event } = await event();
    const date = await create('event-date', { id_tk_event, starts_at: '2027-02-01T20:00:00+01:00' });
    const category = await create('price-category', { id_tk_event, title: 'Stehplatz', price: 25 });
    const pair = {
      id_tk_event,
      id_tk_event_date: date.id_tk_event_date,
      id_tk_price_category: category.id_tk_price_category,
    };
    await create('event-date-price-category', { ...pair, price: 25, contingent: 300 });

    const twice = await call({
      method: 'POST',
      url: '/api/ticket/event-date-price-category',
      payload: { ...pair, price: 27 },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual([{ field: 'id_tk_price_category', key: 'tickets.duplicate_price' }]);

    const foreign = await event();
    const foreignDate = await create('event-date', {
      id_tk_event: foreign.id_tk_event,
      starts_at: '2027-02-02T20:00:00+01:00',
    });
    const mixed = await call({
      method: 'POST',
      url: '/api/ticket/event-date-price-category',
      payload: { ...pair, id_tk_event_date: foreignDate.id_tk_event_date, price: 25 },
    });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors).toEqual([
      { field: 'id_tk_event_date', key: 'tickets.price_category_or_date_not_found' },
    ]);
  });
});
