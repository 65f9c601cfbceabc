import { searchCustomer, searchStock } from './imagedbCalls';
import type { ImageDatabase } from './imageTypes';
import { IMAGES_PER_PAGE, NO_FILTERS, stockQuery } from './stockFilters';

/** The finder's search of a database: what it asks (its key) and how. */
export function imageFinderSearch(database: ImageDatabase, words: string, page: number) {
  const limit = IMAGES_PER_PAGE;
  const key = JSON.stringify([database, words, page]);
  const load =
    database === 'adobestock'
      ? (signal: AbortSignal) => searchStock(stockQuery({ ...NO_FILTERS, q: words, page }, limit), signal)
      : (signal: AbortSignal) => searchCustomer({ q: words, limit, skip: (page - 1) * limit }, signal);
  return { key, load, limit };
}
