import { fileURLToPath } from 'node:url';
import { buildRegistry } from '../../../registry/build-registry.ts';
import type { Registry } from '../../../registry/types.ts';
import { readRegistryFiles } from '../../registry/load-registry.ts';

let built: Registry | undefined;

/**
 * The repository's registry, built once: the tables the demo data is written for, when the caller
 * brings no registry (the tests and benchmarks that seed). Its files are the repository's, which every
 * start validates against the meta-schemas; that step is skipped here, as it costs seconds.
 */
export function demoRegistry(): Registry {
  built ??= buildRegistry(readRegistryFiles(fileURLToPath(new URL('../../..', import.meta.url))));
  return built;
}
