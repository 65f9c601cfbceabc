import { useSyncExternalStore } from 'react';
import type { Registry } from '../../registry/types';

/**
 * The registry comes with the first console page, not with the console: the login page has no
 * use for its schemas. Whoever needs it before a page has loaded it awaits `loadRegistry()`.
 */
let loaded: Registry | undefined;
const listeners = new Set<() => void>();

export async function loadRegistry(): Promise<Registry> {
  const { registry } = await import('./registry');
  if (loaded !== registry) {
    loaded = registry;
    for (const listener of listeners) listener();
  }
  return registry;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The registry once a console page (or a call) has loaded it; undefined before. */
export const useLoadedRegistry = (): Registry | undefined => useSyncExternalStore(subscribe, () => loaded);
