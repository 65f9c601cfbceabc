import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { imageTypeOf } from '../../server/uploads/image-type.ts';
import {
  hasColour,
  isPanoramic,
  orientationOf,
  type CatalogueFile,
} from '../../server/integrations/stock/emulated-catalogue.ts';
import { createStockClient } from '../../server/integrations/stock/stock-client.ts';
import { startStockEmulator, type StockEmulator } from '../../server/integrations/stock/stock-emulator.ts';
import type { StockSearch, StockSystem } from '../../server/integrations/stock/stock-system.ts';
import { sendControl } from '../unit/support/emulatorControl.ts';

// The Adobe Stock client against the project's stock emulator over HTTP on loopback: the search's
// parameters really filter, page and order; the licensing calls keep the member's quota and licences;
// every failure the emulator plays becomes the client's typed error.

const TIMEOUT_MS = 1000;

let emulator: StockEmulator;
let client: StockSystem;
beforeAll(async () => {
  emulator = await startStockEmulator();
  client = createStockClient({
    baseUrl: emulator.url,
    apiKey: emulator.apiKey,
    accessToken: emulator.accessToken,
    product: 'Backoffice tests',
    timeoutMs: TIMEOUT_MS,
  });
});
afterEach(() => {
  emulator.reset();
  emulator.resetAccount();
});
afterAll(() => emulator.close());

const search = (asked: Partial<StockSearch> = {}) =>
  client.search({ limit: 100, offset: 0, order: 'relevance', orientation: 'all', people: 'all', ...asked });
const catalogueFile = (id: number) => emulator.catalogue.find((file) => file.id === id) as CatalogueFile;
/** Every match of a search, page by page. */
async function everything(asked: Partial<StockSearch>) {
  const first = await search(asked);
  const files = [...first.files];
  while (files.length < first.total) files.push(...(await search({ ...asked, offset: files.length })).files);
  return { total: first.total, files };
}
const nonPremium = () => emulator.catalogue.filter((file) => file.premium_level_id === 0);

describe('searching Adobe Stock', () => {
  it('answers files with the columns asked for and pages through every non-premium file', async () => {
    const { total, files } = await everything({});
    expect(total).toBe(nonPremium().length);
    expect(files.map((file) => file.id)).toEqual(nonPremium().map((file) => file.id));
    const [first] = files;
    const known = catalogueFile(first!.id);
    expect(first).toEqual({
      id: known.id,
      title: known.title,
      creatorName: known.creator_name,
      width: known.width,
      height: known.height,
      thumbnailUrl: `${emulator.url}/ftcdn/thumbnails/${known.id}.png`,
      mediaTypeId: known.media_type_id,
      category: known.category,
      contentType: 'image/png',
      isLicensed: '',
    });
    const page = await search({ limit: 10, offset: 20 });
    expect(page.files.map((file) => file.id)).toEqual(
      nonPremium()
        .slice(20, 30)
        .map((file) => file.id),
    );
  });

  it('serves real thumbnails without a key, as a browser loads them', async () => {
    const { files } = await search({ limit: 1 });
    const answer = await fetch(files[0]!.thumbnailUrl);
    expect(answer.status).toBe(200);
    expect(imageTypeOf(Buffer.from(await answer.arrayBuffer()))?.type).toBe('image/png');
  });

  it.each([
    ['horizontal', (file: CatalogueFile) => orientationOf(file) === 'horizontal'],
    ['vertical', (file: CatalogueFile) => orientationOf(file) === 'vertical'],
    ['square', (file: CatalogueFile) => orientationOf(file) === 'square'],
    ['panoramic', isPanoramic],
  ] as const)('filters by orientation %s', async (orientation, fits) => {
    const { total, files } = await everything({ orientation });
    expect(total).toBe(nonPremium().filter(fits).length);
    expect(total).toBeGreaterThan(0);
    expect(files.every((file) => fits(catalogueFile(file.id)))).toBe(true);
  });

  it('filters by colour, content type, people and words', async () => {
    const blue = await everything({ color: '1e5ab4' });
    expect(blue.total).toBe(nonPremium().filter((file) => hasColour(file, '1e5ab4')).length);
    expect(blue.total).toBeGreaterThan(0);
    expect(blue.total).toBeLessThan(nonPremium().length);

    const illustrations = await everything({ contentType: 'illustration' });
    expect(illustrations.total).toBe(nonPremium().filter((file) => file.media_type_id === 2).length);
    expect(illustrations.files.every((file) => file.mediaTypeId === 2)).toBe(true);
    const photos = await search({ contentType: 'photo' });
    expect(photos.total + illustrations.total).toBe(nonPremium().length);

    const people = await search({ people: 'include' });
    const nobody = await search({ people: 'exclude' });
    expect(people.total).toBe(nonPremium().filter((file) => file.has_releases).length);
    expect(people.total + nobody.total).toBe(nonPremium().length);

    const beach = await everything({ words: 'strand' });
    expect(beach.total).toBeGreaterThan(0);
    expect(beach.files.every((file) => file.category?.name === 'Strand' || /strand/i.test(file.title))).toBe(true);
  });

  it('orders by downloads, by creation and by what is undiscovered', async () => {
    const downloads = (await search({ order: 'nb_downloads' })).files.map(
      (file) => catalogueFile(file.id).nb_downloads,
    );
    expect(downloads).toEqual(downloads.toSorted((a, b) => b - a));
    const undiscovered = (await search({ order: 'undiscovered' })).files.map(
      (file) => catalogueFile(file.id).nb_downloads,
    );
    expect(undiscovered).toEqual(undiscovered.toSorted((a, b) => a - b));
    const created = (await search({ order: 'creation' })).files.map((file) => catalogueFile(file.id).creation_date);
    expect(created).toEqual(created.toSorted().reverse());
  });

  it('finds one file by its id, and none for an id Adobe does not have', async () => {
    const known = nonPremium()[5]!;
    expect(await client.file(known.id)).toMatchObject({ id: known.id, title: known.title });
    expect(await client.file(1)).toBeNull();
  });
});

describe('licensing', () => {
  const id = () => nonPremium()[0]!.id;

  it('keeps the quota: a licence spends one credit, once; the file is then purchased and downloadable', async () => {
    expect(await client.quota()).toBe(25);
    expect(await client.purchase(id())).toEqual({ state: 'not_purchased', license: null, url: null, quota: 25 });
    expect(await client.license(id())).toMatchObject({ state: 'just_purchased', license: 'Standard', quota: 24 });
    expect(await client.license(id())).toMatchObject({ state: 'purchased', quota: 24 });
    const purchase = await client.purchase(id());
    expect(purchase).toMatchObject({ state: 'purchased', license: 'Standard', quota: 24 });
    expect(emulator.licenses()).toMatchObject([{ content_id: id(), license: 'Standard', charged: true }]);
    expect((await search({ limit: 1 })).files[0]).toMatchObject({ id: id(), isLicensed: 'Standard' });

    const file = await client.download(purchase.url!);
    expect(file.contentType).toBe('image/png');
    expect(imageTypeOf(file.content)?.type).toBe('image/png');
    // The redirect leads to a signed address: without the signature the file is refused.
    const redirect = await fetch(purchase.url!, {
      headers: { 'x-api-key': emulator.apiKey, 'x-product': 'x', authorization: `Bearer ${emulator.accessToken}` },
      redirect: 'manual',
    });
    expect(redirect.status).toBe(302);
    const signed = new URL(redirect.headers.get('location')!);
    signed.searchParams.set('sig', 'forged');
    expect((await fetch(signed)).status).toBe(403);
  });

  it('refuses a licence without credits left, set by a control call or played as a failure', async () => {
    emulator.setQuota(0);
    expect(await client.license(id())).toMatchObject({ state: 'not_possible', quota: 0 });
    expect(await client.purchase(id())).toMatchObject({ state: 'not_possible', quota: 0 });
    emulator.setQuota(3);
    emulator.failNext(1, 'quota');
    expect(await client.license(id())).toMatchObject({ state: 'not_possible', quota: 0 });
    expect(await client.quota()).toBe(3);
    expect(emulator.licenses()).toEqual([]);
  });

  it('needs the access token for the licensing calls and the key for every call', async () => {
    const withoutToken = createStockClient({
      baseUrl: emulator.url,
      apiKey: emulator.apiKey,
      accessToken: 'wrong',
      product: 'x',
      timeoutMs: TIMEOUT_MS,
    });
    await expect(withoutToken.quota()).rejects.toMatchObject({ failure: 'http-status', status: 401 });
    expect(
      (await withoutToken.search({ limit: 1, offset: 0, order: 'relevance', orientation: 'all', people: 'all' })).total,
    ).toBeGreaterThan(0);
    const withoutKey = createStockClient({
      baseUrl: emulator.url,
      apiKey: 'wrong',
      accessToken: emulator.accessToken,
      product: 'x',
      timeoutMs: TIMEOUT_MS,
    });
    await expect(
      withoutKey.search({ limit: 1, offset: 0, order: 'relevance', orientation: 'all', people: 'all' }),
    ).rejects.toThrow(/HTTP 401: Invalid API Key/);
  });
});

describe('the control calls', () => {
  it('read the licences and calls, set the quota, grant a licence, forget them, and switch failures on', async () => {
    const id = nonPremium()[2]!.id;
    const read = async () => (await sendControl(emulator.url, 'GET', '/control/licenses')).json();
    expect(await read()).toEqual({ quota: 25, licenses: [] });
    expect((await sendControl(emulator.url, 'PUT', '/control/quota', { quota: 3 })).status).toBe(200);
    expect(await client.quota()).toBe(3);
    expect((await sendControl(emulator.url, 'PUT', '/control/quota', { quota: -1 })).status).toBe(400);
    expect((await sendControl(emulator.url, 'POST', '/control/licenses', { content_id: id })).status).toBe(201);
    expect(await read()).toMatchObject({
      quota: 3,
      licenses: [{ content_id: id, license: 'Standard', charged: false }],
    });
    expect((await client.purchase(id)).state).toBe('purchased');
    const calls = (await (await sendControl(emulator.url, 'GET', '/control/calls')).json()) as string[];
    expect(calls.at(-1)).toBe(`GET /Rest/Libraries/1/Content/Info?content_id=${id}`);

    expect((await sendControl(emulator.url, 'POST', '/control/fail', { times: 1, mode: 'quota' })).status).toBe(204);
    expect(await client.quota()).toBe(0);
    expect((await sendControl(emulator.url, 'POST', '/control/fail', { mode: 'nonsense' })).status).toBe(400);
    expect((await sendControl(emulator.url, 'DELETE', '/control/licenses')).status).toBe(204);
    expect(await read()).toEqual({ quota: 25, licenses: [] });
  });
});

describe('failures', () => {
  it.each([
    ['error', 'http-status'],
    ['hang', 'timeout'],
    ['malformed', 'bad-answer'],
  ] as const)('%s makes the next call fail as %s', async (mode, failure) => {
    emulator.failNext(1, mode);
    await expect(search({ limit: 1 })).rejects.toMatchObject({ name: 'StockSystemError', failure });
    expect((await search({ limit: 1 })).files).toHaveLength(1);
  });

  it('license-error fails the licence call it waits for, spending nothing', async () => {
    const id = nonPremium()[1]!.id;
    emulator.failNext(1, 'license-error');
    expect((await client.purchase(id)).state).toBe('not_purchased');
    await expect(client.license(id)).rejects.toMatchObject({ failure: 'http-status', status: 500 });
    expect(await client.quota()).toBe(25);
    expect((await client.license(id)).state).toBe('just_purchased');
  });

  it('a delay holds every answer back', async () => {
    emulator.setDelay(TIMEOUT_MS * 2);
    await expect(client.quota()).rejects.toMatchObject({ failure: 'timeout' });
  });

  it('an unreachable system is unreachable', async () => {
    const nowhere = createStockClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k', accessToken: 't', product: 'x' });
    await expect(nowhere.quota()).rejects.toMatchObject({ failure: 'unreachable' });
  });
});
