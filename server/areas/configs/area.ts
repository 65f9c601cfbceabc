import { defineArea } from '../../core/area.ts';
import { appConfigHooks } from './app-config-hooks.ts';
import { configsRouteResources, configsRoutes } from './configs-routes.ts';
import { seedConfigs } from './seed/seed-configs.ts';
import { thirdpartyHooks } from './thirdparty-hooks.ts';

/** The mobile apps' configurations and the third-party providers' credentials. */
export const configsArea = defineArea({
  name: 'configs',
  resources: configsRouteResources,
  entityHooks: { 'configs/app-config': appConfigHooks, 'configs/thirdparty-provider': thirdpartyHooks },
  routes: configsRoutes,
  seed: async ({ db, registry }) => seedConfigs(db, registry),
});
