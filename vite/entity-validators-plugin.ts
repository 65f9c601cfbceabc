import type { Plugin } from 'vite';
import type { EntityDefinition } from '../registry/types.ts';
import { registryAtBuild } from './registry-at-build.ts';
import { areaOf, indexModule, validatorModule, type ConsoleWriteMode } from './standalone-validators.ts';

const PUBLIC_ID = 'virtual:entity-validators';
const RESOLVED_ID = `\0${PUBLIC_ID}`;
const areaModeId = (area: string, mode: ConsoleWriteMode) => `${PUBLIC_ID}/${area}/${mode}`;
/** `virtual:entity-validators/tickets/create`: the area and the mode. */
const AREA_MODE = /^virtual:entity-validators\/([a-z0-9-]+)\/(create|patch)$/;

/**
 * `virtual:entity-validators`: every entity's create and patch body checks, compiled by Ajv at
 * build time from the same schemas as the server's, so that the console never compiles a schema
 * (which would need `eval`, and the CSP forbids it).
 */
export function entityValidators(): Plugin {
  let root = process.cwd();
  let loaded: Promise<EntityDefinition[]> | undefined;
  const entities = () =>
    (loaded ??= registryAtBuild(root).then((registry) =>
      Object.values(registry.entities).sort((a, b) => a.name.localeCompare(b.name)),
    ));

  return {
    name: 'entity-validators',
    configResolved(config) {
      root = config.root;
    },
    watchChange() {
      loaded = undefined;
    },
    resolveId(id) {
      if (id === PUBLIC_ID || AREA_MODE.test(id)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_ID)) return undefined;
      const all = await entities();
      for (const entity of all) this.addWatchFile(`${root}/${entity.file}`);
      if (id === RESOLVED_ID) return indexModule(all, areaModeId);
      const [, area, mode] = AREA_MODE.exec(id.slice(1)) ?? [];
      const ofArea = all.filter((entity) => areaOf(entity) === area);
      return mode && ofArea.length > 0 ? validatorModule(ofArea, mode as ConsoleWriteMode) : undefined;
    },
  };
}
