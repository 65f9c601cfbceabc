import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../server/areas/load-registry.ts';
import { registry } from '../../src/registry/registry.ts';

describe('the console registry', () => {
  it('is the registry the server loads: same entities, resources and menu', () => {
    const server = loadRegistry(fileURLToPath(new URL('../..', import.meta.url)));
    expect(Object.keys(registry.entities).sort()).toEqual(Object.keys(server.entities).sort());
    const summary = (resources: typeof registry.resources) =>
      resources.map(({ name, route, api, search, list, permission, entity }) => ({
        name,
        route,
        api,
        search,
        list,
        permission,
        fields: entity.fieldNames,
      }));
    expect(summary(registry.resources)).toEqual(summary(server.resources));
    expect(registry.menu).toEqual(server.menu);
  });
});
