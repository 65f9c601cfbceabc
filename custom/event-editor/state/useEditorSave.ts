import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage, registry } from '../../../src/console-logic';
import { buildBatchPayload, hasUnsavedChanges } from './batchPayload';
import { applyBatchResult } from './batchResult';
import { createEventBody, withCreatedEvent } from './createdEvent';
import type { EditorState } from './editorState';
import { validateEditor } from './editorValidation';
import { createEvent, deleteEvent, sendBatch } from './eventEditorCalls';
import { FORM_ERRORS } from './formSubmit';
import type { IdMapping } from './idMapping';
import { batchOperationsOf } from './operationSummary';
import {
  batchErrorMessage,
  createErrorMessage,
  EditorInvalidError,
  EditorSaveError,
  fieldMessages,
  SAVE_ERRORS,
} from './saveErrors';
import { clearDraft } from './sessionDraft';
import type { EditorStore } from './useEditorStore';
import type { BatchOperations } from './types';

const EVENT_LIST = registry.resource('tickets/events')?.route ?? '/tickets/events';

export interface SaveListeners {
  /** A failure's message, for the api error. */
  showError(message: string): void;
  /** The server's per-field messages of a refused create (empty when a save starts). */
  setServerFieldErrors(fields: Record<string, string>): void;
  /** A batch went through: what was sent, how its temporary ids were mapped, the counts. */
  onSaved(sent: EditorState, mapping: IdMapping, operations: BatchOperations): void;
}

/**
 * Spec 2 §4 and §8: the save (a new event created first, then one batch) and the event's deletion, with
 * their flags and error texts. A second save while one runs joins it. Once created, a new event has its
 * id in the state (the page moves to its address); a deleted one leaves for the list.
 */
export function useEditorSave(store: EditorStore, { showError, setServerFieldErrors, onSaved }: SaveListeners) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const running = useRef<Promise<void>>(undefined);
  const { get, set } = store;

  const fail = useCallback(
    (message: string) => {
      showError(message);
      return new EditorSaveError(message);
    },
    [showError],
  );

  const create = useCallback(
    async (state: EditorState): Promise<number> => {
      let created;
      try {
        created = await createEvent(createEventBody(state));
      } catch (error) {
        setServerFieldErrors(fieldMessages(error, t));
        throw fail(createErrorMessage(error, t));
      }
      set(withCreatedEvent(get() ?? state, created));
      clearDraft(undefined);
      return created.id_tk_event;
    },
    [get, set, fail, setServerFieldErrors, t],
  );

  const batch = useCallback(
    async (sent: EditorState) => {
      const id = sent.event.id_tk_event;
      if (id === undefined) throw fail(t(SAVE_ERRORS.noEvent));
      let answer;
      try {
        answer = await sendBatch(id, buildBatchPayload(sent));
      } catch (error) {
        throw fail(batchErrorMessage(error, t));
      }
      if (!answer.success || !answer.event) throw fail(answer.error || t(SAVE_ERRORS.batchFailed));
      set(applyBatchResult(get() ?? sent, { ...answer, event: answer.event }, sent));
      onSaved(sent, answer.idMapping ?? {}, batchOperationsOf(answer.operations));
    },
    [get, set, fail, onSaved, t],
  );

  const run = useCallback(async () => {
    const state = get();
    if (!state) throw fail(t(SAVE_ERRORS.noEvent));
    if (!state.datesLoaded) throw fail(t(SAVE_ERRORS.datesLoading));
    // A new event is itself the change to save: untouched, it is refused for what it lacks.
    const isNew = state.event.id_tk_event === undefined;
    if (!isNew && !hasUnsavedChanges(state)) throw fail(t(SAVE_ERRORS.noChanges));
    if (validateEditor(state).length > 0) throw new EditorInvalidError(t(FORM_ERRORS.invalid));
    setServerFieldErrors({});
    setSaving(true);
    try {
      if (state.event.id_tk_event === undefined) await create(state);
      const sent = get() ?? state;
      if (hasUnsavedChanges(sent)) await batch(sent);
    } finally {
      setSaving(false);
    }
  }, [get, fail, t, setServerFieldErrors, create, batch]);

  const save = useCallback(() => {
    running.current ??= run().finally(() => {
      running.current = undefined;
    });
    return running.current;
  }, [run]);

  const remove = useCallback(async () => {
    const id = get()?.event.id_tk_event;
    if (id === undefined) throw fail(t(SAVE_ERRORS.noEvent));
    setDeleting(true);
    try {
      await deleteEvent(id);
    } catch (error) {
      throw fail(errorMessage(error, t));
    } finally {
      setDeleting(false);
    }
    clearDraft(id);
    navigate(EVENT_LIST);
  }, [get, fail, t, navigate]);

  return { save, saving, remove, deleting };
}
