import { describe, expect, it } from 'vitest';
import { superadminApp } from './support/superadminApp.ts';

// Travel-bag templates name each item once; the emergency numbers are listed in the app's order.

type Row = Record<string, unknown>;
const api = superadminApp();
const { call } = api;

const template = (items: Row[]) => ({ short: `Packliste ${Date.now()}`, items });
const errorsOf = (answer: { json<T>(): T }) => answer.json<{ errors: Row[] }>().errors;

describe('travel-bag templates', () => {
  it('keep items of different names and refuse a name given twice, in any case, at the second', async () => {
    const created = await call({
      method: 'POST',
      url: '/api/app/travelbagtemplates',
      payload: template([
        { label: 'Reisepass', category: 'documents' },
        { label: 'Sonnencreme', category: 'hygiene' },
      ]),
    });
    expect(created.statusCode, created.body).toBe(201);

    const twice = await call({
      method: 'POST',
      url: '/api/app/travelbagtemplates',
      payload: template([
        { label: 'Reisepass', category: 'documents' },
        { label: 'Regenjacke', category: 'clothing' },
        { label: ' reisepass ', category: 'other' },
      ]),
    });
    expect(twice.statusCode).toBe(422);
    expect(errorsOf(twice)).toEqual([{ field: 'items.2.label', key: 'app.errors.travelbag_duplicate_item' }]);
  });

  it('refuse a change that names an item twice, and keep the template as it was', async () => {
    const created = await call({
      method: 'POST',
      url: '/api/app/travelbagtemplates',
      payload: template([{ label: 'Ladekabel', category: 'electronics' }]),
    });
    const id = created.json<{ id_travelbagtemplates: number }>().id_travelbagtemplates;
    const changed = await call({
      method: 'PATCH',
      url: `/api/app/travelbagtemplates/${id}`,
      payload: { items: [{ label: 'Ladekabel' }, { label: 'Ladekabel', category: 'electronics' }] },
    });
    expect(changed.statusCode).toBe(422);
    const stored = await call({ method: 'GET', url: `/api/app/travelbagtemplates/${id}` });
    expect(stored.json<Row>().items).toEqual([{ label: 'Ladekabel', category: 'electronics' }]);
  });
});

describe('the emergency call', () => {
  it('lists the numbers by their sort order', async () => {
    for (const [label, sort] of [
      ['Z Pannendienst', 3],
      ['Y Notruf', 1],
      ['X Reiseleitung', 2],
    ] as const) {
      const created = await call({
        method: 'POST',
        url: '/api/app/emergencycall',
        payload: { label, phone: '+49 30 1234567', sort: sort + 100 },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const list = await call({ method: 'GET', url: '/api/app/emergencycall?sort[$gte]=100' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ data: Row[] }>().data.map((row) => row.label)).toEqual([
      'Y Notruf',
      'X Reiseleitung',
      'Z Pannendienst',
    ]);
  });
});
