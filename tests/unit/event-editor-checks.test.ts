import { describe, expect, it } from 'vitest';
import { addDate, deleteDate, duplicateDate, toggleDateStatus } from '../../custom/event-editor/state/dateEdits';
import { blankEvent, editorStateOf, type EditorState } from '../../custom/event-editor/state/editorState';
import { validateEditor } from '../../custom/event-editor/state/editorValidation';
import { setEventField } from '../../custom/event-editor/state/eventEdits';
import { eventChecklist } from '../../custom/event-editor/state/eventChecklist';
import { findDate, findPriceCategory } from '../../custom/event-editor/state/eventItems';
import { submitForm } from '../../custom/event-editor/state/formSubmit';
import { addNamedItem } from '../../custom/event-editor/state/namedItemEdits';
import {
  addPriceCategory,
  deletePriceCategory,
  togglePriceCategory,
} from '../../custom/event-editor/state/priceCategoryEdits';
import { accepted, NOW, savedState, stateBeforeDates } from './support/eventEditorFixtures';

const done = (state: EditorState) => {
  const { required, recommended } = eventChecklist(state.event);
  return Object.fromEntries(
    [...required, ...recommended].map(({ key, done: isDone }) => [key.replace('eventEditor.checklist.', ''), isDone]),
  );
};

describe('the checklist', () => {
  it('lists the required and recommended points of spec 2 §5', () => {
    expect(done(editorStateOf(blankEvent()))).toEqual({
      status: false,
      title: false,
      slug: false,
      shortDescription: false,
      location: false,
      priceCategory: false,
      date: false,
      activePriceCategory: false,
      activeDate: false,
      image: false,
      meta: false,
      genre: false,
      artist: false,
    });
    let state = savedState();
    expect(done(state)).toMatchObject({
      status: true,
      title: true,
      location: true,
      activeDate: true,
      genre: true,
      artist: false,
      meta: false,
    });
    state = setEventField(state, 'meta_title', 'Winterkonzert 2026');
    expect(done(state).meta).toBe(false);
    state = setEventField(state, 'meta_description', 'Streicher am Heiligabend');
    state = setEventField(state, 'images', [{ link: '/uploads/winter.jpg' }]);
    state = addNamedItem(state, 'artist', { name: 'Quartett', slug: 'quartett' }, NOW);
    expect(done(state)).toMatchObject({ meta: true, image: true, artist: true });
  });

  it('ignores items flagged deleted, and says when the event is bookable', () => {
    let state = savedState();
    expect(eventChecklist(state.event).bookable).toBe(true);
    state = toggleDateStatus(state, 812); // both dates hidden now
    expect(done(state)).toMatchObject({ date: true, activeDate: false });
    expect(eventChecklist(state.event).bookable).toBe(false);
    state = addDate(state, { starts_at: '2027-01-10T19:30' }, NOW);
    expect(eventChecklist(state.event).bookable).toBe(true);
    state = deleteDate(state, `temp_1_${NOW}`);
    expect(done(state).activeDate).toBe(false);

    let categories = deletePriceCategory(togglePriceCategory(savedState(), 56), 55);
    expect(done(categories)).toMatchObject({ priceCategory: true, activePriceCategory: false });
    categories = deletePriceCategory(categories, 56);
    expect(done(categories).priceCategory).toBe(false);
    expect(eventChecklist(setEventField(savedState(), 'status', false).event).bookable).toBe(false);
    expect(eventChecklist(setEventField(savedState(), 'id_tk_location', null).event).bookable).toBe(false);
  });

  it('does not judge the dates while they load, and knows an event unbookable for another reason', () => {
    const { event } = stateBeforeDates();
    const loading = eventChecklist(event, false);
    const date = (key: string) => loading.required.find((item) => item.key === `eventEditor.checklist.${key}`)?.done;
    expect([date('date'), date('activeDate')]).toEqual([undefined, undefined]);
    expect([date('title'), date('location'), date('activePriceCategory')]).toEqual([true, true, true]);
    expect(loading.bookable).toBeUndefined();
    expect(eventChecklist({ ...event, status: false }, false).bookable).toBe(false);
    expect(eventChecklist(event).required.find((item) => item.key === 'eventEditor.checklist.date')?.done).toBe(false);
  });
});

describe('the validation list', () => {
  it('checks a new event as the API will, links to new items aside', () => {
    let state = editorStateOf(blankEvent());
    expect(validateEditor(state).map(({ field, key }) => [field, key])).toEqual([
      ['title', 'form.required'],
      ['slug', 'form.required'],
    ]);
    state = setEventField(setEventField(state, 'title', 'Premiere'), 'slug', 'Premiere!');
    state = addNamedItem(state, 'location', { name: 'Halle', slug: 'halle' }, NOW);
    expect(validateEditor(state).map(({ field, key }) => [field, key])).toEqual([['slug', 'error.pattern']]);
  });

  it('checks only the changed fields of a saved event, and refuses duplicate dates and categories', () => {
    expect(validateEditor(savedState())).toEqual([]);
    let state = setEventField(savedState(), 'website', 'not a link');
    state = duplicateDate(state, 812, NOW);
    state = addPriceCategory(state, { title: ' Parkett ', price: 10 }, NOW);
    expect(validateEditor(state)).toEqual([
      { field: 'website', key: 'error.format', params: { format: 'uri' } },
      { field: `dates.temp_1_${NOW}.starts_at`, key: 'tickets.duplicate_date', subject: '2026-12-24T20:00' },
      { field: `price_categories.temp_4_${NOW}.title`, key: 'tickets.duplicate_price_category', subject: 'Parkett' },
    ]);
    expect(validateEditor(deleteDate(savedState(), 812))).toEqual([]);
  });
});

describe('submitting a dialog form', () => {
  it('adds a date, or refuses it with the field messages', () => {
    const added = accepted(
      submitForm(savedState(), 'date', { starts_at: '2027-01-10T19:30', status: 'active' }, undefined, NOW),
    );
    expect(findDate(added.event, `temp_1_${NOW}`)).toMatchObject({
      starts_at: '2027-01-10T19:30',
      ends_at: null,
      isNew: true,
    });

    expect(submitForm(savedState(), 'date', { ends_at: '2027-01-10T22:00', sort: -1 })).toEqual({
      ok: false,
      error: 'eventEditor.errors.formInvalid',
      fields: { starts_at: 'form.required', sort: 'error.minimum' },
    });
    expect(submitForm(savedState(), 'date', { starts_at: '2026-12-24T20:00' })).toMatchObject({
      ok: false,
      fields: { starts_at: 'tickets.duplicate_date' },
    });
    // The date being edited may keep its own start.
    const edited = submitForm(savedState(), 'date', { starts_at: '2026-12-24T20:00', note: 'Heiligabend' }, 812);
    expect(edited.ok && findDate(edited.state.event, 812)?.note).toBe('Heiligabend');
  });

  it('checks a price category with the form rules of spec 2 §5', () => {
    expect(
      submitForm(savedState(), 'priceCategory', { title: '', price: -1, vat_rate: 120, available_quantity: 2.5 }),
    ).toEqual({
      ok: false,
      error: 'eventEditor.errors.formInvalid',
      fields: {
        title: 'form.required',
        price: 'error.minimum',
        vat_rate: 'form.vat_rate_invalid',
        available_quantity: 'form.positive_integer_required',
      },
    });
    expect(submitForm(savedState(), 'priceCategory', { title: 'Balkon', price: 20 })).toMatchObject({
      fields: { title: 'tickets.duplicate_price_category' },
    });
    const changed = submitForm(savedState(), 'priceCategory', { title: 'Balkon', price: 20 }, 56);
    expect(changed.ok && findPriceCategory(changed.state.event, 56)).toMatchObject({ price: 20, isModified: true });
  });

  it('adds a genre, artist or location made here, and a price to a date with its refusals', () => {
    const genre = submitForm(savedState(), 'genre', { name: 'Jazz', slug: 'jazz' }, undefined, NOW);
    expect(genre.ok && genre.state.newGenres.map((g) => g.id)).toEqual([`temp_1_${NOW}`]);
    expect(submitForm(savedState(), 'location', { name: 'Halle' })).toMatchObject({
      ok: false,
      fields: { slug: 'form.required' },
    });

    const price = submitForm(
      savedState(),
      'datePrice',
      { id_tk_event_date: 813, id_tk_price_category: 56 },
      undefined,
      NOW,
    );
    expect(price.ok && findDate(price.state.event, 813)?.date_prices.at(-1)).toMatchObject({
      price: 25,
      contingent: 80,
    });
    expect(submitForm(savedState(), 'newDatePrice', { id_tk_event_date: 813, id_tk_price_category: 55 })).toEqual({
      ok: false,
      error: 'tickets.duplicate_price',
      fields: { id_tk_price_category: 'tickets.duplicate_price' },
    });
    expect(
      submitForm(savedState(), 'datePrice', { id_tk_event_date: 813, id_tk_price_category: 56, contingent: -3 }),
    ).toMatchObject({
      ok: false,
      fields: { contingent: 'form.positive_integer_required' },
    });
    const repriced = submitForm(
      savedState(),
      'datePrice',
      { id_tk_event_date: 812, id_tk_price_category: 55, price: 45 },
      901,
    );
    expect(repriced.ok && findDate(repriced.state.event, 812)?.date_prices[0]).toMatchObject({
      price: 45,
      isModified: true,
    });
  });

  it('refuses a form type it does not know', () => {
    expect(submitForm(savedState(), 'seatPlan', {})).toEqual({
      ok: false,
      error: 'eventEditor.errors.unknownForm',
      params: { form: 'seatPlan' },
      fields: {},
    });
  });
});
