import type { FastifyInstance } from 'fastify';
import type { Area, AreaContext } from './area.ts';
import { areaResources } from './area-resources.ts';

type AppParts = Omit<AreaContext, 'resources' | 'services'>;

/** The services of the area's integrations, from all the app was given; a missing one is a wiring mistake. */
function servicesOf(area: Area, services: Readonly<Record<string, unknown>>) {
  const own: Record<string, unknown> = {};
  for (const { name } of area.integrations ?? []) {
    if (!(name in services))
      throw new Error(`the area "${area.name}" needs the service "${name}", which the app lacks`);
    own[name] = services[name];
  }
  return own;
}

/** Registers every area's calls on `api`, each given the resources it named and its integrations' services. */
export async function registerAreaRoutes(
  api: FastifyInstance,
  areas: readonly Area[],
  parts: AppParts,
  services: Readonly<Record<string, unknown>>,
) {
  for (const area of areas) {
    await area.routes?.(api, {
      ...parts,
      resources: areaResources(area, parts.registry),
      services: servicesOf(area, services),
    });
  }
}
