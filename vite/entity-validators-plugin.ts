import type { Plugin } from 'vite';
import type { EntityDefinition } from '../registry/types.ts';
import { registryAtBuild } from './registry-at-build.ts';
import { CONSOLE_WRITE_MODES, indexModule, validatorModule, type ConsoleWriteMode } from './standalone-validators.ts';

const PUBLIC_ID = 'virtual:entity-validators';
const RESOLVED_ID = `\0${PUBLIC_ID}`;
const modeId = (mode: ConsoleWriteMode) => `${PUBLIC_ID}/${mode}`;

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
      if (id === PUBLIC_ID || CONSOLE_WRITE_MODES.some((mode) => id === modeId(mode))) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_ID)) return undefined;
      const all = await entities();
      for (const entity of all) this.addWatchFile(`${root}/${entity.file}`);
      if (id === RESOLVED_ID) return indexModule(all, modeId);
      const mode = CONSOLE_WRITE_MODES.find((candidate) => id === `\0${modeId(candidate)}`);
      return mode ? validatorModule(all, mode) : undefined;
    },
  };
}
