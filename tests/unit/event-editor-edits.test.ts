import { describe, expect, it } from 'vitest';
import {
  addDate,
  deleteDate,
  duplicateDate,
  toggleDateStatus,
  updateDate,
} from '../../custom/event-editor/state/dateEdits';
import { addDatePrice, deleteDatePrice, updateDatePrice } from '../../custom/event-editor/state/datePriceEdits';
import { toEditorTime, toWireTime } from '../../custom/event-editor/state/editorTime';
import { setEventField } from '../../custom/event-editor/state/eventEdits';
import { findDate, findPriceCategory } from '../../custom/event-editor/state/eventItems';
import { rollback } from '../../custom/event-editor/state/editorState';
import { withLoadedDates } from '../../custom/event-editor/state/loadedDates';
import { assembleDates, assembleEventAnswer, editorDatesOf } from '../../custom/event-editor/state/loadedEvent';
import { addNamedItem } from '../../custom/event-editor/state/namedItemEdits';
import {
  addPriceCategory,
  deletePriceCategory,
  togglePriceCategory,
  updatePriceCategory,
} from '../../custom/event-editor/state/priceCategoryEdits';
import { isTempId, makeTempId } from '../../custom/event-editor/state/tempId';
import type { EditorDate } from '../../custom/event-editor/state/types';
import { accepted, NOW, savedEventAnswer, savedState, stateBeforeDates } from './support/eventEditorFixtures';

const NEW_DATE = { starts_at: '2027-01-10T19:30' };

const NEW_CATEGORY = { title: 'Loge', price: 80, vat_rate: 7, available_quantity: 12, requires_personalization: true };

const date = (state: ReturnType<typeof savedState>, id: EditorDate['id_tk_event_date']) => {
  const found = findDate(state.event, id);
  if (!found) throw new Error(`no date ${id}`);
  return found;
};

describe('temporary ids', () => {
  it('have the form temp_<counter>_<timestamp> and count up with every new item', () => {
    expect(makeTempId(3, NOW)).toBe('temp_3_1763712000000');
    expect(isTempId('temp_3_1763712000000')).toBe(true);
    for (const other of ['temp_3', 'temp_x_1', 'temp_1_2_3', 812, undefined]) expect(isTempId(other)).toBe(false);

    const withDate = addDate(savedState(), NEW_DATE, NOW);
    const withCategory = addPriceCategory(withDate, NEW_CATEGORY, NOW + 5);
    expect(withDate.event.dates.at(-1)?.id_tk_event_date).toBe('temp_1_1763712000000');
    expect(withCategory.event.price_categories.at(-1)?.id_tk_price_category).toBe('temp_2_1763712000005');
    expect(withCategory.nextTempCounter).toBe(3);
  });
});

describe('loading an event', () => {
  it('holds date-times to the minute in Berlin time, numbers as numbers, and the pristine copy', () => {
    const state = savedState();
    expect(state.event.dates.map((d) => [d.starts_at, d.ends_at])).toEqual([
      ['2026-12-24T20:00', '2026-12-24T22:30'],
      ['2026-12-25T18:30', null],
    ]);
    expect(state.event.vat_rate).toBe(19);
    expect(date(state, 812).date_prices.map((p) => p.price)).toEqual([39.5, 25]);
    expect(findPriceCategory(state.event, 56)).toMatchObject({ price: 25, available_quantity: 80, version: 1 });
    expect(state.pristine).toBe(state.event);
    expect(state.updatedAt).toBe('2026-11-01T10:00:00.000Z');
  });

  it('puts the list calls together: the event with its categories by id, then its dates by start with their prices', () => {
    const answer = assembleEventAnswer({ id_tk_event: '7', title: 'T' }, [
      { id_tk_price_category: 9 },
      { id_tk_price_category: 3 },
    ]);
    expect(answer.id_tk_event).toBe(7);
    expect(answer.price_categories?.map((c) => c.id_tk_price_category)).toEqual([3, 9]);
    expect(answer.dates).toBeUndefined();

    const dates = assembleDates(
      [
        { id_tk_event_date: 2, starts_at: '2026-12-25T17:30:00.000Z' },
        { id_tk_event_date: 1, starts_at: '2026-12-24T19:00:00.000Z' },
      ],
      [
        { id_tk_event_date_price_category: 10, id_tk_event_date: 2 },
        { id_tk_event_date_price_category: 11, id_tk_event_date: 1 },
        { id_tk_event_date_price_category: 12, id_tk_event_date: 2 },
      ],
    );
    expect(
      dates.map((d) => [d.id_tk_event_date, d.date_prices?.map((p) => p.id_tk_event_date_price_category)]),
    ).toEqual([
      [1, [11]],
      [2, [10, 12]],
    ]);
  });

  it('takes the dates that load after the event, keeping what the user did meanwhile', () => {
    const edited = setEventField(deletePriceCategory(stateBeforeDates(), 56), 'title', 'Neujahr');
    expect(rollback(edited).datesLoaded).toBe(false);

    const loaded = withLoadedDates(edited, editorDatesOf(savedEventAnswer().dates ?? []));
    const editedLoaded = setEventField(deletePriceCategory(savedState(), 56), 'title', 'Neujahr');
    expect(loaded.event).toEqual(editedLoaded.event);
    expect(loaded.pristine).toEqual(savedState().pristine);
    expect(loaded.deleted).toEqual({ dates: [], priceCategories: [56], datePrices: [902] });
    expect(loaded.datesLoaded).toBe(true);
    expect(withLoadedDates(loaded, [])).toBe(loaded);
  });

  it('converts Berlin wall times to moments and back, across the change to summer time', () => {
    expect(toEditorTime('2026-07-01T17:30:00.000Z')).toBe('2026-07-01T19:30');
    expect(toEditorTime('2026-12-24T20:00:42')).toBe('2026-12-24T20:00');
    expect(toWireTime('2026-12-24T20:00')).toBe('2026-12-24T19:00:00.000Z');
    expect(toWireTime('2026-03-29T01:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(toWireTime('2026-03-29T03:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(toWireTime('2026-07-01T19:30')).toBe('2026-07-01T17:30:00.000Z');
  });
});

describe('flags', () => {
  it('marks new items new, and a changed saved item modified until it is changed back', () => {
    const added = addDate(savedState(), NEW_DATE, NOW);
    expect(added.event.dates.at(-1)).toMatchObject({ isNew: true, date_prices: [] });
    const renoted = updateDate(added, 'temp_1_1763712000000', { note: 'Zusatztermin' });
    expect(renoted.event.dates.at(-1)).toMatchObject({ isNew: true, note: 'Zusatztermin' });
    expect(renoted.event.dates.at(-1)?.isModified).toBeFalsy();

    const changed = updateDate(savedState(), 812, { note: 'Ausverkauft' });
    expect(date(changed, 812).isModified).toBe(true);
    expect(date(updateDate(changed, 812, { note: null }), 812).isModified).toBe(false);

    const toggled = toggleDateStatus(savedState(), 813);
    expect(date(toggled, 813)).toMatchObject({ status: 'active', isModified: true });
    expect(date(toggleDateStatus(toggled, 813), 813)).toMatchObject({ status: 'hidden', isModified: false });

    const inactive = togglePriceCategory(savedState(), 55);
    expect(findPriceCategory(inactive.event, 55)).toMatchObject({ is_active: false, isModified: true });
    const repriced = updatePriceCategory(savedState(), 56, { price: 27 });
    expect(findPriceCategory(repriced.event, 56)).toMatchObject({ price: 27, isModified: true });
    const price = updateDatePrice(savedState(), 812, 901, { contingent: 150 });
    expect(date(price, 812).date_prices[0]).toMatchObject({ contingent: 150, isModified: true });
  });

  it('trims a date-time given with seconds to the minute', () => {
    const state = updateDate(savedState(), 812, { starts_at: '2026-12-24T21:15:59' });
    expect(date(state, 812).starts_at).toBe('2026-12-24T21:15');
  });

  it('stores an emptied optional text as null and leaves the pristine copy alone', () => {
    const state = setEventField(setEventField(savedState(), 'meta_title', ''), 'title', 'Neujahrskonzert');
    expect(state.event.meta_title).toBeNull();
    expect(state.event.title).toBe('Neujahrskonzert');
    expect(state.pristine.title).toBe('Winterkonzert');
  });
});

describe('deleting', () => {
  it('only flags an unsaved date, and records a saved one with its saved prices', () => {
    const added = addDate(savedState(), NEW_DATE, NOW);
    const unsaved = deleteDate(added, 'temp_1_1763712000000');
    expect(unsaved.event.dates.at(-1)?.isDeleted).toBe(true);
    expect(unsaved.deleted).toEqual({ dates: [], priceCategories: [], datePrices: [] });

    const saved = deleteDate(savedState(), 812);
    expect(date(saved, 812).isDeleted).toBe(true);
    expect(date(saved, 812).date_prices.every((p) => p.isDeleted)).toBe(true);
    expect(saved.deleted).toEqual({ dates: [812], priceCategories: [], datePrices: [901, 902] });
    expect(deleteDate(saved, 812)).toBe(saved);
  });

  it('deletes a price category with its prices on every date', () => {
    const state = deletePriceCategory(savedState(), 55);
    expect(findPriceCategory(state.event, 55)?.isDeleted).toBe(true);
    expect(state.deleted).toEqual({ dates: [], priceCategories: [55], datePrices: [901, 903] });
    expect(date(state, 812).date_prices.map((p) => Boolean(p.isDeleted))).toEqual([true, false]);

    const withNew = addPriceCategory(savedState(), NEW_CATEGORY, NOW);
    const priced = accepted(addDatePrice(withNew, 812, 'temp_1_1763712000000', {}, NOW));
    const gone = deletePriceCategory(priced, 'temp_1_1763712000000');
    expect(gone.deleted).toEqual({ dates: [], priceCategories: [], datePrices: [] });
    expect(date(gone, 812).date_prices.at(-1)?.isDeleted).toBe(true);
  });

  it('records a saved price, only flags an unsaved one', () => {
    const saved = deleteDatePrice(savedState(), 812, 902);
    expect(saved.deleted.datePrices).toEqual([902]);
    const priced = accepted(addDatePrice(deleteDatePrice(savedState(), 813, 903), 813, 55, {}, NOW));
    const unsaved = deleteDatePrice(priced, 813, 'temp_1_1763712000000');
    expect(unsaved.deleted.datePrices).toEqual([903]);
    expect(date(unsaved, 813).date_prices.map((p) => p.isDeleted)).toEqual([true, true]);
  });
});

describe('duplicating a date', () => {
  it('adds a new unsaved copy after it, with its live prices copied as new prices', () => {
    const state = duplicateDate(deleteDatePrice(savedState(), 812, 902), 812, NOW);
    expect(state.event.dates.map((d) => d.id_tk_event_date)).toEqual([812, 'temp_1_1763712000000', 813]);
    const copy = date(state, 'temp_1_1763712000000');
    expect(copy).toMatchObject({
      isNew: true,
      starts_at: '2026-12-24T20:00',
      ends_at: '2026-12-24T22:30',
      status: 'active',
    });
    expect(copy.version).toBeUndefined();
    expect(copy.date_prices).toEqual([
      {
        id_tk_event_date_price_category: 'temp_2_1763712000000',
        id_tk_event_date: 'temp_1_1763712000000',
        id_tk_price_category: 55,
        price: 39.5,
        contingent: 200,
        requires_personalization: false,
        isNew: true,
      },
    ]);
    expect(state.nextTempCounter).toBe(3);
    expect(date(state, 812).date_prices).toHaveLength(2);
  });
});

describe('adding a price to a date', () => {
  it('takes price, contingent and personalisation from the category unless given', () => {
    const state = addPriceCategory(addDate(savedState(), NEW_DATE, NOW), NEW_CATEGORY, NOW);
    const defaulted = accepted(addDatePrice(state, 'temp_1_1763712000000', 'temp_2_1763712000000', {}, NOW));
    expect(date(defaulted, 'temp_1_1763712000000').date_prices).toEqual([
      {
        id_tk_event_date_price_category: 'temp_3_1763712000000',
        id_tk_event_date: 'temp_1_1763712000000',
        id_tk_price_category: 'temp_2_1763712000000',
        price: 80,
        contingent: 12,
        requires_personalization: true,
        isNew: true,
      },
    ]);
    const given = accepted(
      addDatePrice(deleteDatePrice(savedState(), 813, 903), 813, 55, { price: 30, contingent: null }, NOW),
    );
    expect(date(given, 813).date_prices.at(-1)).toMatchObject({
      price: 30,
      contingent: null,
      requires_personalization: false,
    });
  });

  it('is refused when the date or category is missing or not found, or the category is on the date', () => {
    const state = savedState();
    const refusal = (outcome: ReturnType<typeof addDatePrice>) => (outcome.ok ? 'accepted' : outcome.error);
    expect(refusal(addDatePrice(state, undefined, 55))).toBe('eventEditor.errors.datePriceMissing');
    expect(refusal(addDatePrice(state, 813, null))).toBe('eventEditor.errors.datePriceMissing');
    expect(refusal(addDatePrice(state, 999, 55))).toBe('eventEditor.errors.dateNotFound');
    expect(refusal(addDatePrice(deleteDate(state, 813), 813, 56))).toBe('eventEditor.errors.dateNotFound');
    expect(refusal(addDatePrice(state, 813, 57))).toBe('eventEditor.errors.priceCategoryNotFound');
    expect(refusal(addDatePrice(deletePriceCategory(state, 56), 813, 56))).toBe(
      'eventEditor.errors.priceCategoryNotFound',
    );
    expect(refusal(addDatePrice(state, 813, 55))).toBe('tickets.duplicate_price');
    expect(refusal(addDatePrice(state, 'temp_9_1', 55))).toBe('eventEditor.errors.dateNotFound');
    // A deleted price no longer holds the place.
    expect(refusal(addDatePrice(deleteDatePrice(state, 813, 903), 813, 55))).toBe('accepted');
    // A saved date needs the event it belongs to.
    const { id_tk_event: _id, ...unsavedEvent } = state.event;
    expect(refusal(addDatePrice({ ...state, event: unsavedEvent }, 813, 56))).toBe(
      'eventEditor.errors.datePriceMissing',
    );
  });
});

describe('genres, artists and locations made in the editor', () => {
  it('get temporary ids and are linked to the event', () => {
    let state = addNamedItem(savedState(), 'genre', { name: 'Jazz', slug: 'jazz' }, NOW);
    state = addNamedItem(state, 'artist', { name: 'Quartett', slug: 'quartett', isNew: false }, NOW);
    state = addNamedItem(state, 'location', { name: 'Halle', slug: 'halle', city: 'Köln' }, NOW);
    expect(state.newGenres).toEqual([{ id: 'temp_1_1763712000000', name: 'Jazz', slug: 'jazz', isNew: true }]);
    expect(state.newArtists).toEqual([{ id: 'temp_2_1763712000000', name: 'Quartett', slug: 'quartett', isNew: true }]);
    expect(state.newLocations[0]).toMatchObject({ id: 'temp_3_1763712000000', city: 'Köln' });
    expect(state.event.genres).toEqual([2, 'temp_1_1763712000000']);
    expect(state.event.artists).toEqual(['temp_2_1763712000000']);
    expect(state.event.id_tk_location).toBe('temp_3_1763712000000');
  });
});
