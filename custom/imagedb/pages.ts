import type { CustomPageDeclarations } from '../../src/console';

/**
 * The image database (resources/images.json): the stock search at `/imagedb/stock` and the journeys'
 * images at `/imagedb/library/journey` (pages at addresses of their own), own images, and a library
 * with its images.
 */
export const pages: CustomPageDeclarations = {
  stock: { load: () => import('./StockPage') },
  customer: { load: () => import('./CustomerPage') },
  library: { load: () => import('./LibraryPage') },
  journeys: { load: () => import('./JourneyImagesPage') },
};
