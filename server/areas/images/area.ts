import { defineArea } from '../../core/area.ts';
import { stockApiPaths, stockIntegrations, stockRouteResources, stockRoutes } from './stock-routes.ts';

/** The image database: stock images licensed from Adobe Stock, the company's own uploads, libraries and journeys' images. */
export const imagesArea = defineArea({
  name: 'images',
  // Adobe Stock: the search, licence and download calls (helper stock).
  resources: stockRouteResources,
  integrations: stockIntegrations,
  routes: stockRoutes,
  reservedApiPaths: stockApiPaths,
});
