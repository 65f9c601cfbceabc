import { defineArea } from '../../core/area.ts';
import { bookingIntegrations, bookingResources } from './booking-context.ts';
import { catalogueApiPaths, catalogueRoutes } from './catalogue-routes.ts';
import { completionApiPaths, completionRoutes } from './completion-routes.ts';
import { holdApiPaths, holdRoutes } from './hold-routes.ts';
import { insuranceApiPaths, insuranceRoutes } from './insurance-routes.ts';
import { seedOnlineBookings } from './seed/online-bookings.ts';

/** The public booking engine (spec 1 §2, §4): end customers choose, hold, pay and book a journey date. */
export const bookingArea = defineArea({
  name: 'booking',
  resources: bookingResources,
  integrations: bookingIntegrations,
  routes: async (app, context) => {
    catalogueRoutes(app, context);
    holdRoutes(app, context);
    completionRoutes(app, context);
    insuranceRoutes(app, context);
  },
  seed: async ({ db, registry }) => seedOnlineBookings(db, registry),
  reservedApiPaths: [...catalogueApiPaths, ...holdApiPaths, ...completionApiPaths, ...insuranceApiPaths],
});
