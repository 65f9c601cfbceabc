import { defineArea } from '../../core/area.ts';
import { demoCustomerIds } from '../customers/seed/customers.ts';
import { actionApiPaths, actionRoutes } from './action-routes.ts';
import { appProcessApiPaths, appProcessRoutes } from './app-process-routes.ts';
import { importApiPaths, importRoutes } from './import-routes.ts';
import { processHooks } from './process-hooks.ts';
import { processApiPaths, processRoutes } from './process-routes.ts';
import { processIntegrations, processResources } from './processes-context.ts';
import {
  secuconnectApiPaths,
  secuconnectIntegrations,
  secuconnectResources,
  secuconnectRoute,
} from './secuconnect-route.ts';
import { bulkLoadProcesses } from './seed/bulk-load.ts';
import { seedProcesses } from './seed/processes.ts';
import { seedRatioMirrors } from './seed/ratio-mirrors.ts';

/** Booking processes of customers: our copy of each is served by the generic API; they live in a booking system, Ratio or Kuschick. */
export const processesArea = defineArea({
  name: 'processes',
  resources: [...processResources, ...secuconnectResources],
  integrations: [...processIntegrations, ...secuconnectIntegrations],
  entityHooks: { 'processes/process': processHooks },
  routes: async (app, context) => {
    processRoutes(app, context);
    actionRoutes(app, context);
    importRoutes(app, context);
    appProcessRoutes(app, context);
    secuconnectRoute(app, context);
  },
  reservedApiPaths: [
    ...processApiPaths,
    ...actionApiPaths,
    ...importApiPaths,
    ...appProcessApiPaths,
    ...secuconnectApiPaths,
  ],
  bulkLoad: async ({ db, registry, scale, onProgress }) =>
    bulkLoadProcesses(db, Math.ceil(scale / 2), { onProgress, registry }),
  seed: async ({ db, registry }) => ({
    processes: (await seedProcesses(db, await demoCustomerIds(db), registry)).added,
    ratioProcesses: (await seedRatioMirrors(db, registry)).added,
  }),
});
