import type { EntityHooks } from '../crud/entity-hooks.ts';
import type { Area } from './area.ts';

/** The entities with hooks, by entity name, from every area; an entity hooked twice is a mistake. */
export function entityHookTable(
  areas: readonly Pick<Area, 'name' | 'entityHooks'>[],
): Readonly<Record<string, EntityHooks>> {
  const table: Record<string, EntityHooks> = {};
  for (const area of areas) {
    for (const [entity, hooks] of Object.entries(area.entityHooks ?? {})) {
      if (table[entity]) throw new Error(`the area "${area.name}" hooks ${entity}, which another area hooks already`);
      table[entity] = hooks;
    }
  }
  return table;
}
