import { toEditorTime } from './editorTime';
import { DATE_FIELDS, DATE_TIME_FIELDS, pick } from './editorFields';
import { takeTempId, withEvent, type EditorState } from './editorState';
import { changeDate, findDate } from './eventItems';
import { isLive, markDeleted, withModifiedFlag } from './itemFlags';
import { isSavedId } from './tempId';
import type { EditorDate, EditorDatePrice, ItemId } from './types';

/** A date's own fields, as a form gives some of them. */
export type DateValues = Partial<Pick<EditorDate, (typeof DATE_FIELDS)[number]>>;

const NEW_DATE: Omit<EditorDate, 'id_tk_event_date' | 'date_prices'> = {
  starts_at: '',
  ends_at: null,
  entry_starts_at: null,
  visible_from: null,
  visible_until: null,
  status: 'active',
  note: null,
  sort: 0,
};

/** A date's own fields from a form, its times to the minute (spec 2 §9). */
function dateValues(values: Partial<EditorDate>): DateValues {
  const picked: Record<string, unknown> = pick(values, DATE_FIELDS);
  for (const field of DATE_TIME_FIELDS) {
    if (field in picked)
      picked[field] = toEditorTime(picked[field] as string | null) ?? (field === 'starts_at' ? '' : null);
  }
  return picked as DateValues;
}

const modifiedDate = (state: EditorState, date: EditorDate) =>
  withModifiedFlag(date, findDate(state.pristine, date.id_tk_event_date), DATE_FIELDS);

/** A new date: the values given over the blank date's. */
export function addDate(state: EditorState, values: DateValues, now = Date.now()): EditorState {
  const [id, counted] = takeTempId(state, now);
  const date: EditorDate = { ...NEW_DATE, ...dateValues(values), id_tk_event_date: id, date_prices: [], isNew: true };
  return withEvent(counted, { dates: [...counted.event.dates, date] });
}

export function updateDate(state: EditorState, id: ItemId, values: Partial<EditorDate>): EditorState {
  return changeDate(state, id, (date) =>
    date.isDeleted ? date : modifiedDate(state, { ...date, ...dateValues(values) }),
  );
}

/** Spec 2 §4: a date's status toggles between active and hidden. */
export function toggleDateStatus(state: EditorState, id: ItemId): EditorState {
  const date = findDate(state.event, id);
  return date ? updateDate(state, id, { status: date.status === 'active' ? 'hidden' : 'active' }) : state;
}

/** Spec 2 §4: a copy of the date, new and unsaved, right after it; its prices are copied as new prices. */
export function duplicateDate(state: EditorState, id: ItemId, now = Date.now()): EditorState {
  const source = findDate(state.event, id);
  if (!source || source.isDeleted) return state;
  const [dateId, afterDate] = takeTempId(state, now);
  let counted = afterDate;
  const prices: EditorDatePrice[] = [];
  for (const price of source.date_prices.filter(isLive)) {
    const [priceId, next] = takeTempId(counted, now);
    counted = next;
    prices.push({
      id_tk_event_date_price_category: priceId,
      id_tk_event_date: dateId,
      id_tk_price_category: price.id_tk_price_category,
      price: price.price,
      contingent: price.contingent,
      requires_personalization: price.requires_personalization,
      isNew: true,
    });
  }
  const copy: EditorDate = {
    ...NEW_DATE,
    ...pick(source, DATE_FIELDS),
    id_tk_event_date: dateId,
    date_prices: prices,
    isNew: true,
  };
  const dates = counted.event.dates.flatMap((date) => (date === source ? [date, copy] : [date]));
  return withEvent(counted, { dates });
}

/**
 * Spec 2 §4: deleting an unsaved date only flags it; deleting a saved one also records its id, and the
 * ids of its saved prices, for the batch.
 */
export function deleteDate(state: EditorState, id: ItemId): EditorState {
  const date = findDate(state.event, id);
  if (!date || date.isDeleted) return state;
  const savedPrices = date.date_prices
    .filter((price) => isLive(price) && isSavedId(price.id_tk_event_date_price_category))
    .map((price) => price.id_tk_event_date_price_category as number);
  const deleted = isSavedId(date.id_tk_event_date)
    ? {
        ...state.deleted,
        dates: [...state.deleted.dates, date.id_tk_event_date],
        datePrices: [...state.deleted.datePrices, ...savedPrices],
      }
    : state.deleted;
  return changeDate({ ...state, deleted }, id, (found) =>
    markDeleted({ ...found, date_prices: found.date_prices.map(markDeleted) }),
  );
}
