import { describe, expect, it } from 'vitest';
import {
  addressOfFilters,
  filterChips,
  filtersFromAddress,
  hitCount,
  NO_FILTERS,
  pageCount,
  stockQuery,
  type StockFilters,
} from '../../src/imagedb/stockFilters.ts';
import { tileBadges } from '../../src/imagedb/tileBadges.ts';
import { withChosenImages } from '../../src/screens/form/model/imageEntries.ts';

const filters = (changed: Partial<StockFilters>): StockFilters => ({ ...NO_FILTERS, ...changed });

describe('the stock search in the address (spec 1 §2)', () => {
  it('keeps every filter through the address, so that a reload shows the same', () => {
    const all = filters({
      q: 'Altstadt',
      color: 'ff8800',
      orientation: 'panoramic',
      people: 'exclude',
      types: ['photo'],
      size: 'veryLarge',
      page: 3,
    });
    expect(filtersFromAddress(addressOfFilters(all))).toEqual(all);
    expect(addressOfFilters(NO_FILTERS).toString()).toBe('');
  });

  it('leaves what it does not understand at the defaults', () => {
    const read = filtersFromAddress(
      new URLSearchParams('color=red&orientation=round&people=some&type=video&size=huge&page=101'),
    );
    expect(read).toEqual(NO_FILTERS);
  });

  it('asks the stock call 64 a page, and only for the filters set', () => {
    expect(stockQuery(NO_FILTERS)).toEqual({ $limit: '64', $skip: '0' });
    expect(
      stockQuery(
        filters({
          q: ' See ',
          color: '00ff00',
          orientation: 'square',
          people: 'include',
          types: ['illustration'],
          page: 2,
        }),
      ),
    ).toEqual({
      $limit: '64',
      $skip: '64',
      q: 'See',
      color: '00ff00',
      orientation: 'square',
      people: 'include',
      content_type: 'illustration',
    });
    // Both image types are what no type filter finds.
    expect(stockQuery(filters({ types: ['photo', 'illustration'] }))).toEqual({ $limit: '64', $skip: '0' });
  });

  it('shows a removable chip for text, colour, orientation and each image type; removing one starts at page 1', () => {
    const active = filters({
      q: 'See',
      color: '112233',
      orientation: 'vertical',
      types: ['photo', 'illustration'],
      page: 4,
    });
    const chips = filterChips(active);
    expect(chips.map((chip) => [chip.kind, chip.value])).toEqual([
      ['text', 'See'],
      ['color', '112233'],
      ['orientation', 'vertical'],
      ['type', 'photo'],
      ['type', 'illustration'],
    ]);
    expect(chips[3]?.without).toEqual({ ...active, types: ['illustration'], page: 1 });
    expect(chips[0]?.without.q).toBe('');
    expect(filterChips(filters({ people: 'include', size: 'large' }))).toEqual([]);
  });

  it('counts hits in German number format and offers at most 100 pages', () => {
    expect(hitCount(1234567)).toBe('1.234.567');
    expect(pageCount(0)).toBe(0);
    expect(pageCount(65)).toBe(2);
    expect(pageCount(1_000_000)).toBe(100);
  });
});

describe('a tile’s badges', () => {
  const stock = { stocktype: 'adobestock' as const, is_licensed: '' as const, database: false };
  it.each([
    [{ ...stock }, false, []],
    [{ ...stock }, true, ['selected']],
    [{ ...stock, is_licensed: 'Standard' as const, database: true }, false, ['licensed']],
    [{ ...stock, is_licensed: 'Standard' as const }, true, ['selected', 'notDownloaded']],
    [{ ...stock, is_licensed: 'Error' as const }, false, ['licenceError']],
    [{ ...stock, is_licensed: 'processing' as const }, false, ['processing']],
    [{ stocktype: 'customer' as const, is_licensed: '' as const, database: true }, false, []],
  ])('%o, selected %s: %o', (image, selected, keys) => {
    expect(tileBadges(image, selected).map((badge) => badge.key)).toEqual(keys);
  });
});

describe('images chosen in the finder, added to an images field', () => {
  it('go last in their order, the first of an empty list the main image, each with its data and status 1', () => {
    const chosen = [
      { link: '/api/uploads/a.jpg', thumbnail: 'https://stock/a.jpg', data: { stocktype: 'adobestock', id: 1 } },
      { link: '/api/uploads/b.jpg', thumbnail: '/api/uploads/b.jpg', data: { stocktype: 'customer', id: 2 } },
    ];
    const fromEmpty = withChosenImages([], chosen);
    expect(fromEmpty).toEqual([
      { ...chosen[0], order: 0, main: true, status: 1 },
      { ...chosen[1], order: 1, main: false, status: 1 },
    ]);
    const onTop = withChosenImages([{ link: '/api/uploads/x.jpg', order: 0, main: true, status: 1 }], chosen);
    expect(onTop.map((entry) => [entry.order, entry.main])).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
  });
});
