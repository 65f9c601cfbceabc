import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../src/console-logic';
import { hasUnsavedChanges, pendingOperations, unsavedChangeCount } from './batchPayload';
import { editActions } from './editActions';
import { rollback as rollbackState, type EditorState } from './editorState';
import type { EventEditorApi } from './editorApi';
import { validateEditor } from './editorValidation';
import { eventChecklist } from './eventChecklist';
import { submitForm as submitEditorForm } from './formSubmit';
import type { IdMapping } from './idMapping';
import { issueFields, issueMessage } from './issueMessages';
import { NEW_ITEM_LISTS, type NamedItemKind } from './namedItemEdits';
import { SAVE_ERRORS } from './saveErrors';
import { saveDraft } from './sessionDraft';
import type { BatchOperations, DialogName } from './types';
import { useApiError } from './useApiError';
import { useAutoSave } from './useAutoSave';
import { useEditorDialogs } from './useEditorDialogs';
import { pickerOptions, useEditorOptions } from './useEditorOptions';
import { useEditorPreferences } from './useEditorPreferences';
import { useEditorSave } from './useEditorSave';
import { useEditorStore } from './useEditorStore';
import { useEditorView } from './useEditorView';
import { newEventState, useEventLoad } from './useEventLoad';

const OPTION_KINDS = { genre: 'genres', artist: 'artists', location: 'locations' } as const;

/** A route's id (`/tickets/events/12`) as the event's id; none for a new event. */
function eventIdOf(eventId: string | number | undefined): number | undefined {
  if (eventId === undefined || eventId === '') return undefined;
  const id = Number(eventId);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The genres, artists and locations a save created, as options under their new ids. */
function savedNamedOptions(sent: EditorState, mapping: IdMapping, kind: NamedItemKind) {
  return sent[NEW_ITEM_LISTS[kind]].flatMap((item) => {
    const id = mapping[item.id];
    return id === undefined ? [] : [{ id, label: item.name }];
  });
}

/** Field errors of the dialogs' forms are kept as `<form>.<field>`. */
const withoutForms = (fields: Record<string, string>, forms: readonly DialogName[]) =>
  Object.fromEntries(Object.entries(fields).filter(([field]) => !forms.some((form) => field.startsWith(`${form}.`))));

/**
 * The event editor's state for the screen (spec 2 §2-§5, issue 7): the event `eventId` names (a new
 * one without), its edits, the batch save, preferences, session draft, view and dialogs. `carriedError`
 * is an api error the editor opens with: a new event's failed batch, shown again at its own address.
 */
export function useEventEditor(eventId: string | number | undefined, carriedError?: string): EventEditorApi {
  const { t } = useTranslation();
  const id = eventIdOf(eventId);
  const [initial] = useState(() => (id === undefined ? newEventState() : undefined));
  const store = useEditorStore(() => initial?.state);
  const { state } = store;
  const { loading, loadError, restored, datesLoading, datesError } = useEventLoad(
    id,
    store,
    initial?.restored ?? false,
  );
  const apiError = useApiError();
  const showApiError = apiError.show;
  const [carried] = useState(carriedError);
  useEffect(() => {
    if (carried) showApiError(carried);
  }, [carried, showApiError]);
  const showError = useCallback((error: unknown) => showApiError(errorMessage(error, t)), [showApiError, t]);
  const { preferences, setPreference } = useEditorPreferences();
  const [formErrors, setFormErrors] = useState<Record<string, string>>({});
  const [serverFieldErrors, setServerFieldErrors] = useState<Record<string, string>>({});
  const [lastOperations, setLastOperations] = useState<BatchOperations>();

  const loadedId = state ? (state.event.id_tk_event ?? 'new') : undefined;
  const options = useEditorOptions(loadedId, store.get, showError);
  const view = useEditorView(id ?? state?.event.id_tk_event);
  const resetForms = useCallback(
    (forms: readonly DialogName[]) => setFormErrors((current) => withoutForms(current, forms)),
    [],
  );
  const { dialogs, remap } = useEditorDialogs(resetForms);

  const { addSaved } = options;
  const onSaved = useCallback(
    (sent: EditorState, mapping: IdMapping, operations: BatchOperations) => {
      for (const kind of ['genre', 'artist', 'location'] as const)
        addSaved(OPTION_KINDS[kind], savedNamedOptions(sent, mapping, kind));
      remap(mapping);
      setLastOperations(operations);
    },
    [addSaved, remap],
  );
  const { save, saving, remove, deleting } = useEditorSave(store, {
    showError: showApiError,
    setServerFieldErrors,
    onSaved,
  });

  useEffect(() => {
    if (state) saveDraft(state);
  }, [state]);

  const derived = useMemo(
    () =>
      state && {
        unsaved: hasUnsavedChanges(state),
        pending: pendingOperations(state),
        changes: unsavedChangeCount(state),
        issues: validateEditor(state),
        checklist: eventChecklist(state.event, state.datesLoaded),
      },
    [state],
  );
  const issues = derived?.issues;
  const validation = useMemo(() => (issues ?? []).map((issue) => issueMessage(issue, t)), [issues, t]);
  const issueFieldErrors = useMemo(() => issueFields(issues ?? [], t), [issues, t]);

  const ready =
    preferences.autoSave &&
    !loading &&
    state?.datesLoaded === true &&
    !saving &&
    derived?.unsaved === true &&
    derived.issues.length === 0;
  useAutoSave(ready, state, save);

  const actions = useMemo(() => editActions(store, t), [store, t]);
  const { get, set, update } = store;
  const { editing, open, closeDialog } = dialogs;

  const submitForm = useCallback<EventEditorApi['submitForm']>(
    (form, values) => {
      const current = get();
      if (!current) return { ok: false, error: t(SAVE_ERRORS.noEvent) };
      const outcome = submitEditorForm(current, form, values, editing);
      if (!outcome.ok) {
        const fields = Object.fromEntries(
          Object.entries(outcome.fields).map(([field, key]) => [`${form}.${field}`, t(key)]),
        );
        setFormErrors((known) => ({ ...withoutForms(known, [form as DialogName]), ...fields }));
        return { ok: false, error: t(outcome.error, { ...outcome.params }) };
      }
      set(outcome.state);
      if (open === form) closeDialog();
      else resetForms([form as DialogName]);
      return { ok: true };
    },
    [get, set, t, editing, open, closeDialog, resetForms],
  );

  const rollback = useCallback(() => {
    update(rollbackState);
    setFormErrors({});
    setServerFieldErrors({});
  }, [update]);

  return {
    event: loading ? undefined : state?.event,
    loading,
    loadError,
    datesError,
    restoredFromSession: restored,
    hasUnsavedChanges: derived?.unsaved ?? false,
    pendingOperations: derived?.pending ?? 0,
    unsavedChanges: derived?.changes ?? 0,
    busy: { dates: datesLoading, ...options.loading, saving, deleting },
    errors: {
      validation,
      apiError: apiError.message,
      fields: { ...issueFieldErrors, ...serverFieldErrors, ...formErrors },
    },
    lastOperations,
    options: pickerOptions(options.fetched, state),
    newGenres: state?.newGenres ?? [],
    newArtists: state?.newArtists ?? [],
    newLocations: state?.newLocations ?? [],
    ...actions,
    submitForm,
    save,
    rollback,
    deleteEvent: remove,
    checklist: derived?.checklist ?? { required: [], recommended: [], bookable: false },
    view,
    dialogs,
    preferences,
    setPreference,
  };
}
