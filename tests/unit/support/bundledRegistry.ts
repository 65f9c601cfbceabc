import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRegistry } from '../../../registry/build-registry.ts';
import type { Registry } from '../../../registry/types.ts';
import { readRegistryFiles } from '../../../server/registry/load-registry.ts';

/**
 * Stands in for the console's `src/registry/registry.ts` in the unit and API tests (vitest.config.ts):
 * the same files and the same builder, read from the repository rather than asked of a server.
 */
// A string, not a URL: under jsdom `URL` is jsdom's, which node:url does not take.
const rootDir = join(dirname(fileURLToPath(import.meta.url)), '../../..');

export const registry: Registry = buildRegistry(readRegistryFiles(rootDir));
