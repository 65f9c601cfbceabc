import { describe, expect, it } from 'vitest';
import {
  buildBatchPayload,
  hasLocalChanges,
  hasUnsavedChanges,
  pendingOperations,
  unsavedChangeCount,
} from '../../custom/event-editor/state/batchPayload';
import { applyBatchResult } from '../../custom/event-editor/state/batchResult';
import { createEventBody, withCreatedEvent } from '../../custom/event-editor/state/createdEvent';
import { addDate, deleteDate, duplicateDate, updateDate } from '../../custom/event-editor/state/dateEdits';
import { addDatePrice, deleteDatePrice, updateDatePrice } from '../../custom/event-editor/state/datePriceEdits';
import { blankEvent, editorStateOf, rollback, type EditorState } from '../../custom/event-editor/state/editorState';
import { setEventField } from '../../custom/event-editor/state/eventEdits';
import { applyIdMapping } from '../../custom/event-editor/state/idMapping';
import { addNamedItem } from '../../custom/event-editor/state/namedItemEdits';
import {
  addPriceCategory,
  deletePriceCategory,
  updatePriceCategory,
} from '../../custom/event-editor/state/priceCategoryEdits';
import { makeTempId } from '../../custom/event-editor/state/tempId';
import { accepted, NOW, savedEventAnswer, savedState } from './support/eventEditorFixtures';

const T = (counter: number) => makeTempId(counter, NOW);

/** A day's work on the saved event: every kind of batch operation once. */
function editedState(): EditorState {
  let state = savedState();
  state = setEventField(state, 'title', 'Neujahrskonzert');
  state = addNamedItem(state, 'genre', { name: 'Jazz', slug: 'jazz' }, NOW); // T(1)
  state = addNamedItem(state, 'artist', { name: 'Quartett', slug: 'quartett' }, NOW); // T(2)
  state = addNamedItem(state, 'location', { name: 'Halle', slug: 'halle' }, NOW); // T(3)
  state = addPriceCategory(state, { title: 'Loge', price: 80, available_quantity: 12 }, NOW); // T(4)
  state = addDate(state, { starts_at: '2027-01-10T19:30', sort: 2 }, NOW); // T(5)
  state = accepted(addDatePrice(state, T(5), T(4), {}, NOW)); // T(6)
  state = accepted(addDatePrice(state, T(5), 55, { contingent: 50 }, NOW)); // T(7)
  state = accepted(addDatePrice(state, 813, T(4), {}, NOW)); // T(8)
  state = updateDate(state, 812, { status: 'hidden', note: 'Letzte Karten' });
  state = updatePriceCategory(state, 55, { price: 42 });
  state = updateDatePrice(state, 812, 901, { contingent: 150 });
  state = deleteDatePrice(state, 812, 902);
  return state;
}

describe('the batch payload', () => {
  it('is exactly the contract body: changed event fields, version, new items, changed fields only, deletions', () => {
    expect(buildBatchPayload(editedState())).toEqual({
      title: 'Neujahrskonzert',
      genres: [2, T(1)],
      artists: [T(2)],
      id_tk_location: T(3),
      version: 3,
      newGenres: [{ id: T(1), name: 'Jazz', slug: 'jazz' }],
      newArtists: [{ id: T(2), name: 'Quartett', slug: 'quartett' }],
      newLocations: [{ id: T(3), name: 'Halle', slug: 'halle' }],
      newPriceCategories: [
        {
          id: T(4),
          title: 'Loge',
          description: null,
          price: 80,
          vat_rate: 19,
          available_quantity: 12,
          is_active: true,
          requires_personalization: false,
        },
      ],
      newDates: [
        {
          id: T(5),
          starts_at: '2027-01-10T18:30:00.000Z',
          ends_at: null,
          entry_starts_at: null,
          visible_from: null,
          visible_until: null,
          status: 'active',
          note: null,
          sort: 2,
          localPrices: [
            { id: T(6), id_tk_price_category: T(4), price: 80, contingent: 12, requires_personalization: false },
            { id: T(7), id_tk_price_category: 55, price: 39.5, contingent: 50, requires_personalization: false },
          ],
        },
      ],
      newDatePrices: [
        {
          id: T(8),
          id_tk_event_date: 813,
          id_tk_price_category: T(4),
          price: 80,
          contingent: 12,
          requires_personalization: false,
        },
      ],
      updatedDates: [{ id_tk_event_date: 812, version: 2, status: 'hidden', note: 'Letzte Karten' }],
      updatedPriceCategories: [{ id_tk_price_category: 55, version: 1, price: 42 }],
      updatedDatePrices: [{ id_tk_event_date_price_category: 901, version: 1, contingent: 150 }],
      deletedDatePrices: [902],
    });
  });

  it('sends a changed date-time as a moment, and only the version when nothing changed', () => {
    expect(buildBatchPayload(savedState())).toEqual({ version: 3 });
    expect(buildBatchPayload(updateDate(savedState(), 813, { starts_at: '2026-12-25T19:00' }))).toEqual({
      version: 3,
      updatedDates: [{ id_tk_event_date: 813, version: 1, starts_at: '2026-12-25T18:00:00.000Z' }],
    });
  });

  it('leaves out deleted new items and lists the deleted saved ones', () => {
    let state = addDate(savedState(), { starts_at: '2027-02-01T20:00' }, NOW);
    state = deleteDate(state, T(1));
    state = deleteDate(state, 813);
    state = deletePriceCategory(state, 56);
    state = updateDate(state, 813, { note: 'ignored: the date is deleted' });
    expect(buildBatchPayload(state)).toEqual({
      version: 3,
      deletedDates: [813],
      deletedPriceCategories: [56],
      deletedDatePrices: [903, 902],
    });
  });

  it('counts the pending operations: every new item (a new date’s prices too), update and deletion', () => {
    expect(pendingOperations(savedState())).toBe(0);
    // 3 named items, 1 category, 1 date with 2 prices, 1 new date price, 3 updates, 1 deletion.
    expect(pendingOperations(editedState())).toBe(12);
    expect(pendingOperations(duplicateDate(savedState(), 812, NOW))).toBe(3);
  });

  it('tells local changes (event fields) from pending operations', () => {
    const retitled = setEventField(savedState(), 'title', 'Neu');
    expect([hasLocalChanges(retitled), pendingOperations(retitled), hasUnsavedChanges(retitled)]).toEqual([
      true,
      0,
      true,
    ]);
    const back = setEventField(retitled, 'title', 'Winterkonzert');
    expect([hasLocalChanges(back), hasUnsavedChanges(back)]).toEqual([false, false]);
    const moved = updateDate(savedState(), 812, { sort: 5 });
    expect([hasLocalChanges(moved), hasUnsavedChanges(moved)]).toEqual([false, true]);
  });
});

describe('the unsaved-changes count', () => {
  const retitled = () => setEventField(savedState(), 'title', 'Neu');
  it.each<[string, number, () => EditorState]>([
    ['nothing changed', 0, savedState],
    ['a changed title', 1, retitled],
    ['a changed title and short description', 2, () => setEventField(retitled(), 'short_description', 'Kurz')],
    ['a title changed back', 0, () => setEventField(retitled(), 'title', 'Winterkonzert')],
    ['a changed status', 1, () => setEventField(savedState(), 'status', false)],
    ['a changed date', 1, () => updateDate(savedState(), 812, { sort: 5 })],
    ['a changed price category', 1, () => updatePriceCategory(savedState(), 55, { price: 99 })],
    ['a new price category', 1, () => addPriceCategory(savedState(), { title: 'Loge', price: 80 }, NOW)],
    ['a changed date price', 1, () => updateDatePrice(savedState(), 812, 901, { price: 11 })],
    ['a deleted date with its one price', 2, () => deleteDate(savedState(), 813)],
    ['a changed title and a changed date', 2, () => updateDate(retitled(), 812, { sort: 5 })],
  ])('counts %s as %i', (_case, count, state) => {
    expect(unsavedChangeCount(state())).toBe(count);
  });

  it('counts a day’s work: its changed event fields beside the pending operations', () => {
    // The title, and the event's links to the new genre, artist and location.
    expect(unsavedChangeCount(editedState())).toBe(pendingOperations(editedState()) + 4);
  });
});

/** The server's answer to the batch of `editedState()`: the reloaded event and a mapping for every temporary id. */
function batchAnswer() {
  const event = savedEventAnswer();
  return {
    success: true,
    idMapping: { [T(1)]: 21, [T(2)]: 22, [T(3)]: 23, [T(4)]: 57, [T(5)]: 814, [T(6)]: 904, [T(7)]: 905, [T(8)]: 906 },
    event: { ...event, version: 4, title: 'Neujahrskonzert', genres: [2, 21], artists: [22], id_tk_location: 23 },
    operations: { dates_created: 1, categories_created: 1, prices_created: 3, dates_updated: 1 },
    error: null,
  };
}

describe('the id mapping', () => {
  it('replaces temporary ids in the event, its links, its items and the local lists', () => {
    const mapped = applyIdMapping(editedState(), batchAnswer().idMapping);
    expect(mapped.event.genres).toEqual([2, 21]);
    expect(mapped.event.artists).toEqual([22]);
    expect(mapped.event.id_tk_location).toBe(23);
    expect(mapped.event.price_categories.map((c) => [c.id_tk_price_category, Boolean(c.isNew)])).toEqual([
      [55, false],
      [56, false],
      [57, false],
    ]);
    const newDate = mapped.event.dates.find((d) => d.id_tk_event_date === 814);
    expect(newDate?.isNew).toBe(false);
    expect(
      newDate?.date_prices.map((p) => [p.id_tk_event_date_price_category, p.id_tk_event_date, p.id_tk_price_category]),
    ).toEqual([
      [904, 814, 57],
      [905, 814, 55],
    ]);
    const saved = mapped.event.dates.find((d) => d.id_tk_event_date === 813);
    expect(saved?.date_prices.at(-1)).toMatchObject({ id_tk_event_date_price_category: 906, id_tk_price_category: 57 });
    expect([mapped.newGenres, mapped.newArtists, mapped.newLocations]).toEqual([[], [], []]);
  });

  it('leaves ids the answer does not map as they are', () => {
    const state = addNamedItem(savedState(), 'genre', { name: 'Soul', slug: 'soul' }, NOW);
    const mapped = applyIdMapping(state, { temp_99_1: 5 });
    expect(mapped.event.genres).toEqual([2, T(1)]);
    expect(mapped.newGenres).toHaveLength(1);
  });
});

describe('after a successful batch', () => {
  it('reloads the event from the answer, resets the batch lists and makes the answer pristine', () => {
    const state = editedState();
    const saved = applyBatchResult(state, batchAnswer());
    expect(saved.event).toBe(saved.pristine);
    expect(saved.event.version).toBe(4);
    expect(saved.event.title).toBe('Neujahrskonzert');
    expect(saved.deleted).toEqual({ dates: [], priceCategories: [], datePrices: [] });
    expect([saved.newGenres, saved.newArtists, saved.newLocations]).toEqual([[], [], []]);
    expect(saved.nextTempCounter).toBe(state.nextTempCounter);
    expect(hasUnsavedChanges(saved)).toBe(false);
  });

  it('keeps what the user did while the save ran, with the mapping applied to it', () => {
    const sent = editedState();
    let current = setEventField(sent, 'meta_title', 'Silvester');
    current = addNamedItem(current, 'artist', { name: 'Chor', slug: 'chor' }, NOW + 1); // temp_9
    current = addDate(current, { starts_at: '2027-03-01T20:00', sort: 3 }, NOW + 1); // temp_10
    current = accepted(addDatePrice(current, `temp_10_${NOW + 1}`, T(4), {}, NOW + 1)); // temp_11, on the category just saved
    current = accepted(addDatePrice(current, T(5), 56, {}, NOW + 1)); // temp_12, on the date just saved
    const saved = applyBatchResult(current, batchAnswer(), sent);

    expect(saved.event.title).toBe('Neujahrskonzert');
    expect(saved.event.meta_title).toBe('Silvester');
    expect(saved.event.artists).toEqual([22, `temp_9_${NOW + 1}`]);
    expect(saved.newArtists.map((a) => a.id)).toEqual([`temp_9_${NOW + 1}`]);
    const later = saved.event.dates.at(-1);
    expect(later).toMatchObject({ id_tk_event_date: `temp_10_${NOW + 1}`, isNew: true });
    expect(later?.date_prices[0]).toMatchObject({ id_tk_price_category: 57 });
    expect(buildBatchPayload(saved)).toMatchObject({
      meta_title: 'Silvester',
      artists: [22, `temp_9_${NOW + 1}`],
      newArtists: [{ id: `temp_9_${NOW + 1}`, name: 'Chor', slug: 'chor' }],
      newDates: [{ id: `temp_10_${NOW + 1}`, localPrices: [{ id_tk_price_category: 57 }] }],
    });
    expect(saved.pristine.meta_title).toBeNull();
  });
});

describe('rollback', () => {
  it('restores the pristine copy and clears the pending operations', () => {
    const state = editedState();
    const rolled = rollback(state);
    expect(rolled.event).toBe(state.pristine);
    expect(rolled.deleted).toEqual({ dates: [], priceCategories: [], datePrices: [] });
    expect([rolled.newGenres, rolled.newArtists, rolled.newLocations]).toEqual([[], [], []]);
    expect(hasUnsavedChanges(rolled)).toBe(false);
    expect(rolled.nextTempCounter).toBe(state.nextTempCounter);
  });
});

describe('a new event', () => {
  it('is created with its own fields, then its links to new items go in the batch', () => {
    let state = editorStateOf(blankEvent());
    state = setEventField(state, 'title', 'Premiere');
    state = setEventField(state, 'slug', 'premiere');
    state = setEventField(state, 'genres', [2]);
    state = addNamedItem(state, 'genre', { name: 'Jazz', slug: 'jazz' }, NOW);
    state = addNamedItem(state, 'location', { name: 'Halle', slug: 'halle' }, NOW);
    expect(createEventBody(state)).toMatchObject({
      title: 'Premiere',
      slug: 'premiere',
      genres: [2],
      artists: [],
      id_tk_location: null,
    });
    expect(createEventBody(state)).not.toHaveProperty('dates');

    const created = withCreatedEvent(state, {
      ...createEventBody(state),
      id_tk_event: 31,
      version: 1,
      updated_at: '2026-11-02T08:00:00.000Z',
    });
    expect(created.event.id_tk_event).toBe(31);
    expect(created.updatedAt).toBe('2026-11-02T08:00:00.000Z');
    expect(buildBatchPayload(created)).toEqual({
      genres: [2, T(1)],
      id_tk_location: T(2),
      version: 1,
      newGenres: [{ id: T(1), name: 'Jazz', slug: 'jazz' }],
      newLocations: [{ id: T(2), name: 'Halle', slug: 'halle' }],
    });
  });
});
