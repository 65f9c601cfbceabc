import { apiFile, apiRequest } from '../api/apiClient';
import type { DatabaseImage, ImagePage, LibraryChoice, LicenceCheck } from './imageTypes';

/** A customer image as `/imagedb-customer-stock` answers it. */
interface CustomerRecord {
  id_img_customer: number;
  id_img_library: number;
  title: string | null;
  description: string | null;
  creator_name: string | null;
  width: number | null;
  height: number | null;
  content_type: string | null;
  link: string;
  thumbnail: string | null;
}

/** An own image in the shape the mixed grids handle (the contract's "customer image"). */
export function customerImage(record: CustomerRecord): DatabaseImage {
  return {
    id: record.id_img_customer,
    id_img_customer: record.id_img_customer,
    id_img_library: record.id_img_library,
    title: record.title ?? '',
    description: record.description,
    width: record.width ?? 0,
    height: record.height ?? 0,
    content_type: record.content_type ?? '',
    creator_name: record.creator_name,
    link: record.link,
    thumbnail: record.thumbnail ?? record.link,
    stocktype: 'customer',
    is_licensed: '',
    database: true,
  };
}

/** `GET /adobestock`: a page of the stock search; `query` holds the filters as the call names them. */
export async function searchStock(query: Readonly<Record<string, string>>, signal?: AbortSignal): Promise<ImagePage> {
  const answer = await apiRequest<ImagePage>(`/adobestock?${new URLSearchParams(query)}`, { signal });
  return { total: answer.total, data: answer.data };
}

export interface CustomerQuery {
  q?: string;
  library?: number;
  limit: number;
  skip: number;
}

/** `GET /imagedb-customer-stock`: a page of own images, searched and filtered by library. */
export async function searchCustomer(query: CustomerQuery, signal?: AbortSignal): Promise<ImagePage> {
  const params = new URLSearchParams({ $limit: String(query.limit), $skip: String(query.skip) });
  params.set('$sort[id_img_customer]', '-1');
  if (query.library !== undefined) params.set('id_img_library', String(query.library));
  if (query.q?.trim()) params.set('$search', query.q.trim());
  const answer = await apiRequest<{ total: number; data: CustomerRecord[] }>(`/imagedb-customer-stock?${params}`, {
    signal,
  });
  return { total: answer.total, data: answer.data.map(customerImage) };
}

/** The licence calls of a stock image (spec 2 §7), as the add-selected behaviour is given them. */
export const licenceCalls = {
  check: (id: number) => apiRequest<LicenceCheck>(`/adobestock/${id}`),
  license: (id: number) => apiRequest<DatabaseImage>('/adobestock', { method: 'POST', body: { id, confirmed: true } }),
  /** Stores the licensed file with us (answers the file, which is not needed here). */
  download: async (id: number) => {
    await apiFile(`/download-images/${id}`);
  },
};

/** The file of an image for the user to save: a stock image by its id, an own one as `c{id}`. */
export const imageFile = (image: Pick<DatabaseImage, 'stocktype' | 'id'>) =>
  apiFile(`/download-images/${image.stocktype === 'customer' ? 'c' : ''}${image.id}`);

export const allLibraries = () => apiRequest<LibraryChoice[]>('/img/library/all');

export interface LibraryItemBody {
  id_img_library?: number;
  id_jrn_journey?: number;
  link: string;
  thumbnail?: string;
  data: Record<string, unknown>;
}

export const createLibraryItem = (body: LibraryItemBody) =>
  apiRequest<{ id_img_library_item: number }>('/img/library-item', { method: 'POST', body });
