import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '../../domain/tickets/order-status.ts';
import { dynamic } from '../../server/crud/crud-context.ts';
import { superadminApp } from './support/superadminApp.ts';
import { repositoryRegistry } from './support/testApp.ts';
import { mintToken } from './support/mintedTokens.ts';

// The order state machine (spec 2 §4; issue 6): every status × every status, allowed or refused.

const api = superadminApp();

let orders = 0;
/** An order in a given status, as the shop would have stored it. */
async function orderIn(status: OrderStatus): Promise<number> {
  orders += 1;
  const row = await dynamic(api.app.database.db)
    .insertInto('tk_order')
    .values({ number: `T-${orders}`, email: `buyer${orders}@example.com`, status, gross_total: 10, net_total: 8.4 })
    .returning('id_tk_order')
    .executeTakeFirstOrThrow();
  return row.id_tk_order as number;
}

const move = (id: number, status: string, bearer?: string) =>
  api.call({ method: 'PUT', url: `/api/ticket/order/${id}/status`, payload: { status } }, bearer);
const read = async (id: number) => (await api.call({ method: 'GET', url: `/api/ticket/order/${id}` })).json();

it('knows the statuses the order entity stores', () => {
  const orderEntity = repositoryRegistry.resource('tickets/orders')?.entity;
  expect(orderEntity?.fields.status?.enum).toEqual([...ORDER_STATUSES]);
});

const pairs = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.filter((to) => to !== from).map((to) => ({ from, to, allowed: ORDER_TRANSITIONS[from].includes(to) })),
);

describe('an order moves', () => {
  it.each(pairs)('from $from to $to: allowed $allowed', async ({ from, to, allowed }) => {
    const id = await orderIn(from);
    const answer = await move(id, to);
    if (allowed) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ id_tk_order: id, status: to, version: 2 });
      expect(await read(id)).toMatchObject({ status: to });
    } else {
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors).toEqual([
        { field: 'status', key: 'tickets.order.transition_invalid', params: { from, to } },
      ]);
      expect(await read(id)).toMatchObject({ status: from, version: 1 });
    }
  });
});

describe('the status call', () => {
  it('closes cancelled, expired and refunded orders', () => {
    for (const closed of ['cancelled', 'expired', 'refunded'] as const) expect(ORDER_TRANSITIONS[closed]).toEqual([]);
  });

  it('writes the move into the history', async () => {
    const id = await orderIn('reserved');
    await move(id, 'paid');
    const history = await api.call({
      method: 'GET',
      url: `/api/audit?resource=tickets/orders&id=${id}`,
    });
    expect(history.json()[0]).toMatchObject({
      action: 'update',
      before: { status: 'reserved' },
      after: { status: 'paid' },
    });
  });

  it('checks the status, the order and the right to update orders', async () => {
    const id = await orderIn('created');
    expect((await move(id, 'shipped')).statusCode).toBe(400);
    expect((await move(999999, 'paid')).statusCode).toBe(404);
    const driver = await mintToken(api.app.database.db, 'driver@demo.local');
    expect((await move(id, 'paid', driver)).statusCode).toBe(403);
    expect(
      (
        await api.app.injectAs(undefined, {
          method: 'PUT',
          url: `/api/ticket/order/${id}/status`,
          payload: { status: 'paid' },
        })
      ).statusCode,
    ).toBe(401);
    expect(await read(id)).toMatchObject({ status: 'created' });
  });
});
