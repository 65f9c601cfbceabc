import { defaultPreferences, type EditorPreferences } from './types';

/** One key for the editor, whoever is signed in (spec 2 §2: preferences persist in the browser). */
export const PREFERENCES_KEY = 'event-editor:preferences';

/** The stored preferences over the defaults; anything unreadable or of the wrong type counts as unset. */
export function readPreferences(storage: Storage = localStorage): EditorPreferences {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(PREFERENCES_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  const preferences = { ...defaultPreferences };
  if (typeof stored !== 'object' || stored === null) return preferences;
  for (const key of Object.keys(defaultPreferences) as (keyof EditorPreferences)[]) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === 'boolean') preferences[key] = value;
  }
  return preferences;
}

/** Keeps the preferences; a browser that refuses storage (private mode, full) keeps them for the page only. */
export function writePreferences(preferences: EditorPreferences, storage: Storage = localStorage): void {
  try {
    storage.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // The preferences still apply until the page is left.
  }
}
