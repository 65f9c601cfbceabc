import type { EntityHooks } from '../crud/entity-hooks.ts';
import type { Area } from './area.ts';

type HookedArea = Pick<Area, 'name'> & {
  entityHooks?: Readonly<Record<string, EntityHooks>> | ((services: never) => Readonly<Record<string, EntityHooks>>);
};

/**
 * The entities with hooks, by entity name, from every area; an entity hooked twice is a mistake. Hooks
 * that speak to an external system are made here with the app's services.
 */
export function entityHookTable(
  areas: readonly HookedArea[],
  services: Readonly<Record<string, unknown>> = {},
): Readonly<Record<string, EntityHooks>> {
  const table: Record<string, EntityHooks> = {};
  for (const area of areas) {
    const hooks =
      typeof area.entityHooks === 'function'
        ? (area.entityHooks as (given: Readonly<Record<string, unknown>>) => Readonly<Record<string, EntityHooks>>)(
            services,
          )
        : (area.entityHooks ?? {});
    for (const [entity, entityHooks] of Object.entries(hooks)) {
      if (table[entity]) throw new Error(`the area "${area.name}" hooks ${entity}, which another area hooks already`);
      table[entity] = entityHooks;
    }
  }
  return table;
}
