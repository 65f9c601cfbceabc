import { defineArea } from '../../core/area.ts';
import { journeyFileHooks } from './journey-file-hooks.ts';
import { journeyHooks } from './journey-hooks.ts';
import { bulkLoadJourneys } from './seed/bulk-load.ts';
import { seedJourneys } from './seed/seed-journeys.ts';
import { journeyApiPaths, journeyIntegrations, journeyRouteResources, journeyRoutes } from './journey-routes.ts';

/** The journeys the business sells: bus tours, cruises and flights with their dates, prices, hotels and boarding points. */
export const journeysArea = defineArea({
  name: 'journeys',
  resources: journeyRouteResources,
  entityHooks: { 'journeys/journey': journeyHooks, 'journeys/journey-file': journeyFileHooks },
  integrations: journeyIntegrations,
  routes: journeyRoutes,
  reservedApiPaths: journeyApiPaths,
  seed: async ({ db, registry }) => seedJourneys(db, registry),
  // One journey for every 20 at the bench's scale: 100,000 at its 2,000,000.
  bulkLoad: async ({ db, registry, scale, onProgress }) => [
    await bulkLoadJourneys(db, Math.ceil(scale / 20), { onProgress, registry }),
  ],
});
