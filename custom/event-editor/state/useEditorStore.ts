import { useCallback, useRef, useState } from 'react';
import type { EditorState } from './editorState';

/**
 * The editor's state with a synchronous read of its latest value: an edit that answers something
 * (adding a price) and several edits in one event handler all see the state the previous one left.
 */
export function useEditorStore(initial: () => EditorState | undefined) {
  const [state, setState] = useState(initial);
  const latest = useRef(state);
  const set = useCallback((next: EditorState) => {
    latest.current = next;
    setState(next);
  }, []);
  const get = useCallback(() => latest.current, []);
  const update = useCallback(
    (change: (current: EditorState) => EditorState) => {
      if (latest.current) set(change(latest.current));
    },
    [set],
  );
  return { state, get, set, update };
}

export type EditorStore = ReturnType<typeof useEditorStore>;
