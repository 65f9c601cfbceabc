import { hasUnsavedChanges } from './batchPayload';
import type { EditorState } from './editorState';
import type { EditorTab } from './types';

/** The editor's unsaved work as kept for the browser session (spec 2 §2), and when it was kept. */
export interface SessionDraft {
  savedAt: number;
  state: EditorState;
}

/** The screen's place in the editor, kept for the session beside the draft. */
export interface EditorViewState {
  tab: EditorTab;
  openPanels: number[];
  focusedField: string | undefined;
  scrollTop: number;
  datePage: number;
}

const keyOf = (kind: 'draft' | 'view', eventId: number | undefined) => `event-editor:${kind}:${eventId ?? 'new'}`;

function read(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: unknown) {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refused storage keeps nothing; the editor works on.
  }
}

/** Keeps the state while it has unsaved changes, under its event's id (or `new`); without changes, none is kept. */
export function saveDraft(state: EditorState, storage: Storage = sessionStorage, now = Date.now()): void {
  const key = keyOf('draft', state.event.id_tk_event);
  if (hasUnsavedChanges(state)) write(storage, key, { savedAt: now, state } satisfies SessionDraft);
  else storage.removeItem(key);
}

export function readDraft(eventId: number | undefined, storage: Storage = sessionStorage): SessionDraft | undefined {
  const draft = read(storage, keyOf('draft', eventId)) as Partial<SessionDraft> | null;
  const state = draft?.state;
  if (typeof draft?.savedAt !== 'number' || !state?.event || !state.pristine || !state.deleted) return undefined;
  // A draft kept before the dates loaded lazily had them all.
  return { savedAt: draft.savedAt, state: { ...state, datesLoaded: state.datesLoaded !== false } };
}

/** After a successful save or a rollback nothing is left to restore. */
export function clearDraft(eventId: number | undefined, storage: Storage = sessionStorage): void {
  storage.removeItem(keyOf('draft', eventId));
}

/**
 * The draft's state, when it is the same event's and newer than the loaded one: built on the version
 * loaded now or a later one, or (without versions) kept after the event's last change.
 */
export function restorableDraft(loaded: EditorState, draft: SessionDraft | undefined): EditorState | undefined {
  if (!draft || draft.state.event.id_tk_event !== loaded.event.id_tk_event) return undefined;
  if (loaded.event.id_tk_event === undefined) return draft.state;
  const loadedVersion = loaded.pristine.version;
  const draftVersion = draft.state.pristine.version;
  if (loadedVersion !== undefined && draftVersion !== undefined)
    return draftVersion >= loadedVersion ? draft.state : undefined;
  if (!loaded.updatedAt) return draft.state;
  return draft.savedAt > Date.parse(loaded.updatedAt) ? draft.state : undefined;
}

export function saveView(eventId: number | undefined, view: EditorViewState, storage: Storage = sessionStorage): void {
  write(storage, keyOf('view', eventId), view);
}

export function readView(eventId: number | undefined, storage: Storage = sessionStorage): Partial<EditorViewState> {
  const view = read(storage, keyOf('view', eventId));
  return typeof view === 'object' && view !== null ? (view as Partial<EditorViewState>) : {};
}
