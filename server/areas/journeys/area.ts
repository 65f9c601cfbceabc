import { defineArea } from '../../core/area.ts';
import { journeyFileHooks } from './journey-file-hooks.ts';
import { journeyHooks } from './journey-hooks.ts';
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
});
