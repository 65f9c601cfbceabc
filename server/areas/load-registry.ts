import type { Registry } from '../../registry/types.ts';
import { reservedApiPaths } from '../core/reserved-api-paths.ts';
import { loadRegistry as loadRegistryReserving } from '../registry/load-registry.ts';
import { areas } from './index.ts';

/** The registry at `rootDir` as the server loads it: no resource may take a path the core or an area answers. */
export const loadRegistry = (rootDir: string): Registry => loadRegistryReserving(rootDir, reservedApiPaths(areas));
