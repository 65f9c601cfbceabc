import { defineArea } from '../../core/area.ts';
import { customerApiPaths, customerRouteResources, driverRoutes } from './driver-routes.ts';
import { seedCustomers } from './seed/customers.ts';

/** Customers (visiting cards) with their contacts, served by the generic API; the drivers among them. */
export const customersArea = defineArea({
  name: 'customers',
  resources: customerRouteResources,
  routes: (app, context) => driverRoutes(app, context),
  reservedApiPaths: customerApiPaths,
  seed: async ({ db, registry }) => ({ customers: (await seedCustomers(db, registry)).added }),
});
