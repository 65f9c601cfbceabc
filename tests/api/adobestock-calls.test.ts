import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_TIMEOUT_MS } from '../../server/areas/images/stock-licences.ts';
import { dynamic } from '../../server/crud/crud-context.ts';
import type { CatalogueFile } from '../../server/integrations/stock/emulated-catalogue.ts';
import { imageTypeOf } from '../../server/uploads/image-type.ts';
import { encodePng } from '../../server/uploads/png-image.ts';
import { mintToken, tokenWithRights } from './support/mintedTokens.ts';
import { superadminApp } from './support/superadminApp.ts';

// The image database's stock calls (issue 18, spec 2 §7): the search, the licence check, the licence
// and the download, through the app against the project's Adobe Stock emulator over HTTP. The
// emulator's licences and quota tell what was spent.

type Row = Record<string, unknown>;
type Answer = Awaited<ReturnType<ReturnType<typeof superadminApp>['call']>>;

const api = superadminApp();
const { call } = api;

const search = (query = '', bearer?: string) => call({ method: 'GET', url: `/api/adobestock${query}` }, bearer);
const check = (id: unknown, bearer?: string) => call({ method: 'GET', url: `/api/adobestock/${String(id)}` }, bearer);
const license = (payload: object, bearer?: string) => call({ method: 'POST', url: '/api/adobestock', payload }, bearer);
const download = (id: unknown, bearer?: string) =>
  call({ method: 'GET', url: `/api/download-images/${String(id)}` }, bearer);
const history = (bearer?: string) => call({ method: 'GET', url: '/api/img/stock-image' }, bearer);

const ok = (answer: Answer) => {
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Row>();
};
const refusal = (answer: Answer) => ({
  status: answer.statusCode,
  key: answer.json<{ errors?: { key: string }[] }>().errors?.[0]?.key,
});

/** Files no earlier test licensed: each test takes its own. */
let files: CatalogueFile[] = [];
const fresh = () => {
  const file = files.shift();
  if (!file) throw new Error('the catalogue ran out');
  return file;
};
const stockRecord = (id: number) =>
  api.app.database.db.selectFrom('img_stock').selectAll().where('stock_id', '=', id).executeTakeFirst();
const licenceCalls = (id: number) =>
  api.app.stock.calls().filter((route) => route.includes('/Content/License') && route.includes(`content_id=${id}`));
const charged = () => api.app.stock.licenses().filter((each) => each.charged).length;

beforeAll(() => {
  files = api.app.stock.catalogue.filter((file) => file.premium_level_id === 0);
});
afterEach(() => {
  api.app.stock.reset();
  api.app.stock.setQuota(25);
});

describe('rights', () => {
  const tokens: Record<string, string> = {};
  let licensed = 0;
  beforeAll(async () => {
    const { db } = api.app.database;
    tokens.none = await tokenWithRights(db, 'stock nobody', ['customers-read']);
    tokens.read = await tokenWithRights(db, 'stock reader', ['imagedb-read']);
    tokens.create = await tokenWithRights(db, 'stock licenser', ['imagedb-read', 'imagedb-create']);
    tokens.download = await tokenWithRights(db, 'stock downloader', ['imagedb-read', 'imagedb-download']);
    tokens.every = await tokenWithRights(db, 'stock all rights', [
      'imagedb-read',
      'imagedb-create',
      'imagedb-update',
      'imagedb-delete',
      'imagedb-download',
      'imagedb-editinfo',
      'imagedb-upload',
      'imagedb-shared',
    ]);
    tokens.admin = await mintToken(db, 'admin@demo.local');
    licensed = fresh().id;
    ok(await license({ id: licensed, confirmed: true }));
  });

  it.each([
    ['search', 'none', 403, (bearer: string) => search('?$limit=1', bearer)],
    ['search', 'read', 200, (bearer: string) => search('?$limit=1', bearer)],
    ['check', 'none', 403, (bearer: string) => check(licensed, bearer)],
    ['check', 'read', 200, (bearer: string) => check(licensed, bearer)],
    ['license', 'read', 403, (bearer: string) => license({ id: licensed, confirmed: true }, bearer)],
    ['license', 'create', 200, (bearer: string) => license({ id: licensed, confirmed: true }, bearer)],
    ['download', 'create', 403, (bearer: string) => download(licensed, bearer)],
    ['download', 'download', 200, (bearer: string) => download(licensed, bearer)],
    ['history', 'read', 403, (bearer: string) => history(bearer)],
    ['history', 'every', 403, (bearer: string) => history(bearer)],
    ['history', 'admin', 200, (bearer: string) => history(bearer)],
  ] as const)('%s as %s answers %i', async (_call, who, status, send) => {
    const answer = await send(tokens[who]!);
    expect(answer.statusCode, answer.body).toBe(status);
    if (status === 403) expect(refusal(answer).key).toBe('error.forbidden');
  });

  it("the history's refusal names the admin flag; a history record is refused to non-admins too", async () => {
    const record = await stockRecord(licensed);
    expect((await history(tokens.every)).json<{ errors: { params: unknown }[] }>().errors[0]!.params).toEqual({
      permission: 'admin',
    });
    const url = `/api/img/stock-image/${record!.id_img_stock}`;
    expect((await call({ method: 'GET', url }, tokens.every)).statusCode).toBe(403);
    expect(ok(await call({ method: 'GET', url }, tokens.admin))).toMatchObject({
      stock_id: licensed,
      is_licensed: 'Standard',
    });
  });
});

describe('refusing input it does not understand', () => {
  it.each([
    '?unknown=1',
    '?$limit=0',
    '?$limit=101',
    '?$limit=abc',
    '?$skip=-1',
    '?order=newest',
    '?orientation=round',
    '?color=%23ff0000',
    '?color=red',
    '?content_type=vector',
    '?people=some',
    `?q=${'x'.repeat(201)}`,
    '?q=a&q=b',
  ])('search %s is 400', async (query) => {
    expect((await search(query)).statusCode).toBe(400);
  });

  it.each([
    [{ id: 200000001 }],
    [{ id: 200000001, confirmed: false }],
    [{ id: 200000001, confirmed: 'true' }],
    [{ id: '200000001', confirmed: true }],
    [{ id: 0, confirmed: true }],
    [{ id: 200000001, confirmed: true, license: 'Extended' }],
    [[]],
  ])('licence body %j is 400 and spends nothing', async (body) => {
    const before = api.app.stock.quota();
    expect((await license(body)).statusCode).toBe(400);
    expect(api.app.stock.quota()).toBe(before);
  });

  it.each(['abc', '0', 'c0', 'c', '-5', 'c9999999999'])('a download of %s is 400 or 404', async (id) => {
    expect([400, 404]).toContain((await download(id)).statusCode);
  });

  it('a check or download with a query is 400; an id Adobe does not have is 404', async () => {
    expect((await check('200000001?x=1')).statusCode).toBe(400);
    expect((await download('200000001?x=1')).statusCode).toBe(400);
    expect((await check(1)).statusCode).toBe(404);
    expect((await license({ id: 1, confirmed: true })).statusCode).toBe(404);
  });
});

describe('searching', () => {
  it('answers a page of 64 by default with the total, and the filters and paging reach Adobe', async () => {
    const page = ok(await search());
    expect(page).toMatchObject({ limit: 64, skip: 0 });
    expect(page.data).toHaveLength(64);
    expect(page.total).toBe(api.app.stock.catalogue.filter((file) => file.premium_level_id === 0).length);
    const second = ok(await search('?$limit=5&$skip=5&order=nb_downloads'));
    const first = ok(await search('?$limit=10&order=nb_downloads'));
    expect(second.data).toEqual((first.data as Row[]).slice(5));

    const panoramic = ok(await search('?orientation=panoramic&$limit=100'));
    for (const image of panoramic.data as Row[])
      expect(Math.max(Number(image.width), Number(image.height))).toBeGreaterThanOrEqual(
        2 * Math.min(Number(image.width), Number(image.height)),
      );
    expect(ok(await search('?content_type=illustration&people=include&color=1E5AB4')).total).toBeLessThan(
      Number(page.total),
    );
  });

  it('answers each image in the wire shape, with our licence state and stored copy', async () => {
    const [image] = ok(await search('?$limit=1')).data as Row[];
    expect(image).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      width: expect.any(Number),
      height: expect.any(Number),
      content_type: 'image/png',
      category: { id: expect.any(Number), name: expect.any(String) },
      creator_name: expect.any(String),
      is_licensed: expect.stringMatching(/^(|Standard)$/),
      database: expect.any(Boolean),
      link: image!.database ? expect.stringMatching(/^\/api\/uploads\//) : null,
      thumbnail: expect.stringMatching(new RegExp(`^${api.app.stock.url}/`)),
      stocktype: 'adobestock',
    });
  });

  it('allows the stock previews in the Content-Security-Policy', async () => {
    const answer = await search('?$limit=1');
    expect(answer.headers['content-security-policy']).toContain(api.app.stock.url);
  });

  it('answers 502 error.stock_unavailable when Adobe Stock fails', async () => {
    api.app.stock.failNext(1, 'error');
    expect(refusal(await search())).toEqual({ status: 502, key: 'error.stock_unavailable' });
    api.app.stock.failNext(1, 'malformed');
    expect(refusal(await check(fresh().id))).toEqual({ status: 502, key: 'error.stock_unavailable' });
  });
});

describe('licensing', () => {
  it('checks without spending, then licenses for one credit; the search and check show it', async () => {
    const { id } = fresh();
    expect(ok(await check(id))).toMatchObject({ id, is_licensed: '', quota: 25, purchase_state: 'not_purchased' });
    expect(api.app.stock.licenses().some((each) => each.content_id === id)).toBe(false);

    const before = charged();
    expect(ok(await license({ id, confirmed: true }))).toMatchObject({
      id,
      is_licensed: 'Standard',
      database: false,
      quota: 24,
      stocktype: 'adobestock',
    });
    expect(charged()).toBe(before + 1);
    expect(await stockRecord(id)).toMatchObject({ is_licensed: 'Standard', licensed_by: expect.any(Number) });
    expect(ok(await check(id))).toMatchObject({ is_licensed: 'Standard', purchase_state: 'purchased', quota: 24 });
  });

  it('an image licensed already, by us or at Adobe, answers Standard without a licence call', async () => {
    const ours = fresh().id;
    ok(await license({ id: ours, confirmed: true }));
    const calls = licenceCalls(ours).length;
    expect(ok(await license({ id: ours, confirmed: true }))).toMatchObject({ is_licensed: 'Standard', quota: 24 });
    expect(licenceCalls(ours)).toHaveLength(calls);

    const atAdobe = fresh().id;
    api.app.stock.grant(atAdobe);
    expect(ok(await license({ id: atAdobe, confirmed: true }))).toMatchObject({ is_licensed: 'Standard', quota: 24 });
    expect(licenceCalls(atAdobe)).toHaveLength(0);
    expect(await stockRecord(atAdobe)).toMatchObject({ is_licensed: 'Standard' });
  });

  it('two staff licensing at once spend exactly one credit', async () => {
    const { id } = fresh();
    api.app.stock.setDelay(50);
    const before = charged();
    const answers = await Promise.all([1, 2, 3].map(() => license({ id, confirmed: true })));
    api.app.stock.setDelay(0);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    for (const answer of answers.filter((each) => each.statusCode === 409))
      expect(refusal(answer).key).toBe('error.licence_processing');
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    expect(charged()).toBe(before + 1);
    expect(licenceCalls(id)).toHaveLength(1);
    expect(api.app.stock.quota()).toBe(24);
    expect(await stockRecord(id)).toMatchObject({ is_licensed: 'Standard' });
  });

  it('while another request holds the image it answers 409; a claim left by a crash is taken over after a minute', async () => {
    const { id } = fresh();
    const { db } = api.app.database;
    await db
      .insertInto('img_stock')
      .values({ stock_id: id, title: 'Abgestürzt', is_licensed: 'processing', updated_at: new Date() })
      .execute();
    expect(refusal(await license({ id, confirmed: true }))).toEqual({ status: 409, key: 'error.licence_processing' });
    expect(licenceCalls(id)).toHaveLength(0);
    await db
      .updateTable('img_stock')
      .set({ updated_at: new Date(Date.now() - CLAIM_TIMEOUT_MS - 1000) })
      .where('stock_id', '=', id)
      .execute();
    expect(ok(await license({ id, confirmed: true }))).toMatchObject({ is_licensed: 'Standard' });
    expect(licenceCalls(id)).toHaveLength(1);
  });

  it('without licences left it answers 422 error.stock_quota and stores nothing licensed', async () => {
    const { id } = fresh();
    api.app.stock.setQuota(0);
    expect(refusal(await license({ id, confirmed: true }))).toEqual({ status: 422, key: 'error.stock_quota' });
    expect((await stockRecord(id))?.is_licensed ?? '').toBe('');
    api.app.stock.setQuota(2);
    // Adobe's own answer of no credits (the search for the file, then the check before the licence).
    api.app.stock.failNext(2, 'quota');
    expect(refusal(await license({ id, confirmed: true }))).toEqual({ status: 422, key: 'error.stock_quota' });
    expect(licenceCalls(id)).toHaveLength(0);
    expect(ok(await license({ id, confirmed: true }))).toMatchObject({ is_licensed: 'Standard', quota: 1 });
  });

  it("a failing licence stores Error with Adobe's words and answers 502; the licence is then offered again", async () => {
    const { id } = fresh();
    api.app.stock.failNext(1, 'license-error');
    expect(refusal(await license({ id, confirmed: true }))).toEqual({ status: 502, key: 'error.licence_failed' });
    expect(await stockRecord(id)).toMatchObject({
      is_licensed: 'Error',
      message: expect.stringContaining('The licence could not be completed'),
    });
    expect(ok(await check(id))).toMatchObject({ is_licensed: 'Error', quota: 25 });
    expect(ok(await license({ id, confirmed: true }))).toMatchObject({ is_licensed: 'Standard', quota: 24 });
    expect(await stockRecord(id)).toMatchObject({ is_licensed: 'Standard', message: null });
  });
});

describe('downloading', () => {
  it('refuses an image not licensed with 409 error.licence_missing', async () => {
    const { id } = fresh();
    expect(refusal(await download(id))).toEqual({ status: 409, key: 'error.licence_missing' });
  });

  it('fetches the licensed file once, stores it, answers it as an attachment, then answers the copy', async () => {
    const { id } = fresh();
    ok(await license({ id, confirmed: true }));
    const stored = () => readdirSync(api.app.uploadsDir).filter((name) => !name.startsWith('.'));
    const before = stored().length;

    const first = await download(id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['content-disposition']).toContain(`attachment; filename="AdobeStock_${id}.png"`);
    expect(imageTypeOf(first.rawPayload)?.type).toBe('image/png');
    expect(stored()).toHaveLength(before + 1);
    const record = await stockRecord(id);
    expect(record).toMatchObject({
      database: true,
      link: expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}\.png$/),
    });
    expect(record!.downloaded_at).toBeInstanceOf(Date);
    expect(ok(await check(id))).toMatchObject({ database: true, link: record!.link });

    const downloads = () => api.app.stock.calls().filter((route) => route.includes(`/Download/${id}/`)).length;
    const fetched = downloads();
    const again = await download(id);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(downloads()).toBe(fetched);
    expect(stored()).toHaveLength(before + 1);
    const served = await call({ method: 'GET', url: record!.link! });
    expect(served.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('two first downloads at once keep one copy', async () => {
    const { id } = fresh();
    ok(await license({ id, confirmed: true }));
    const before = readdirSync(api.app.uploadsDir).length;
    const answers = await Promise.all([download(id), download(id)]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(readdirSync(api.app.uploadsDir)).toHaveLength(before + 1);
  });

  it('answers 502 when Adobe Stock fails to hand the file over, and downloads on the next call', async () => {
    const { id } = fresh();
    ok(await license({ id, confirmed: true }));
    api.app.stock.failNext(1, 'error');
    expect(refusal(await download(id)).status).toBe(502);
    expect(await stockRecord(id)).toMatchObject({ database: false });
    expect((await download(id)).statusCode).toBe(200);
  });

  it('answers an own image by c{id} from its library, and 404 for one that is not there', async () => {
    const { db } = api.app.database;
    const name = `${'ab'.repeat(16)}.png`;
    const png = encodePng(4, 3, () => [10, 20, 30]);
    writeFileSync(join(api.app.uploadsDir, name), png);
    const superadmin = await db
      .selectFrom('users')
      .select('id_users')
      .where('email', '=', 'superadmin@demo.local')
      .executeTakeFirstOrThrow();
    const library = (await dynamic(db)
      .insertInto('img_library')
      .values({ name: 'Downloads', mode: 'library', user_id: superadmin.id_users })
      .returning('id_img_library')
      .executeTakeFirstOrThrow()) as { id_img_library: number };
    const image = (await dynamic(db)
      .insertInto('img_customer')
      .values({
        title: 'Ostsee',
        id_img_library: library.id_img_library,
        link: `/api/uploads/${name}`,
        file_name: 'ostsee.png',
      })
      .returning('id_img_customer')
      .executeTakeFirstOrThrow()) as { id_img_customer: number };

    const answer = await download(`c${image.id_img_customer}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toContain('filename="ostsee.png"');
    expect(answer.rawPayload.equals(png)).toBe(true);
    expect((await download(`c${image.id_img_customer + 1000}`)).statusCode).toBe(404);
  });
});
