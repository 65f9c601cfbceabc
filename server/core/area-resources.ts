import type { Registry, ResourceDefinition } from '../../registry/types.ts';
import type { Area } from './area.ts';

/** An area names a resource the registry lacks: its routes could not serve, so the server does not start. */
export class MissingResourceError extends Error {
  constructor(area: string, resource: string) {
    super(`the area "${area}" needs the resource "${resource}", which the registry lacks (resources/*.json)`);
    this.name = 'MissingResourceError';
  }
}

/** The resources an area named, by name; throws MissingResourceError for the first the registry lacks. */
export function areaResources<Resource extends string>(
  area: Pick<Area<Resource>, 'name' | 'resources'>,
  registry: Registry,
): Readonly<Record<Resource, ResourceDefinition>> {
  const found = {} as Record<Resource, ResourceDefinition>;
  for (const name of area.resources ?? []) {
    const resource = registry.resource(name);
    if (!resource) throw new MissingResourceError(area.name, name);
    found[name] = resource;
  }
  return found;
}

/** Stops start-up, before anything opens, when an area names a resource the registry lacks. */
export function refuseMissingResources(areas: readonly Pick<Area, 'name' | 'resources'>[], registry: Registry) {
  for (const area of areas) areaResources(area, registry);
}
