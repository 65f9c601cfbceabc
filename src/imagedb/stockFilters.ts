/** Spec 1 §9: the image database shows 64 images a page. */
export const IMAGES_PER_PAGE = 64;
/** Spec 1 §2: the finder's pagination reaches at most 100 pages. */
export const MAX_PAGES = 100;

export const ORIENTATIONS = ['all', 'horizontal', 'vertical', 'square', 'panoramic'] as const;
export const PEOPLE = ['all', 'include', 'exclude'] as const;
export const IMAGE_TYPES = ['photo', 'illustration'] as const;
/** Preview sizes: small, normal, large, very large (the zoom factor of the rows). */
export const PREVIEW_SIZES = { small: 0.5, normal: 1, large: 2, veryLarge: 3 } as const;

export type Orientation = (typeof ORIENTATIONS)[number];
export type People = (typeof PEOPLE)[number];
export type ImageType = (typeof IMAGE_TYPES)[number];
export type PreviewSize = keyof typeof PREVIEW_SIZES;

/** The stock search as the address keeps it, so that a reload shows the same images. */
export interface StockFilters {
  q: string;
  /** `rrggbb`, without `#`; empty: any colour. */
  color: string;
  orientation: Orientation;
  people: People;
  /** Both image types when empty. */
  types: readonly ImageType[];
  size: PreviewSize;
  page: number;
}

export const NO_FILTERS: StockFilters = {
  q: '',
  color: '',
  orientation: 'all',
  people: 'all',
  types: [],
  size: 'normal',
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The filters an address holds; what is not understood is left at its default. */
export function filtersFromAddress(params: URLSearchParams): StockFilters {
  const color = (params.get('color') ?? '').toLowerCase();
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    color: /^[0-9a-f]{6}$/.test(color) ? color : '',
    orientation: oneOf(ORIENTATIONS, params.get('orientation'), 'all'),
    people: oneOf(PEOPLE, params.get('people'), 'all'),
    types: IMAGE_TYPES.filter((type) => params.getAll('type').includes(type)),
    size: oneOf(Object.keys(PREVIEW_SIZES) as PreviewSize[], params.get('size'), 'normal'),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGES ? page : 1,
  };
}

/** The address of the filters: only what differs from the defaults. */
export function addressOfFilters(filters: StockFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.color) params.set('color', filters.color);
  if (filters.orientation !== 'all') params.set('orientation', filters.orientation);
  if (filters.people !== 'all') params.set('people', filters.people);
  for (const type of filters.types) params.append('type', type);
  if (filters.size !== 'normal') params.set('size', filters.size);
  if (filters.page !== 1) params.set('page', String(filters.page));
  return params;
}

/** The query of `GET /adobestock` for the filters' page; a filter left at "all" is not sent. */
export function stockQuery(filters: StockFilters, limit = IMAGES_PER_PAGE): Record<string, string> {
  const query: Record<string, string> = { $limit: String(limit), $skip: String((filters.page - 1) * limit) };
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.color) query.color = filters.color;
  if (filters.orientation !== 'all') query.orientation = filters.orientation;
  if (filters.people !== 'all') query.people = filters.people;
  // Both types are what no type filter finds.
  if (filters.types.length === 1) query.content_type = filters.types[0] as ImageType;
  return query;
}

/** An active filter of the result bar, and the filters without it. */
export interface FilterChip {
  kind: 'text' | 'color' | 'orientation' | 'type';
  value: string;
  without: StockFilters;
}

/** The result bar's removable chips (spec 1 §2): text, colour, orientation and image type; removing one starts at page 1. */
export function filterChips(filters: StockFilters): FilterChip[] {
  const from = { ...filters, page: 1 };
  const chips: FilterChip[] = [];
  if (filters.q.trim()) chips.push({ kind: 'text', value: filters.q.trim(), without: { ...from, q: '' } });
  if (filters.color) chips.push({ kind: 'color', value: filters.color, without: { ...from, color: '' } });
  if (filters.orientation !== 'all')
    chips.push({ kind: 'orientation', value: filters.orientation, without: { ...from, orientation: 'all' } });
  for (const type of filters.types)
    chips.push({
      kind: 'type',
      value: type,
      without: { ...from, types: filters.types.filter((kept) => kept !== type) },
    });
  return chips;
}

/** How many pages the pagination offers: at most 100 (spec 1 §2). */
export const pageCount = (total: number, limit = IMAGES_PER_PAGE) => Math.min(MAX_PAGES, Math.ceil(total / limit));

/** The hit count in German number format, whatever the user's language (spec 1 §2). */
export const hitCount = (total: number) => new Intl.NumberFormat('de-DE').format(total);
