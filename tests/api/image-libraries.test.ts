import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGEDB_RIGHTS, imageUser, type ImageUser } from './support/imageUsers.ts';
import { journeyCalls, refusalOf, setPrintState } from './support/journeyCalls.ts';
import { superadminApp } from './support/superadminApp.ts';

// Issue 18 items 2 and 6: libraries are personal (their owner's alone), shared (with the
// shared-library right) or the company's (every image-database user's); library items sit in
// exactly one library or journey, once per link; an item put into a journey appends its image to
// the journey. Each rule on every generic call that reads or writes.

type Row = Record<string, unknown>;

const api = superadminApp();
const journeys = journeyCalls((options) => api.call(options));

let owner: ImageUser;
let colleague: ImageUser;
let sharer: ImageUser;
let journeyEditor: ImageUser;
let readOnly: ImageUser;

beforeAll(async () => {
  owner = await imageUser(api.app, 'owner', IMAGEDB_RIGHTS);
  colleague = await imageUser(api.app, 'colleague', IMAGEDB_RIGHTS);
  sharer = await imageUser(api.app, 'sharer', [...IMAGEDB_RIGHTS, 'imagedb-shared']);
  journeyEditor = await imageUser(api.app, 'journey editor', [...IMAGEDB_RIGHTS, 'internet-read', 'internet-update']);
  readOnly = await imageUser(api.app, 'reader', ['imagedb-read']);
});

const created = async (user: ImageUser, body: Row): Promise<Row> => {
  const answer = await user.call({ method: 'POST', url: '/api/img/library', payload: body });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<Row>();
};

describe('who may use which library', () => {
  let libraries: Record<'personal' | 'shared' | 'library', Row>;
  beforeAll(async () => {
    libraries = {
      personal: await created(owner, { name: 'Eigene Auswahl Ostsee', mode: 'personal' }),
      shared: await created(sharer, { name: 'Geteilt Ostsee', mode: 'shared' }),
      library: await created(owner, { name: 'Firma Ostsee', mode: 'library' }),
    };
  });

  const who = () => ({ owner, colleague, sharer, readOnly });
  const table: { user: 'owner' | 'colleague' | 'sharer' | 'readOnly'; mode: keyof typeof libraries; uses: boolean }[] =
    [
      { user: 'owner', mode: 'personal', uses: true },
      { user: 'colleague', mode: 'personal', uses: false },
      { user: 'sharer', mode: 'personal', uses: false },
      { user: 'readOnly', mode: 'personal', uses: false },
      { user: 'owner', mode: 'shared', uses: false },
      { user: 'sharer', mode: 'shared', uses: true },
      { user: 'readOnly', mode: 'shared', uses: false },
      { user: 'owner', mode: 'library', uses: true },
      { user: 'colleague', mode: 'library', uses: true },
      { user: 'readOnly', mode: 'library', uses: true },
    ];

  it.each(table)('$user sees the $mode library: $uses', async ({ user, mode, uses }) => {
    const { call } = who()[user];
    const id = libraries[mode].id_img_library as number;
    const got = await call({ method: 'GET', url: `/api/img/library/${id}` });
    expect(got.statusCode, got.body).toBe(uses ? 200 : 404);
    const listed = await call({ method: 'GET', url: `/api/img/library?id_img_library=${id}` });
    expect(listed.json<{ total: number }>().total).toBe(uses ? 1 : 0);
    const all = await call({ method: 'GET', url: '/api/img/library/all' });
    expect(all.json<Row[]>().some((row) => row.id_img_library === id)).toBe(uses);
    // the type-ahead of a library item's library offers the same
    const offered = await call({
      method: 'GET',
      url: `/api/img/library-item/references/id_img_library?id[$in]=${id}`,
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json<Row[]>().length).toBe(uses ? 1 : 0);
  });

  it.each(table.filter((row) => row.user !== 'readOnly'))(
    '$user changes and deletes the $mode library: $uses',
    async ({ user, mode, uses }) => {
      const { call } = who()[user];
      const library = await created(mode === 'shared' ? sharer : owner, { name: `Zum Ändern ${mode}`, mode });
      const url = `/api/img/library/${String(library.id_img_library)}`;
      const patched = await call({ method: 'PATCH', url, payload: { description: 'geändert' } });
      expect(patched.statusCode, patched.body).toBe(uses ? 200 : 404);
      const put = await call({ method: 'PUT', url, payload: { name: 'Ersetzt', mode } });
      expect(put.statusCode, put.body).toBe(uses ? 200 : 404);
      const deleted = await call({ method: 'DELETE', url });
      expect(deleted.statusCode, deleted.body).toBe(uses ? 200 : 404);
    },
  );
});

describe('a library belongs to its creator', () => {
  it('user_id is the creator, set by the server, kept by every update', async () => {
    const library = await created(owner, { name: 'Meine Reiseziele', mode: 'library' });
    expect(library.user_id).toBe(owner.id);
    const sent = await owner.call({
      method: 'POST',
      url: '/api/img/library',
      payload: { name: 'Untergeschoben', mode: 'library', user_id: colleague.id },
    });
    expect(refusalOf(sent)).toMatchObject({ status: 400, field: 'user_id', key: 'error.read_only' });
    const url = `/api/img/library/${String(library.id_img_library)}`;
    const put = await colleague.call({ method: 'PUT', url, payload: { name: 'Umbenannt', mode: 'library' } });
    expect(put.json()).toMatchObject({ name: 'Umbenannt', user_id: owner.id });
  });

  it('a shared library needs the shared-library right, to make one and to make one shared', async () => {
    const refused = await owner.call({
      method: 'POST',
      url: '/api/img/library',
      payload: { name: 'X', mode: 'shared' },
    });
    expect(refusalOf(refused)).toMatchObject({ status: 403, field: 'mode', key: 'error.field_forbidden' });
    const own = await created(owner, { name: 'Bald geteilt', mode: 'personal' });
    const url = `/api/img/library/${String(own.id_img_library)}`;
    const patched = await owner.call({ method: 'PATCH', url, payload: { mode: 'shared' } });
    expect(refusalOf(patched)).toMatchObject({ status: 403, field: 'mode', key: 'error.field_forbidden' });
    expect((await owner.call({ method: 'GET', url })).json()).toMatchObject({ mode: 'personal' });
  });

  it('nobody turns someone else’s library into a personal one', async () => {
    const shared = await created(sharer, { name: 'Nicht entwenden', mode: 'library' });
    const url = `/api/img/library/${String(shared.id_img_library)}`;
    const patched = await colleague.call({ method: 'PATCH', url, payload: { mode: 'personal' } });
    expect(refusalOf(patched)).toMatchObject({ status: 403, field: 'mode', key: 'error.out_of_scope' });
    const put = await colleague.call({ method: 'PUT', url, payload: { name: 'Meins', mode: 'personal' } });
    expect(put.statusCode).toBe(403);
    expect((await sharer.call({ method: 'GET', url })).json()).toMatchObject({
      mode: 'library',
      name: 'Nicht entwenden',
    });
  });
});

describe('GET /img/library/all', () => {
  it('answers every library the user may use, unpaged, by name', async () => {
    const names = ['Zeta Alpen', 'Alpha Alpen', 'Mitte Alpen'];
    for (const name of names) await created(colleague, { name, mode: 'personal' });
    const all = await colleague.call({ method: 'GET', url: '/api/img/library/all' });
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json<Row[]>();
    const sorted = rows.map((row) => String(row.name)).toSorted((a, b) => a.localeCompare(b, 'de'));
    expect(rows.map((row) => row.name)).toEqual(sorted);
    expect(rows.filter((row) => names.includes(String(row.name))).map((row) => row.name)).toEqual([
      'Alpha Alpen',
      'Mitte Alpen',
      'Zeta Alpen',
    ]);
    for (const row of rows) expect(row).toMatchObject({ id_img_library: expect.any(Number), mode: expect.any(String) });
    expect(
      rows.every((row) => row.mode !== 'shared' && (row.mode !== 'personal' || row.user_id === colleague.id)),
    ).toBe(true);
  });

  it('refuses a query key it does not know', async () => {
    const answer = await colleague.call({ method: 'GET', url: '/api/img/library/all?colour=red' });
    expect(refusalOf(answer)).toMatchObject({ status: 400, key: 'error.unknown_query_key' });
  });
});

const item = (container: Row, link: string): Row => ({
  ...container,
  link,
  thumbnail: `${link}?thumb`,
  data: { stocktype: 'adobestock', id: 4711, title: 'Leuchtturm', width: 1200, height: 800, creator_name: 'Foto Nord' },
});
const postItem = (user: ImageUser, body: Row) =>
  user.call({ method: 'POST', url: '/api/img/library-item', payload: body });

describe('library items', () => {
  it('name exactly one library or journey, on create, PATCH and PUT', async () => {
    const library = await created(owner, { name: 'Genau eine', mode: 'library' });
    const journey = await journeys.create();
    const both = { id_img_library: library.id_img_library, id_jrn_journey: journey.id_jrn_journey };
    for (const container of [{}, both]) {
      const answer = await postItem(journeyEditor, item(container, '/api/uploads/einer.png'));
      expect(refusalOf(answer)).toMatchObject({ status: 422, key: 'images.library.one_container' });
    }
    const stored = await postItem(owner, item({ id_img_library: library.id_img_library }, '/api/uploads/einer.png'));
    expect(stored.statusCode, stored.body).toBe(201);
    const url = `/api/img/library-item/${String(stored.json<Row>().id_img_library_item)}`;
    const patched = await journeyEditor.call({
      method: 'PATCH',
      url,
      payload: { id_jrn_journey: journey.id_jrn_journey },
    });
    expect(refusalOf(patched)).toMatchObject({ status: 422, key: 'images.library.one_container' });
    const put = await owner.call({ method: 'PUT', url, payload: { link: '/api/uploads/einer.png' } });
    expect(refusalOf(put)).toMatchObject({ status: 422, key: 'images.library.one_container' });
    expect((await journeys.read(journey.id_jrn_journey)).images).toEqual([]);
  });

  it('go only into a library the user may use', async () => {
    const personal = await created(owner, { name: 'Nur meins', mode: 'personal' });
    const answer = await postItem(
      colleague,
      item({ id_img_library: personal.id_img_library }, '/api/uploads/fremd.png'),
    );
    expect(refusalOf(answer)).toMatchObject({ status: 422, field: 'id_img_library', key: 'error.reference' });
    const own = await created(colleague, { name: 'Meins', mode: 'personal' });
    const stored = await postItem(colleague, item({ id_img_library: own.id_img_library }, '/api/uploads/fremd.png'));
    const moved = await colleague.call({
      method: 'PATCH',
      url: `/api/img/library-item/${String(stored.json<Row>().id_img_library_item)}`,
      payload: { id_img_library: personal.id_img_library },
    });
    expect(refusalOf(moved)).toMatchObject({ status: 422, field: 'id_img_library', key: 'error.reference' });
    // and the owner's library's items are the owner's to see
    const listed = await colleague.call({
      method: 'GET',
      url: `/api/img/library-item?id_img_library=${String(personal.id_img_library)}`,
    });
    expect(listed.json()).toMatchObject({ total: 0 });
  });

  it('keep a link once per library: 409 error.image_exists on create and on a move', async () => {
    const first = await created(owner, { name: 'Doppelt A', mode: 'library' });
    const second = await created(owner, { name: 'Doppelt B', mode: 'library' });
    const link = '/api/uploads/doppelt.png';
    expect((await postItem(owner, item({ id_img_library: first.id_img_library }, link))).statusCode).toBe(201);
    const twice = await postItem(owner, item({ id_img_library: first.id_img_library }, link));
    expect(refusalOf(twice)).toMatchObject({ status: 409, field: 'link', key: 'error.image_exists' });
    const elsewhere = await postItem(owner, item({ id_img_library: second.id_img_library }, link));
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const moved = await owner.call({
      method: 'PATCH',
      url: `/api/img/library-item/${String(elsewhere.json<Row>().id_img_library_item)}`,
      payload: { id_img_library: first.id_img_library },
    });
    expect(refusalOf(moved)).toMatchObject({ status: 409, key: 'error.image_exists' });
  });
});

describe('an item put into a journey', () => {
  it('appends the image to the journey’s images in the same transaction: order, main for the first, status 1', async () => {
    const journey = await journeys.create();
    const first = await postItem(journeyEditor, item({ id_jrn_journey: journey.id_jrn_journey }, '/api/uploads/a.png'));
    expect(first.statusCode, first.body).toBe(201);
    const second = await postItem(
      journeyEditor,
      item({ id_jrn_journey: journey.id_jrn_journey }, '/api/uploads/b.png'),
    );
    expect(second.statusCode, second.body).toBe(201);
    const stored = await journeys.read(journey.id_jrn_journey);
    const data = item({}, '').data;
    expect(stored.images).toEqual([
      { data, link: '/api/uploads/a.png', thumbnail: '/api/uploads/a.png?thumb', order: 0, main: true, status: 1 },
      { data, link: '/api/uploads/b.png', thumbnail: '/api/uploads/b.png?thumb', order: 1, main: false, status: 1 },
    ]);
    // a change of the journey like any other: its version counts, its history names the writer
    expect(stored.version).toBe((journey.version as number) + 2);
    const history = await api.call({
      method: 'GET',
      url: `/api/audit?resource=journeys/journeys&id=${String(journey.id_jrn_journey)}`,
    });
    expect(history.json<Row[]>()[0]).toMatchObject({ action: 'update', id_users: journeyEditor.id });
  });

  it('is refused as a whole without the journey’s update right (403), on a print-locked journey (423), for a journey not there (422)', async () => {
    const journey = await journeys.create();
    const refused = await postItem(owner, item({ id_jrn_journey: journey.id_jrn_journey }, '/api/uploads/c.png'));
    expect(refusalOf(refused)).toMatchObject({ status: 403, key: 'error.forbidden' });
    await setPrintState(api.app, journey.id_jrn_journey, { print_locked: true });
    const locked = await postItem(
      journeyEditor,
      item({ id_jrn_journey: journey.id_jrn_journey }, '/api/uploads/c.png'),
    );
    expect(refusalOf(locked)).toMatchObject({ status: 423, key: 'error.journey_print_locked' });
    const missing = await postItem(journeyEditor, item({ id_jrn_journey: 999_999 }, '/api/uploads/c.png'));
    expect(refusalOf(missing)).toMatchObject({ status: 422, field: 'id_jrn_journey', key: 'error.reference' });
    // nothing was kept: no item, no image
    const items = await api.call({
      method: 'GET',
      url: `/api/img/library-item?id_jrn_journey=${String(journey.id_jrn_journey)}`,
    });
    expect(items.json()).toMatchObject({ total: 0 });
    await setPrintState(api.app, journey.id_jrn_journey, { print_locked: false });
    expect((await journeys.read(journey.id_jrn_journey)).images).toEqual([]);
  });

  it('is refused when the journey has the image already (409), whether added as an item or in the editor', async () => {
    const journey = await journeys.create({ images: [{ link: '/api/uploads/im-editor.png', order: 0, main: true }] });
    const fromEditor = await postItem(
      journeyEditor,
      item({ id_jrn_journey: journey.id_jrn_journey }, '/api/uploads/im-editor.png'),
    );
    expect(refusalOf(fromEditor)).toMatchObject({ status: 409, key: 'error.image_exists' });
    const body = item({ id_jrn_journey: journey.id_jrn_journey }, '/api/uploads/neu.png');
    expect((await postItem(journeyEditor, body)).statusCode).toBe(201);
    expect(refusalOf(await postItem(journeyEditor, body))).toMatchObject({ status: 409, key: 'error.image_exists' });
    const images = (await journeys.read(journey.id_jrn_journey)).images as Row[];
    expect(images.map((image) => [image.link, image.main, image.order])).toEqual([
      ['/api/uploads/im-editor.png', true, 0],
      ['/api/uploads/neu.png', false, 1],
    ]);
  });

  it('stays in the journey when the item is deleted', async () => {
    const journey = await journeys.create();
    const stored = await postItem(
      journeyEditor,
      item({ id_jrn_journey: journey.id_jrn_journey }, '/api/uploads/d.png'),
    );
    const deleted = await journeyEditor.call({
      method: 'DELETE',
      url: `/api/img/library-item/${String(stored.json<Row>().id_img_library_item)}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(((await journeys.read(journey.id_jrn_journey)).images as Row[]).map((image) => image.link)).toEqual([
      '/api/uploads/d.png',
    ]);
  });

  it('is seen by every image-database user, as the journeys’ images', async () => {
    const journey = await journeys.create();
    await postItem(journeyEditor, item({ id_jrn_journey: journey.id_jrn_journey }, '/api/uploads/e.png'));
    const listed = await readOnly.call({
      method: 'GET',
      url: `/api/img/library-item?id_jrn_journey=${String(journey.id_jrn_journey)}`,
    });
    expect(listed.json()).toMatchObject({ total: 1, data: [{ link: '/api/uploads/e.png' }] });
  });
});
