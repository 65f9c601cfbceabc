import { defineArea } from '../../core/area.ts';
import { agencyIntegrations, agencyResources } from './agencies-context.ts';
import { bookingApiPaths, bookingRoutes } from './booking-routes.ts';
import { commissionApiPaths, commissionRoutes } from './commission-routes.ts';
import { customerApiPaths, customerRoutes } from './customer-routes.ts';
import { invoiceApiPaths, invoiceRoutes } from './invoice-routes.ts';
import { profileApiPaths, profileRoutes } from './profile-routes.ts';
import { seedAgencies } from './seed/agencies.ts';

/** Travel agencies (spec 1 §2): their master data here, their customers, bookings and bulk invoices in Ratio. */
export const agenciesArea = defineArea({
  name: 'agencies',
  resources: agencyResources,
  integrations: agencyIntegrations,
  routes: async (app, context) => {
    profileRoutes(app, context);
    customerRoutes(app, context);
    invoiceRoutes(app, context);
    bookingRoutes(app, context);
    commissionRoutes(app, context);
  },
  reservedApiPaths: [
    ...profileApiPaths,
    ...customerApiPaths,
    ...invoiceApiPaths,
    ...bookingApiPaths,
    ...commissionApiPaths,
  ],
  seed: async ({ db, registry }) => seedAgencies(db, registry),
});
