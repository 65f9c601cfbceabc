/** The agency customer list's page sizes (spec 1 §9: 150 by default). */
export const CUSTOMER_PAGE_SIZES = [10, 25, 50, 150, 300] as const;
export const DEFAULT_CUSTOMER_PAGE_SIZE = 150;

/** The columns the agency customer call sorts by. */
export const CUSTOMER_SORT_FIELDS = ['kennziffer', 'name1', 'name2', 'plz', 'ort'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

export interface CustomerListState {
  /** From 1. */
  page: number;
  size: number;
  search: string;
  sort: { field: CustomerSortField; descending: boolean } | undefined;
  /** The agency an agencyadmin chose; staff name none (the server takes their own). */
  agency: number | undefined;
}

/**
 * Ratio's paging of an agency's customers (spec 1 §2): `offset` counts from 1 and names the page's
 * first row, `limit` the rows after it, so page p of size s asks limit s − 1 and offset (p − 1) × s + 1.
 */
export function customerPaging(page: number, size: number): { limit: number; offset: number } {
  return { limit: size - 1, offset: (page - 1) * size + 1 };
}

/** The query of `GET /ratio/api/agencies/` for a state of the list. */
export function customerListQuery({ page, size, search, sort, agency }: CustomerListState): string {
  const { limit, offset } = customerPaging(page, size);
  const params = new URLSearchParams();
  if (agency !== undefined) params.set('getCustomersFor', String(agency));
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  const text = search.trim();
  if (text) params.set('search', text);
  if (sort) params.set('sort', `${sort.descending ? '-' : ''}${sort.field}`);
  return params.toString();
}

const isSortField = (name: string): name is CustomerSortField =>
  (CUSTOMER_SORT_FIELDS as readonly string[]).includes(name);

/** The list's state as its address keeps it (`?page=2&size=150&q=…&sort=-ort`); what is missing or wrong is the default. */
export function customerListFromUrl(params: URLSearchParams): Omit<CustomerListState, 'agency'> {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sort = params.get('sort') ?? '';
  const field = sort.replace(/^-/, '');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (CUSTOMER_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_CUSTOMER_PAGE_SIZE,
    search: params.get('q') ?? '',
    sort: isSortField(field) ? { field, descending: sort.startsWith('-') } : undefined,
  };
}

/** The address's query for a state of the list: only what differs from the defaults. */
export function customerListUrl({ page, size, search, sort }: Omit<CustomerListState, 'agency'>): URLSearchParams {
  const params = new URLSearchParams();
  if (page !== 1) params.set('page', String(page));
  if (size !== DEFAULT_CUSTOMER_PAGE_SIZE) params.set('size', String(size));
  if (search) params.set('q', search);
  if (sort) params.set('sort', `${sort.descending ? '-' : ''}${sort.field}`);
  return params;
}
