import { useEffect } from 'react';

/** How long the edits must rest before an automatic save. */
export const AUTO_SAVE_DELAY_MS = 2000;

/**
 * Spec 2 §2 autoSave: saves once the edits have settled. `ready` is false while a save runs, while
 * nothing is unsaved and while the form has validation errors; each change (`marker`) starts the wait anew.
 */
export function useAutoSave(ready: boolean, marker: unknown, save: () => Promise<void>) {
  useEffect(() => {
    if (!ready) return undefined;
    const timer = setTimeout(() => {
      // The failure is shown as the api error already; the next edit tries again.
      save().catch(() => undefined);
    }, AUTO_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, marker, save]);
}
