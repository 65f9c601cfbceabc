import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../src/data/errorMessage';
import { blankEvent, editorStateOf, type EditorState } from './editorState';
import { fetchEvent } from './eventEditorCalls';
import { editorEventOf } from './loadedEvent';
import { clearDraft, readDraft, restorableDraft } from './sessionDraft';
import type { EditorStore } from './useEditorStore';

/** A new event's first state: the work of this session when there is some, else a blank event. */
export function newEventState(): { state: EditorState; restored: boolean } {
  const blank = editorStateOf(blankEvent());
  const draft = restorableDraft(blank, readDraft(undefined));
  return { state: draft ?? blank, restored: draft !== undefined };
}

/**
 * Loads the event `id` into the store with its pristine copy, or the session's newer draft of it
 * (spec 2 §2). A store that holds the event already (it was just created here) is left as it is.
 */
export function useEventLoad(id: number | undefined, store: EditorStore, restoredNew: boolean) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<{ id: number; message: string }>();
  const [restored, setRestored] = useState(restoredNew);
  const { get, set } = store;

  useEffect(() => {
    if (id === undefined || get()?.event.id_tk_event === id) return undefined;
    const controller = new AbortController();
    fetchEvent(id, controller.signal)
      .then((answer) => {
        const loaded = editorStateOf(editorEventOf(answer), answer.updated_at ?? null);
        const draft = restorableDraft(loaded, readDraft(id));
        if (!draft) clearDraft(id);
        set(draft ?? loaded);
        setRestored(draft !== undefined);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailure({ id, message: errorMessage(error, t) });
      });
    return () => controller.abort();
  }, [id, get, set, t]);

  const loadError = id !== undefined && failure?.id === id ? failure.message : undefined;
  const loading = id !== undefined && store.state?.event.id_tk_event !== id && loadError === undefined;
  return { loading, loadError, restored };
}
