// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { updateDate } from '../../custom/event-editor/state/dateEdits';
import { PREFERENCES_KEY, readPreferences, writePreferences } from '../../custom/event-editor/state/editorPreferences';
import { blankEvent, editorStateOf } from '../../custom/event-editor/state/editorState';
import { setEventField } from '../../custom/event-editor/state/eventEdits';
import {
  clearDraft,
  readDraft,
  readView,
  restorableDraft,
  saveDraft,
  saveView,
} from '../../custom/event-editor/state/sessionDraft';
import { defaultPreferences } from '../../custom/event-editor/state/types';
import { newEventState } from '../../custom/event-editor/state/useEventLoad';
import { savedState } from './support/eventEditorFixtures';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('preferences', () => {
  it('start from the defaults of spec 2 §2 and are kept in the browser', () => {
    expect(readPreferences()).toEqual({
      autoSave: false,
      showAdvancedOptions: false,
      compactView: false,
      showValidationHints: true,
      notifySuccess: true,
      notifyWarning: true,
      notifyInfo: true,
      checklistOpen: false,
    });
    writePreferences({ ...defaultPreferences, autoSave: true, notifyInfo: false });
    expect(readPreferences()).toMatchObject({ autoSave: true, notifyInfo: false, showValidationHints: true });
  });

  it('remember an opened checklist', () => {
    writePreferences({ ...defaultPreferences, checklistOpen: true });
    expect(readPreferences().checklistOpen).toBe(true);
  });

  it('ignore what is unreadable or of the wrong type', () => {
    localStorage.setItem(PREFERENCES_KEY, '{not json');
    expect(readPreferences()).toEqual(defaultPreferences);
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ autoSave: 'yes', compactView: true, unknown: true }));
    expect(readPreferences()).toEqual({ ...defaultPreferences, compactView: true });
  });
});

describe('the session draft', () => {
  it('keeps unsaved work under the event id, and nothing once there is none', () => {
    const edited = updateDate(savedState(), 812, { note: 'Letzte Karten' });
    saveDraft(edited, sessionStorage, 1000);
    expect(readDraft(7)).toEqual({ savedAt: 1000, state: edited });
    expect(readDraft(undefined)).toBeUndefined();

    saveDraft(savedState());
    expect(readDraft(7)).toBeUndefined();
  });

  it('keeps a new event’s work under `new` and offers it back to the next new editor', () => {
    const typed = setEventField(editorStateOf(blankEvent()), 'title', 'Premiere');
    saveDraft(typed);
    expect(newEventState()).toEqual({ state: typed, restored: true });
    clearDraft(undefined);
    expect(newEventState().restored).toBe(false);
  });

  it('is restored over the loaded event when it is built on the same version or a later one', () => {
    const loaded = savedState();
    const draft = { savedAt: 0, state: updateDate(loaded, 812, { note: 'Letzte Karten' }) };
    expect(restorableDraft(loaded, draft)).toBe(draft.state);

    const newerOnServer = { ...loaded, pristine: { ...loaded.pristine, version: 4 } };
    expect(restorableDraft(newerOnServer, draft)).toBeUndefined();
    expect(restorableDraft(loaded, undefined)).toBeUndefined();
    const otherEvent = {
      ...loaded,
      event: { ...loaded.event, id_tk_event: 8 },
      pristine: { ...loaded.pristine, id_tk_event: 8 },
    };
    expect(restorableDraft(otherEvent, draft)).toBeUndefined();
  });

  it('without versions, is restored when kept after the event last changed', () => {
    const { version: _version, ...unversioned } = savedState().pristine;
    const loaded = editorStateOf(unversioned, '2026-11-01T10:00:00.000Z');
    const state = setEventField(loaded, 'title', 'Neu');
    expect(restorableDraft(loaded, { savedAt: Date.parse('2026-11-01T10:05:00Z'), state })).toBe(state);
    expect(restorableDraft(loaded, { savedAt: Date.parse('2026-11-01T09:55:00Z'), state })).toBeUndefined();
  });

  it('knows whether its dates had loaded; one kept before they loaded lazily had them', () => {
    const waiting = setEventField({ ...savedState(), datesLoaded: false }, 'title', 'Neu');
    saveDraft(waiting);
    expect(readDraft(7)?.state.datesLoaded).toBe(false);
    const { datesLoaded: _loaded, ...older } = setEventField(savedState(), 'title', 'Neu');
    sessionStorage.setItem('event-editor:draft:7', JSON.stringify({ savedAt: 1000, state: older }));
    expect(readDraft(7)?.state.datesLoaded).toBe(true);
  });

  it('is not read when the storage holds something else', () => {
    sessionStorage.setItem('event-editor:draft:7', JSON.stringify({ savedAt: 'yesterday' }));
    expect(readDraft(7)).toBeUndefined();
    sessionStorage.setItem('event-editor:draft:7', '{broken');
    expect(readDraft(7)).toBeUndefined();
  });
});

describe('the view state', () => {
  it('is kept per event for the session', () => {
    expect(readView(7)).toEqual({});
    saveView(7, { tab: 'dates', openPanels: [0, 2], focusedField: 'title', scrollTop: 420, datePage: 3 });
    expect(readView(7)).toEqual({
      tab: 'dates',
      openPanels: [0, 2],
      focusedField: 'title',
      scrollTop: 420,
      datePage: 3,
    });
    expect(readView(8)).toEqual({});
  });
});
