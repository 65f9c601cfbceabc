import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../src/console-logic';
import { blankEvent, editorStateOf, type EditorState } from './editorState';
import type { EventEditorApi } from './editorApi';
import { fetchDates, fetchEvent } from './eventEditorCalls';
import { withLoadedDates } from './loadedDates';
import { editorEventOf } from './loadedEvent';
import { clearDraft, readDraft, restorableDraft } from './sessionDraft';
import type { EditorStore } from './useEditorStore';

type LoadError = NonNullable<EventEditorApi['loadError']>;

/** A new event's first state: the work of this session when there is some, else a blank event. */
export function newEventState(): { state: EditorState; restored: boolean } {
  const blank = editorStateOf(blankEvent());
  const draft = restorableDraft(blank, readDraft(undefined));
  return { state: draft ?? blank, restored: draft !== undefined };
}

const failureOf = (error: unknown, message: string): LoadError => ({
  message,
  ...(error instanceof ApiError ? { statusCode: error.statusCode } : {}),
});

/**
 * Loads the event `id` into the store with its pristine copy, or the session's newer draft of it
 * (spec 2 §2), then its dates: the editor opens with the event and its price categories, and the dates
 * (with their prices) follow without holding it up. A draft that has its dates needs none. A store
 * that holds the event already (it was just created here) is left as it is.
 */
export function useEventLoad(id: number | undefined, store: EditorStore, restoredNew: boolean) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<{ id: number; error: LoadError }>();
  const [datesFailure, setDatesFailure] = useState<{ id: number; message: string }>();
  const [restored, setRestored] = useState(restoredNew);
  const { get, set, update } = store;

  useEffect(() => {
    if (id === undefined || get()?.event.id_tk_event === id) return undefined;
    const controller = new AbortController();
    fetchEvent(id, controller.signal)
      .then((answer) => {
        const loaded = { ...editorStateOf(editorEventOf(answer), answer.updated_at ?? null), datesLoaded: false };
        const draft = restorableDraft(loaded, readDraft(id));
        if (!draft) clearDraft(id);
        set(draft ?? loaded);
        setRestored(draft !== undefined);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailure({ id, error: failureOf(error, errorMessage(error, t)) });
      });
    return () => controller.abort();
  }, [id, get, set, t]);

  const needsDates = id !== undefined && store.state?.event.id_tk_event === id && !store.state.datesLoaded;
  useEffect(() => {
    if (!needsDates || id === undefined) return undefined;
    const controller = new AbortController();
    fetchDates(id, controller.signal)
      .then((dates) => update((state) => (state.event.id_tk_event === id ? withLoadedDates(state, dates) : state)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setDatesFailure({ id, message: errorMessage(error, t) });
      });
    return () => controller.abort();
  }, [id, needsDates, update, t]);

  const loadError = id !== undefined && failure?.id === id ? failure.error : undefined;
  const loading = id !== undefined && store.state?.event.id_tk_event !== id && loadError === undefined;
  const datesError = needsDates && datesFailure?.id === id ? datesFailure.message : undefined;
  // A saved event waits for its dates from the start, the event's own load included.
  const datesLoading = (loading || needsDates) && datesError === undefined;
  return { loading, loadError, restored, datesLoading, datesError };
}
