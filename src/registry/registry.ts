import { buildRegistry } from '../../registry/build-registry';
import type { Registry } from '../../registry/types';
import { registryFiles } from './registryFiles';

/**
 * The registry in the console: the files the server loaded and checked, built by the same builder
 * as the server's. The module waits for them (a top-level await), so whatever imports it may use
 * the registry at once; the login page does not import it.
 */
export const registry: Registry = buildRegistry(await registryFiles());
