import { beforeAll, describe, expect, it } from 'vitest';
import { appUserToken } from './support/app-user-tokens.ts';
import { superadminApp } from './support/superadminApp.ts';

// The photo competition (spec 1 §5): one image per category and app user; a second is refused with 409,
// also when two are sent at once and when an update moves an entry into a taken category.

type Row = Record<string, unknown>;
const api = superadminApp();
const { call } = api;
const db = () => api.app.database.db;

const enter = (token: string, body: Row) =>
  call({ method: 'POST', url: '/api/appuser/photocompetition', payload: body }, token);
const key = (answer: { json<T>(): T }) => answer.json<{ errors: { key: string }[] }>().errors[0]?.key;
const entriesOf = (token: string) =>
  call({ method: 'GET', url: '/api/appuser/photocompetition' }, token).then(
    (answer) => answer.json<{ data: Row[] }>().data,
  );

describe('one image per category', () => {
  let greta: string;
  let hans: string;
  beforeAll(async () => {
    greta = await appUserToken(db(), 'photo-greta');
    hans = await appUserToken(db(), 'photo-hans');
  });

  it('refuses a second entry in a category with 409, and keeps the first', async () => {
    const first = await enter(greta, { category: 'landscape', title: 'Kreidefelsen', image: '/api/uploads/a.jpg' });
    expect(first.statusCode, first.body).toBe(201);
    const second = await enter(greta, { category: 'landscape', image: '/api/uploads/b.jpg' });
    expect(second.statusCode, second.body).toBe(409);
    expect(key(second)).toBe('app.errors.photo_category_taken');
    expect((await entriesOf(greta)).map((entry) => entry.image)).toEqual(['/api/uploads/a.jpg']);
  });

  it('lets another user enter the same category, and the first user other categories', async () => {
    expect((await enter(hans, { category: 'landscape', image: '/api/uploads/c.jpg' })).statusCode).toBe(201);
    expect((await enter(greta, { category: 'food', image: '/api/uploads/d.jpg' })).statusCode).toBe(201);
  });

  it('takes one of two entries sent at once', async () => {
    const both = await Promise.all([
      enter(greta, { category: 'people', image: '/api/uploads/e.jpg' }),
      enter(greta, { category: 'people', image: '/api/uploads/f.jpg' }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await entriesOf(greta)).filter((entry) => entry.category === 'people')).toHaveLength(1);
  });

  it('refuses an update into a taken category, and allows one into a free category or keeping it', async () => {
    const entry = (await enter(greta, { category: 'culture', image: '/api/uploads/g.jpg' })).json<Row>();
    const patch = (body: Row) =>
      call(
        { method: 'PATCH', url: `/api/appuser/photocompetition/${String(entry.id_photo_entry)}`, payload: body },
        greta,
      );
    const taken = await patch({ category: 'landscape' });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(key(taken)).toBe('app.errors.photo_category_taken');
    expect((await patch({ category: 'culture', title: 'Dom' })).statusCode).toBe(200);
    const moved = await patch({ category: 'moments' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Row>().category).toBe('moments');
    // The category it left is free again.
    expect((await enter(greta, { category: 'culture', image: '/api/uploads/h.jpg' })).statusCode).toBe(201);
  });
});
