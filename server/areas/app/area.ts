import { defineArea } from '../../core/area.ts';
import { appUserApiPaths, appUserRoutes } from './app-user-routes.ts';
import { appIntegrations, appResources } from './app-context.ts';
import { busLocationApiPaths, busLocationRoutes } from './bus-location-routes.ts';
import { departureHooks } from './departure-hooks.ts';
import { menuApiPaths, menuRoutes } from './menu-routes.ts';
import { phoneApiPaths, phoneRoutes } from './phone-routes.ts';
import { photoEntryHooks } from './photo-entry-hooks.ts';
import { pushNotificationHooks } from './push-notification-hooks.ts';
import { pushApiPaths, pushRoutes } from './push-routes.ts';
import { seedAdministration } from './seed/administration.ts';
import { seedAppUsers } from './seed/app-users.ts';
import { seedDepartures } from './seed/departures.ts';
import { seedPush } from './seed/push.ts';
import { translationApiPaths, translationRoutes } from './translation-routes.ts';
import { travelbagTemplateHooks } from './travelbag-template-hooks.ts';

/**
 * The travellers' app (spec 1 §2 App and App user): its administration (app users, drivers, topics,
 * travel-bag templates, departures, emergency call, translations), push messages sent through
 * Firebase Cloud Messaging, and the app users' own pages.
 */
export const appArea = defineArea({
  name: 'app',
  resources: appResources,
  integrations: appIntegrations,
  entityHooks: (services) => ({
    'app/push-notification': pushNotificationHooks(services),
    'app/photo-entry': photoEntryHooks(services),
    'app/departure': departureHooks(services),
    'app/travelbag-template': travelbagTemplateHooks,
  }),
  routes: async (app, context) => {
    pushRoutes(app, context);
    translationRoutes(app, context);
    appUserRoutes(app, context);
    phoneRoutes(app, context);
    busLocationRoutes(app, context);
    menuRoutes(app, context);
  },
  // App users and their processes first: the departures follow the processes they travel on.
  seed: async (context) => ({
    ...(await seedAppUsers(context)),
    ...(await seedDepartures(context)),
    ...(await seedPush(context)),
    ...(await seedAdministration(context)),
  }),
  reservedApiPaths: [
    ...pushApiPaths,
    ...translationApiPaths,
    ...appUserApiPaths,
    ...phoneApiPaths,
    ...busLocationApiPaths,
    ...menuApiPaths,
  ],
});
