import { lazy, type ComponentType } from 'react';
import { markChunksLoaded, reloadOnceForChunkError } from './chunkReload';

/** A page loaded on demand; a failed chunk load reloads the page once before it counts as an error. */
export function lazyPage<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(async () => {
    try {
      const page = await load();
      markChunksLoaded();
      return page;
    } catch (error) {
      if (reloadOnceForChunkError()) return new Promise<never>(() => undefined);
      throw error;
    }
  });
}
