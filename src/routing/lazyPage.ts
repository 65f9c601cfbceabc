import { createElement, lazy, useState, type ComponentType } from 'react';
import { markChunksLoaded, reloadOnceForChunkError } from './chunkReload';

type PageModule<Props> = { default: ComponentType<Props> };

/**
 * A page loaded on demand; a failed chunk load reloads the page once before it counts as an error.
 * `preload()` starts loading it ahead of its first render, which then shows it at once instead of
 * suspending (React holds back each revealed Suspense boundary for a moment, and a console page
 * sits below three of them).
 */
export function lazyPage<Props extends object>(load: () => Promise<PageModule<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<PageModule<Props>> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (page) => {
        loaded = page.default;
        markChunksLoaded();
        return page;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  const Suspending = lazy(async () => {
    try {
      return await loadOnce();
    } catch (error) {
      if (reloadOnceForChunkError()) return new Promise<never>(() => undefined);
      throw error;
    }
  });

  function Page(props: Props) {
    // Chosen once per mount: switching between the two would mount the page anew.
    const [component] = useState<ComponentType<Props>>(() => loaded ?? Suspending);
    return createElement(component, props);
  }
  Page.preload = () => void loadOnce().catch(() => undefined);
  return Page;
}
