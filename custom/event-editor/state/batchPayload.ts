import { toWireTime } from './editorTime';
import { CATEGORY_FIELDS, DATE_FIELDS, DATE_PRICE_FIELDS, DATE_TIME_FIELDS, EVENT_FIELDS, pick } from './editorFields';
import type { EditorState } from './editorState';
import { findDate, findPriceCategory } from './eventItems';
import { isLive } from './itemFlags';
import { changedFields } from './sameValue';
import { isSavedId } from './tempId';
import type { EditorDate, EditorDatePrice, EditorEventFields, EditorNamedItem, ItemId, TempId } from './types';

type Fields = Record<string, unknown>;

export interface NewDatePrice extends Fields {
  id: TempId;
  id_tk_event_date: ItemId;
  id_tk_price_category: ItemId;
}

/** The body of `PATCH /api/ticket/event/{id}/batch` (/tmp/briefs/batch-contract.md, spec 2 §7). */
export interface BatchPayload extends Partial<Omit<EditorEventFields, 'id_tk_event'>> {
  version?: number;
  newPriceCategories?: (Fields & { id: TempId })[];
  newDates?: (Fields & { id: TempId; localPrices: (Fields & { id: TempId; id_tk_price_category: ItemId })[] })[];
  newGenres?: (Fields & { id: TempId })[];
  newArtists?: (Fields & { id: TempId })[];
  newLocations?: (Fields & { id: TempId })[];
  newDatePrices?: NewDatePrice[];
  updatedDates?: (Fields & { id_tk_event_date: number })[];
  updatedPriceCategories?: (Fields & { id_tk_price_category: number })[];
  updatedDatePrices?: (Fields & { id_tk_event_date_price_category: number })[];
  deletedDates?: number[];
  deletedPriceCategories?: number[];
  deletedDatePrices?: number[];
}

/** The lists of the payload, to count and to leave out when empty. */
export const BATCH_LISTS = [
  'newPriceCategories',
  'newDates',
  'newGenres',
  'newArtists',
  'newLocations',
  'newDatePrices',
  'updatedDates',
  'updatedPriceCategories',
  'updatedDatePrices',
  'deletedDates',
  'deletedPriceCategories',
  'deletedDatePrices',
] as const satisfies readonly (keyof BatchPayload)[];

/** A date's fields as the API takes them: its Berlin times as moments. */
function wireDateFields(fields: Partial<EditorDate>): Fields {
  const wire: Fields = { ...fields };
  for (const field of DATE_TIME_FIELDS) if (field in wire) wire[field] = toWireTime(wire[field] as string | null);
  return wire;
}

const versionOf = (item: { version?: number }) => (item.version === undefined ? {} : { version: item.version });
const isNewItem = (item: { isNew?: boolean; isDeleted?: boolean }) => item.isNew === true && !item.isDeleted;

function namedItems(items: readonly EditorNamedItem[]) {
  return items.filter(isLive).map(({ isNew: _n, isModified: _m, isDeleted: _d, ...fields }) => fields);
}

const priceFields = (price: EditorDatePrice) => ({
  id: price.id_tk_event_date_price_category as TempId,
  id_tk_price_category: price.id_tk_price_category,
  ...pick(price, DATE_PRICE_FIELDS),
});

/** A saved, kept date's changed fields and its prices' changes, compared with the pristine copy. */
function savedDateChanges(state: EditorState, date: EditorDate) {
  const pristine = findDate(state.pristine, date.id_tk_event_date);
  const changed = pristine ? changedFields(date, pristine, DATE_FIELDS) : {};
  const id = date.id_tk_event_date as number;
  const updatedDate =
    Object.keys(changed).length > 0 ? [{ id_tk_event_date: id, ...versionOf(date), ...wireDateFields(changed) }] : [];
  const live = date.date_prices.filter(isLive);
  const newPrices: NewDatePrice[] = live
    .filter(isNewItem)
    .map((price) => ({ ...priceFields(price), id_tk_event_date: id }));
  const updatedPrices = live
    .filter((price) => isSavedId(price.id_tk_event_date_price_category))
    .flatMap((price) => {
      const before = pristine?.date_prices.find(
        (candidate) => candidate.id_tk_event_date_price_category === price.id_tk_event_date_price_category,
      );
      const fields = before ? changedFields(price, before, DATE_PRICE_FIELDS) : {};
      return Object.keys(fields).length > 0
        ? [
            {
              id_tk_event_date_price_category: price.id_tk_event_date_price_category as number,
              ...versionOf(price),
              ...fields,
            },
          ]
        : [];
    });
  return { updatedDate, newPrices, updatedPrices };
}

/** The event's own fields that differ from the pristine copy. */
export function changedEventFields(state: EditorState): Partial<EditorEventFields> {
  return changedFields(state.event, state.pristine, EVENT_FIELDS);
}

/**
 * The batch body for the state (spec 2 §7): the changed event fields and the event's version; new items
 * with their temporary ids (prices of new dates as their `localPrices`); only the changed fields of
 * updated items; the deleted saved ids. Empty lists are left out.
 */
export function buildBatchPayload(state: EditorState): BatchPayload {
  const { event } = state;
  const liveDates = event.dates.filter(isLive);
  const savedDates = liveDates
    .filter((date) => isSavedId(date.id_tk_event_date))
    .map((date) => savedDateChanges(state, date));
  const payload: BatchPayload = {
    ...changedEventFields(state),
    ...versionOf(state.pristine),
    newPriceCategories: event.price_categories
      .filter(isNewItem)
      .map((category) => ({ id: category.id_tk_price_category as TempId, ...pick(category, CATEGORY_FIELDS) })),
    newDates: liveDates.filter(isNewItem).map((date) => ({
      id: date.id_tk_event_date as TempId,
      ...wireDateFields(pick(date, DATE_FIELDS)),
      localPrices: date.date_prices.filter(isLive).map(priceFields),
    })),
    newGenres: namedItems(state.newGenres),
    newArtists: namedItems(state.newArtists),
    newLocations: namedItems(state.newLocations),
    newDatePrices: savedDates.flatMap((changes) => changes.newPrices),
    updatedDates: savedDates.flatMap((changes) => changes.updatedDate),
    updatedPriceCategories: event.price_categories
      .filter((category) => isLive(category) && isSavedId(category.id_tk_price_category))
      .flatMap((category) => {
        const before = findPriceCategory(state.pristine, category.id_tk_price_category);
        const fields = before ? changedFields(category, before, CATEGORY_FIELDS) : {};
        return Object.keys(fields).length > 0
          ? [{ id_tk_price_category: category.id_tk_price_category as number, ...versionOf(category), ...fields }]
          : [];
      }),
    updatedDatePrices: savedDates.flatMap((changes) => changes.updatedPrices),
    deletedDates: [...new Set(state.deleted.dates)],
    deletedPriceCategories: [...new Set(state.deleted.priceCategories)],
    deletedDatePrices: [...new Set(state.deleted.datePrices)],
  };
  for (const list of BATCH_LISTS) if (payload[list]?.length === 0) delete payload[list];
  return payload;
}

/** Spec 2 §4: the pending operations, each new (a new date's prices included), updated and deleted item. */
export function pendingOperations(state: EditorState): number {
  const payload = buildBatchPayload(state);
  const localPrices = (payload.newDates ?? []).reduce((sum, date) => sum + date.localPrices.length, 0);
  return BATCH_LISTS.reduce((sum, list) => sum + (payload[list]?.length ?? 0), localPrices);
}

/** Local changes: the event's own fields differ from the pristine copy. */
export function hasLocalChanges(state: EditorState): boolean {
  return Object.keys(changedEventFields(state)).length > 0;
}

/**
 * The unsaved changes the editor counts: each changed field of the event (its title, its genres …) and
 * each pending operation on its dates, prices and price categories.
 */
export function unsavedChangeCount(state: EditorState): number {
  return Object.keys(changedEventFields(state)).length + pendingOperations(state);
}

export function hasUnsavedChanges(state: EditorState): boolean {
  return hasLocalChanges(state) || pendingOperations(state) > 0;
}
