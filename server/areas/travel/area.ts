import { defineArea } from '../../core/area.ts';
import { boardingGroupRoute, travelRouteResources } from './boarding-group-route.ts';
import { seedTravel } from './seed/seed-travel.ts';
import { shipRouteHooks } from './station-order-hooks.ts';

/** The travel catalogue's building blocks: hotels and their rooms, ships and their routes, boarding points and groups. */
export const travelArea = defineArea({
  name: 'travel',
  resources: travelRouteResources,
  routes: (app, context) => boardingGroupRoute(app, context),
  entityHooks: { 'travel/ship-route': shipRouteHooks },
  seed: async ({ db, registry }) => seedTravel(db, registry),
});
