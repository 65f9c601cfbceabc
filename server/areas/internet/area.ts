import { defineArea } from '../../core/area.ts';
import { internetRouteResources, internetRoutes } from './internet-routes.ts';
import { menuItemHooks } from './menu-item-hooks.ts';
import { seedInternet } from './seed/seed-internet.ts';

/** The master data of the web pages and journeys: categories, destinations, geography, organizations. */
export const internetArea = defineArea({
  name: 'internet',
  resources: internetRouteResources,
  routes: internetRoutes,
  entityHooks: { 'internet/web-menu-item': menuItemHooks },
  seed: async ({ db, registry }) => seedInternet(db, registry),
});
