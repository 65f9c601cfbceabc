import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../../core/area.ts';
import { providerRoutes } from './provider-route.ts';
import { subConfigRoute } from './sub-config-route.ts';

/** The resources the configs calls work on: the configurations, their six kinds of sub-configuration, the providers. */
export const configsRouteResources = [
  'configs/app-configs',
  'configs/app-config-settings',
  'configs/app-config-logos',
  'configs/app-config-info',
  'configs/app-config-features',
  'configs/app-config-links',
  'configs/app-config-colors',
  'configs/thirdparty',
] as const;

type ConfigsContext = AreaContext<(typeof configsRouteResources)[number]>;

/**
 * The calls of the configs area beyond the generic ones: `POST /app/configs/<kind>` for each
 * reference of a configuration to a sub-configuration (spec 2 §7), and a provider by its key.
 */
export function configsRoutes(app: FastifyInstance, { db, authenticate, resources }: ConfigsContext) {
  const configs = resources['configs/app-configs'];
  for (const field of Object.values(configs.entity.fields)) {
    if (!field.ref || field.system) continue;
    const resource = Object.values(resources).find((candidate) => candidate.entity.name === field.ref?.entity);
    if (resource) subConfigRoute(app, db, authenticate, configs, { resource, field: field.name });
  }
  providerRoutes(app, db, authenticate, resources['configs/thirdparty']);
}
