import { join } from 'node:path';
import { runnerImport } from 'vite';
import type { Registry } from '../registry/types.ts';
import type * as RegistryLoader from '../server/registry/load-registry.ts';

/**
 * The registry as the server loads it, for plugins that generate console code from it. Through
 * Vite's module runner rather than an import: the registry's loader (JSON imports, extension-less
 * paths) would otherwise be bundled into the config, which Vite warns about.
 */
export async function registryAtBuild(root: string): Promise<Registry> {
  const { module } = await runnerImport<typeof RegistryLoader>(join(root, 'server/registry/load-registry.ts'), {
    configFile: false,
    logLevel: 'warn',
  });
  return module.loadRegistry(root);
}
