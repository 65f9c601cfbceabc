import { describe, expect, it } from 'vitest';
import { updateDate } from '../../custom/event-editor/state/dateEdits';
import { validateEditor } from '../../custom/event-editor/state/editorValidation';
import { submitForm } from '../../custom/event-editor/state/formSubmit';
import { NOW, savedState } from './support/eventEditorFixtures';

// The event editor keeps the registry's cross-field rules of a date (x-compare): its dialog refuses a
// date that ends before it starts at the field, and its save check names the date's field.

describe('a date out of order in the event editor', () => {
  it('is refused by the date dialog, each message at its field', () => {
    expect(
      submitForm(
        savedState(),
        'date',
        { starts_at: '2027-01-10T19:30', ends_at: '2027-01-10T18:00', entry_starts_at: '2027-01-10T20:00' },
        undefined,
        NOW,
      ),
    ).toEqual({
      ok: false,
      error: 'eventEditor.errors.formInvalid',
      fields: { ends_at: 'error.ends_before_start', entry_starts_at: 'error.entry_after_start' },
    });
    // Editing a saved date: its new end against its start.
    expect(
      submitForm(savedState(), 'date', { starts_at: '2026-12-24T20:00', ends_at: '2026-12-24T20:00' }, 812),
    ).toEqual({
      ok: false,
      error: 'eventEditor.errors.formInvalid',
      fields: { ends_at: 'error.ends_before_start' },
    });
  });

  it('is taken in order, and with an open end', () => {
    const values = { starts_at: '2027-01-10T19:30', ends_at: '2027-01-10T22:00', entry_starts_at: '2027-01-10T19:30' };
    expect(submitForm(savedState(), 'date', values, undefined, NOW).ok).toBe(true);
    expect(submitForm(savedState(), 'date', { starts_at: '2027-01-11T19:30' }, undefined, NOW).ok).toBe(true);
  });

  it('keeps the save from going out when a start moves past the saved end', () => {
    const state = updateDate(savedState(), 812, { starts_at: '2026-12-24T23:00' });
    expect(validateEditor(state)).toEqual([
      { field: 'dates.812.ends_at', key: 'error.ends_before_start', subject: '2026-12-24T23:00' },
    ]);
    expect(validateEditor(updateDate(savedState(), 812, { note: 'Zugabe' }))).toEqual([]);
  });
});
