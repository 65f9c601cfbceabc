import { describe, expect, it } from 'vitest';
import { addSelectedImages, type LicenceCalls } from '../../src/imagedb/addSelectedImages.ts';
import type { DatabaseImage, LicenceCheck, LicenceState } from '../../src/imagedb/imageTypes.ts';

const image = (id: number, fields: Partial<DatabaseImage> = {}): DatabaseImage => ({
  id,
  title: `Image ${id}`,
  width: 800,
  height: 600,
  content_type: 'image/jpeg',
  creator_name: 'Creator',
  is_licensed: '',
  database: false,
  link: null,
  thumbnail: `https://stock.example/${id}.jpg`,
  stocktype: 'adobestock',
  ...fields,
});

const stored = (id: number) => `/api/uploads/stock-${id}.jpg`;

/**
 * A fake stock system behind the three calls: it remembers licences, downloads and credits, and fails
 * a call for the ids it is told to.
 */
function fakeStock(
  options: { quota?: number; licensed?: number[]; failLicence?: number[]; failDownload?: number[] } = {},
) {
  let quota = options.quota ?? 10;
  const licensed = new Set(options.licensed ?? []);
  const downloaded = new Set<number>();
  const log: string[] = [];
  const calls: LicenceCalls = {
    check: async (id) => {
      log.push(`check ${id}`);
      return {
        ...image(id, { is_licensed: licensed.has(id) ? 'Standard' : '' }),
        database: downloaded.has(id),
        link: downloaded.has(id) ? stored(id) : null,
        quota,
        purchase_state: licensed.has(id) ? 'purchased' : 'not_purchased',
      } satisfies LicenceCheck;
    },
    license: async (id) => {
      log.push(`license ${id}`);
      if (options.failLicence?.includes(id)) throw new Error('licence failed');
      quota -= 1;
      licensed.add(id);
      return image(id, { is_licensed: 'Standard' });
    },
    download: async (id) => {
      log.push(`download ${id}`);
      if (options.failDownload?.includes(id) || !licensed.has(id)) throw new Error('download failed');
      downloaded.add(id);
    },
  };
  return { calls, log, quota: () => quota };
}

/** The screen's side: answers each confirmation as told, and writes down what it was asked and shown. */
function fakeScreen(answers: Record<number, boolean> = {}) {
  const asked: { id: number; quota: number }[] = [];
  const licences: string[] = [];
  const errors: number[] = [];
  return {
    handlers: {
      confirm: async (shown: DatabaseImage, quota: number) => {
        asked.push({ id: shown.id, quota });
        return answers[shown.id] ?? true;
      },
      onLicence: (shown: DatabaseImage, state: LicenceState) => licences.push(`${shown.id} ${state}`),
      onError: (_error: unknown, shown: DatabaseImage) => errors.push(shown.id),
    },
    asked,
    licences,
    errors,
  };
}

const ids = (images: readonly DatabaseImage[]) => images.map((each) => each.id);

describe('adding selected images (spec 1 §2)', () => {
  it('adds own images as they are, without a call', async () => {
    const stock = fakeStock();
    const screen = fakeScreen();
    const own = image(7, { stocktype: 'customer', database: true, link: '/api/uploads/own.jpg' });
    const outcome = await addSelectedImages([own], stock.calls, screen.handlers);
    expect(outcome.ready).toEqual([own]);
    expect(stock.log).toEqual([]);
    expect(screen.asked).toEqual([]);
  });

  it('keeps Standard-licensed images we hold a copy of as they are', async () => {
    const stock = fakeStock({ licensed: [3] });
    const screen = fakeScreen();
    const held = image(3, { is_licensed: 'Standard', database: true, link: stored(3) });
    const outcome = await addSelectedImages([held], stock.calls, screen.handlers);
    expect(outcome.ready).toEqual([held]);
    expect(stock.log).toEqual([]);
  });

  it('downloads Standard-licensed images without a copy, then takes the stored address', async () => {
    const stock = fakeStock({ licensed: [4] });
    const screen = fakeScreen();
    const outcome = await addSelectedImages([image(4, { is_licensed: 'Standard' })], stock.calls, screen.handlers);
    expect(stock.log).toEqual(['download 4', 'check 4']);
    expect(outcome.ready.map((ready) => [ready.id, ready.database, ready.link])).toEqual([[4, true, stored(4)]]);
    expect(screen.asked).toEqual([]);
    expect(stock.quota()).toBe(10);
  });

  it('checks any other image, asks with the credits left, and on yes licenses it (one credit) and downloads it', async () => {
    const stock = fakeStock({ quota: 5 });
    const screen = fakeScreen();
    const outcome = await addSelectedImages(
      [image(1), image(2, { is_licensed: 'Error' })],
      stock.calls,
      screen.handlers,
    );
    expect(screen.asked).toEqual([
      { id: 1, quota: 5 },
      { id: 2, quota: 4 },
    ]);
    expect(stock.log).toEqual([
      'check 1',
      'license 1',
      'download 1',
      'check 1',
      'check 2',
      'license 2',
      'download 2',
      'check 2',
    ]);
    expect(screen.licences).toEqual(['1 processing', '1 Standard', '2 processing', '2 Standard']);
    expect(outcome.ready.map((ready) => ready.link)).toEqual([stored(1), stored(2)]);
    expect(stock.quota()).toBe(3);
  });

  it('on cancel spends nothing and keeps the image selected, then goes on', async () => {
    const stock = fakeStock();
    const screen = fakeScreen({ 1: false });
    const outcome = await addSelectedImages([image(1), image(2)], stock.calls, screen.handlers);
    expect(ids(outcome.declined)).toEqual([1]);
    expect(ids(outcome.ready)).toEqual([2]);
    expect(stock.log).not.toContain('license 1');
    expect(stock.quota()).toBe(9);
  });

  it('does not ask for an image licensed meanwhile, and spends nothing on it', async () => {
    const stock = fakeStock({ licensed: [8] });
    const screen = fakeScreen();
    const outcome = await addSelectedImages([image(8)], stock.calls, screen.handlers);
    expect(screen.asked).toEqual([]);
    expect(stock.log).toEqual(['check 8', 'download 8', 'check 8']);
    expect(ids(outcome.ready)).toEqual([8]);
    expect(stock.quota()).toBe(10);
  });

  it('on a failed licence shows the error, marks it Error, and goes on with the next image', async () => {
    const stock = fakeStock({ failLicence: [1] });
    const screen = fakeScreen();
    const outcome = await addSelectedImages([image(1), image(2)], stock.calls, screen.handlers);
    expect(screen.errors).toEqual([1]);
    expect(screen.licences).toEqual(['1 processing', '1 Error', '2 processing', '2 Standard']);
    expect(ids(outcome.failed)).toEqual([1]);
    expect(ids(outcome.ready)).toEqual([2]);
  });

  it('shows an image another request is licensing as processing, not as a licence error', async () => {
    const stock = fakeStock();
    stock.calls.license = async () => {
      throw Object.assign(new Error('processing'), { statusCode: 409 });
    };
    const screen = fakeScreen();
    const outcome = await addSelectedImages([image(1)], stock.calls, screen.handlers);
    expect(screen.licences).toEqual(['1 processing', '1 processing']);
    expect(screen.errors).toEqual([1]);
    expect(ids(outcome.failed)).toEqual([1]);
  });

  it('on a failed download shows the error and goes on with the next image', async () => {
    const stock = fakeStock({ licensed: [4, 5], failDownload: [4] });
    const screen = fakeScreen();
    const selected = [image(4, { is_licensed: 'Standard' }), image(5, { is_licensed: 'Standard' })];
    const outcome = await addSelectedImages(selected, stock.calls, screen.handlers);
    expect(screen.errors).toEqual([4]);
    expect(ids(outcome.failed)).toEqual([4]);
    expect(ids(outcome.ready)).toEqual([5]);
  });

  it('keeps the order of the selection across every kind', async () => {
    const stock = fakeStock({ licensed: [2, 3] });
    const screen = fakeScreen();
    const selected = [
      image(1),
      image(2, { is_licensed: 'Standard' }),
      image(9, { stocktype: 'customer', database: true, link: '/api/uploads/own.jpg' }),
      image(3, { is_licensed: 'Standard', database: true, link: stored(3) }),
    ];
    const outcome = await addSelectedImages(selected, stock.calls, screen.handlers);
    expect(ids(outcome.ready)).toEqual([1, 2, 9, 3]);
  });
});
