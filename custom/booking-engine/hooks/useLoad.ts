import { useEffect, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'done'; data: T };

/** Loads data for a page and loads it again when `key` changes; a later answer replaces an earlier one. */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  // An answer is kept with its key: while a new key loads, the former answer is not shown.
  const [loaded, setLoaded] = useState<{ key: string | null; value: Loaded<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setLoaded({ key, value: { state: 'done', data } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ key, value: { state: 'failed', error } });
      },
    );
    return () => controller.abort();
    // `load` is read afresh with each key; the key names everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return loaded?.key === key ? loaded.value : { state: 'loading' };
}
