import { useCallback, useState } from 'react';
import { readPreferences, writePreferences } from './editorPreferences';
import type { EditorPreferences } from './types';

/** Spec 2 §2 preferences, read from the browser once and written back on every change. */
export function useEditorPreferences() {
  const [preferences, setPreferences] = useState(readPreferences);
  const setPreference = useCallback(<K extends keyof EditorPreferences>(key: K, value: EditorPreferences[K]) => {
    setPreferences((current) => {
      const next = { ...current, [key]: value };
      writePreferences(next);
      return next;
    });
  }, []);
  return { preferences, setPreference };
}
