import { defineArea } from '../../core/area.ts';
import { stockApiPaths, stockIntegrations, stockRouteResources, stockRoutes } from './stock-routes.ts';
import { customerImageHooks } from './customer-image-hooks.ts';
import { libraryHooks } from './library-hooks.ts';
import { libraryItemHooks } from './library-item-hooks.ts';
import { seedImages } from './seed/seed-images.ts';

/** The image database: stock images licensed from Adobe Stock, the company's own uploads, libraries and journeys' images. */
export const imagesArea = defineArea({
  name: 'images',
  // Adobe Stock: the search, licence and download calls (helper stock).
  resources: stockRouteResources,
  integrations: stockIntegrations,
  routes: stockRoutes,
  reservedApiPaths: stockApiPaths,
  // Libraries, their items and own images (helper "libraries"): the rules JSON cannot say.
  entityHooks: {
    'images/library': libraryHooks,
    'images/library-item': libraryItemHooks,
    'images/customer-image': customerImageHooks,
  },
  seed: async ({ db, registry }) => seedImages(db, registry),
});
