import { defineArea } from '../../core/area.ts';
import { accountIntegrations, accountRouteResources, accountRoutes } from './account-routes.ts';
import { demoCustomerIds } from '../customers/seed/customers.ts';
import { seedStaffUsers } from './seed/staff-users.ts';
import { userHooks } from './user-hooks.ts';

/** Staff and app users: their records, and the calls by which people open, reset and close their accounts. */
export const usersArea = defineArea({
  name: 'users',
  resources: accountRouteResources,
  entityHooks: { 'users/user': userHooks },
  integrations: accountIntegrations,
  routes: accountRoutes,
  reservedApiPaths: [
    '/registration',
    '/registration-process',
    '/registration-driver',
    '/restart-registration',
    '/password-reset',
    '/users-disable',
    '/users-app-delete',
  ],
  seed: async ({ db, registry }) => ({
    staffUsers: (await seedStaffUsers(db, await demoCustomerIds(db), registry)).added,
  }),
});
