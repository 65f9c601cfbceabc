import type { RegistryFiles } from '../../registry/types';
import { API_BASE } from '../api/apiClient';

let request: Promise<RegistryFiles> | undefined;

async function fetchFiles(): Promise<RegistryFiles> {
  const response = await fetch(`${API_BASE}/registry.json`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The registry could not be loaded: ${response.status} ${response.statusText}`);
  return (await response.json()) as RegistryFiles;
}

/**
 * The registry's files from the server (`GET /api/registry.json`), asked for once: at start-up
 * (main.tsx), beside the page's code, so that a console page finds them there. index.html preloads
 * the same address. A failed request is asked again by the next caller.
 */
export function registryFiles(): Promise<RegistryFiles> {
  request ??= fetchFiles().catch((error: unknown) => {
    request = undefined;
    throw error;
  });
  return request;
}
