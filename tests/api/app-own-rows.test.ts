import { beforeAll, describe, expect, it } from 'vitest';
import { userOfToken } from './support/mintedTokens.ts';
import { appUserToken } from './support/app-user-tokens.ts';
import { superadminApp } from './support/superadminApp.ts';

// The app users' own records (the row rule `ownRows`): each user reaches only rows whose `id_users` is
// theirs; another's row is the same 404 as none, and every create makes the row the creator's.

type Row = Record<string, unknown>;
const api = superadminApp();
const { call } = api;
const db = () => api.app.database.db;

const OWN = [
  {
    api: '/api/appuser/diary',
    id: 'id_diary',
    body: { day: '2026-06-01', title: 'Ankunft in Sassnitz' },
    change: { title: 'Fremd' },
  },
  {
    api: '/api/appuser/suitcase',
    id: 'id_suitcase_item',
    body: { label: 'Sonnencreme', category: 'health' },
    change: { label: 'Fremd' },
  },
  {
    api: '/api/appuser/photocompetition',
    id: 'id_photo_entry',
    body: { category: 'moments', image: '/api/uploads/sunset.jpg' },
    change: { title: 'Fremd' },
  },
] as const;

describe.each(OWN)('$api', ({ api: path, id, body, change }) => {
  let greta: string;
  let hans: string;
  let gretasRow: Row;
  beforeAll(async () => {
    greta = await appUserToken(db(), `own-greta-${id}`);
    hans = await appUserToken(db(), `own-hans-${id}`);
    const created = await call({ method: 'POST', url: path, payload: body }, greta);
    expect(created.statusCode, created.body).toBe(201);
    gretasRow = created.json<Row>();
  });

  it("makes a create the creator's row", () => {
    expect(gretasRow.id_users).toBe(userOfToken(greta));
  });

  it("hides another user's row: 404 on get, patch and delete, absent from the list", async () => {
    const url = `${path}/${String(gretasRow[id])}`;
    expect((await call({ method: 'GET', url }, hans)).statusCode).toBe(404);
    expect((await call({ method: 'PATCH', url, payload: change }, hans)).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url }, hans)).statusCode).toBe(404);
    const list = await call({ method: 'GET', url: path }, hans);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: Row[] }>().data.map((row) => row[id])).not.toContain(gretasRow[id]);
    // The owner still has it, unchanged.
    const own = await call({ method: 'GET', url }, greta);
    expect(own.statusCode).toBe(200);
    const [field] = Object.keys(change);
    expect(own.json<Row>()[field as string]).toBe(gretasRow[field as string]);
  });

  it('refuses id_users in a body as read-only', async () => {
    const hansId = userOfToken(hans);
    const created = await call({ method: 'POST', url: path, payload: { ...body, id_users: hansId } }, greta);
    expect(created.statusCode).toBe(400);
    expect(created.json<{ errors: Row[] }>().errors).toContainEqual({ field: 'id_users', key: 'error.read_only' });
    const url = `${path}/${String(gretasRow[id])}`;
    expect((await call({ method: 'PATCH', url, payload: { id_users: hansId } }, greta)).statusCode).toBe(400);
  });
});

describe('a received notification', () => {
  it('lets its owner mark it read, and nothing else; another user cannot reach it', async () => {
    const greta = await appUserToken(db(), 'own-note-greta');
    const hans = await appUserToken(db(), 'own-note-hans');
    const note = await db()
      .insertInto('app_usernotifications')
      .values({ id_users: userOfToken(greta), title: 'Abfahrt verschoben', sent_at: new Date() })
      .returning('id_usernotifications')
      .executeTakeFirstOrThrow();
    const url = `/api/appuser/notifications/${String(note.id_usernotifications)}`;
    const readAt = new Date().toISOString();
    expect((await call({ method: 'PATCH', url, payload: { read_at: readAt } }, hans)).statusCode).toBe(404);
    expect((await call({ method: 'PATCH', url, payload: { title: 'Anders' } }, greta)).statusCode).toBe(400);
    const read = await call({ method: 'PATCH', url, payload: { read_at: readAt } }, greta);
    expect(read.statusCode, read.body).toBe(200);
    expect(new Date(read.json<Row>().read_at as string).toISOString()).toBe(readAt);
  });
});
