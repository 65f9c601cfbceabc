import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../domain/tickets/order-status.ts';
import { isLocked } from '../../registry/locked-fields.ts';
import type { FieldDefinition, ResourceDefinition } from '../../registry/types.ts';
import { superadminApp } from './support/superadminApp.ts';
import { repositoryRegistry } from './support/testApp.ts';
import { insertOrder } from './support/ticketRows.ts';

// Issue 14 item 6: the totals of an order whose money came in (paid and the statuses after it) or
// that an invoice names are read-only on every write path the orders have (PATCH, PUT; the status
// call writes only the status), while its other fields stay writable; an open order's totals can
// be changed. Generated over the order statuses, both invoiced and not, and the fields the registry
// locks (x-locked-when).

const api = superadminApp();
const { call } = api;
type Row = Record<string, unknown>;

const orders = repositoryRegistry.resource('tickets/orders') as ResourceDefinition;
const lockable = Object.values(orders.entity.fields).filter((field) => field.lockedWhen !== undefined);
const writable = Object.values(orders.entity.fields).filter(
  (field) => !field.readOnly && !field.system && !field.writeOnly,
);

const cases = ORDER_STATUSES.flatMap((status) =>
  [false, true].map((invoiced) => {
    const locked = lockable.filter((field) => isLocked(field, { status, invoiced }));
    return {
      name: `${status}${invoiced ? ', invoiced' : ''}: ${locked.length > 0 ? 'locked' : 'open'}`,
      status,
      invoiced,
      locked,
    };
  }),
);

const orderUrl = (id: unknown) => `/api${orders.api}/${String(id)}`;
const read = async (id: unknown): Promise<Row> => (await call({ method: 'GET', url: orderUrl(id) })).json();
const changedTotals = (order: Row) =>
  Object.fromEntries(lockable.map((field) => [field.name, Math.round(Number(order[field.name]) * 100 + 1000) / 100]));
const putBody = (order: Row, changes: Row) => ({
  ...Object.fromEntries(writable.map((field) => [field.name, order[field.name]])),
  version: order.version,
  ...changes,
});

describe('order totals', () => {
  it('locks the totals of paid and invoiced orders', () => {
    expect(lockable.map((field) => field.name).sort()).toEqual(['gross_total', 'net_total']);
    const paid = cases.find((entry) => entry.status === 'paid' && !entry.invoiced);
    const created = cases.find((entry) => entry.status === 'created');
    const invoiced = cases.find((entry) => entry.status === 'created' && entry.invoiced);
    expect(paid?.locked).toHaveLength(2);
    expect(created?.locked).toEqual([]);
    expect(invoiced?.locked).toHaveLength(2);
  });

  it.each(cases)('$name', async ({ status, invoiced, locked }) => {
    const { id } = await insertOrder(api.app.database.db, status, { invoiced });
    const order = await read(id);
    for (const method of ['PATCH', 'PUT'] as const) {
      const payload: Row =
        method === 'PATCH' ? { ...changedTotals(order), version: order.version } : putBody(order, changedTotals(order));
      const answer = await call({ method, url: orderUrl(id), payload });
      if (locked.length === 0) {
        expect(answer.statusCode, answer.body).toBe(200);
        const changed = answer.json<Row>();
        for (const field of lockable) expect(changed[field.name]).toBe(payload[field.name]);
        // The next call changes the totals again from here.
        Object.assign(order, changed);
        continue;
      }
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json<{ errors: Row[] }>().errors).toEqual(
        locked.map((field: FieldDefinition) => ({ field: field.name, key: 'error.locked' })),
      );
      expect(await read(id)).toEqual(order);
    }
    // Its other fields stay writable, the totals sent as they are included.
    const current = await read(id);
    const note = await call({
      method: 'PATCH',
      url: orderUrl(id),
      payload: { note: `Rückruf ${status}`, version: current.version },
    });
    expect(note.statusCode, note.body).toBe(200);
    const put = await call({
      method: 'PUT',
      url: orderUrl(id),
      payload: putBody(note.json(), { firstname: 'Erika' }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ note: `Rückruf ${status}`, firstname: 'Erika' });
  });

  it('locks an open order once an invoice names it', async () => {
    const { id } = await insertOrder(api.app.database.db, 'pending_payment');
    const before = await read(id);
    expect(before.invoiced).toBe(false);
    const created = await call({
      method: 'POST',
      url: '/api/ticket/invoice-config',
      payload: { name: 'Bestellungen', prefix: 'BE' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const config = created.json<Row>();
    const invoice = await call({
      method: 'POST',
      url: '/api/ticket/invoice',
      payload: {
        id_tk_invoice_config: config.id_tk_invoice_config,
        id_tk_order: id,
        recipient: { name: 'Erika Mustermann' },
        lines: [{ title: 'Konzert', quantity: 1, unit_price: 79.8, vat_rate: 19 }],
      },
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const after = await read(id);
    expect(after).toMatchObject({ invoiced: true, version: Number(before.version) + 1 });
    const answer = await call({
      method: 'PATCH',
      url: orderUrl(id),
      payload: { gross_total: 1, version: after.version },
    });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().errors).toEqual([{ field: 'gross_total', key: 'error.locked' }]);
  });
});
