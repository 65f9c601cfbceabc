import { DATE_PRICE_FIELDS, pick } from './editorFields';
import { takeTempId, type EditorState } from './editorState';
import { changeDate, findDate, findPriceCategory } from './eventItems';
import { isLive, markDeleted, withModifiedFlag } from './itemFlags';
import { isSavedId } from './tempId';
import type { EditorDate, EditorDatePrice, ItemId } from './types';

/** Why a price category cannot be added to a date (spec 2 §5), as translation keys. */
export const DATE_PRICE_REFUSALS = {
  missing: 'eventEditor.errors.datePriceMissing',
  dateNotFound: 'eventEditor.errors.dateNotFound',
  categoryNotFound: 'eventEditor.errors.priceCategoryNotFound',
  duplicate: 'tickets.duplicate_price',
} as const;

export type DatePriceOutcome = { ok: true; state: EditorState } | { ok: false; error: string };

const absent = (id: unknown) => id === undefined || id === null || id === '';

function changePrice(
  date: EditorDate,
  priceId: ItemId,
  change: (price: EditorDatePrice) => EditorDatePrice,
): EditorDate {
  return {
    ...date,
    date_prices: date.date_prices.map((price) =>
      price.id_tk_event_date_price_category === priceId ? change(price) : price,
    ),
  };
}

/**
 * Spec 2 §4 and §5: adds a price category to a date, its price, contingent (the category's
 * available_quantity) and requires_personalization taken from the category unless given. Refused when
 * the date or category is missing or not found, or the category already has a price on the date; a saved
 * date also needs the event it belongs to.
 */
export function addDatePrice(
  state: EditorState,
  dateId: ItemId | null | undefined,
  categoryId: ItemId | null | undefined,
  values: Partial<EditorDatePrice> = {},
  now = Date.now(),
): DatePriceOutcome {
  if (absent(dateId) || absent(categoryId)) return { ok: false, error: DATE_PRICE_REFUSALS.missing };
  if (isSavedId(dateId) && state.event.id_tk_event === undefined)
    return { ok: false, error: DATE_PRICE_REFUSALS.missing };
  const date = findDate(state.event, dateId as ItemId);
  if (!date || date.isDeleted) return { ok: false, error: DATE_PRICE_REFUSALS.dateNotFound };
  const category = findPriceCategory(state.event, categoryId as ItemId);
  if (!category || category.isDeleted) return { ok: false, error: DATE_PRICE_REFUSALS.categoryNotFound };
  if (date.date_prices.some((price) => isLive(price) && price.id_tk_price_category === category.id_tk_price_category))
    return { ok: false, error: DATE_PRICE_REFUSALS.duplicate };

  const [id, counted] = takeTempId(state, now);
  const price: EditorDatePrice = {
    price: category.price,
    contingent: category.available_quantity,
    requires_personalization: category.requires_personalization,
    ...pick(values, DATE_PRICE_FIELDS),
    id_tk_event_date_price_category: id,
    id_tk_event_date: date.id_tk_event_date,
    id_tk_price_category: category.id_tk_price_category,
    isNew: true,
  };
  return {
    ok: true,
    state: changeDate(counted, date.id_tk_event_date, (found) => ({
      ...found,
      date_prices: [...found.date_prices, price],
    })),
  };
}

export function updateDatePrice(
  state: EditorState,
  dateId: ItemId,
  priceId: ItemId,
  values: Partial<EditorDatePrice>,
): EditorState {
  const pristine = findDate(state.pristine, dateId)?.date_prices.find(
    (price) => price.id_tk_event_date_price_category === priceId,
  );
  return changeDate(state, dateId, (date) =>
    changePrice(date, priceId, (price) =>
      price.isDeleted
        ? price
        : withModifiedFlag({ ...price, ...pick(values, DATE_PRICE_FIELDS) }, pristine, DATE_PRICE_FIELDS),
    ),
  );
}

/** Spec 2 §4: an unsaved price is only flagged deleted; a saved one is also recorded for the batch. */
export function deleteDatePrice(state: EditorState, dateId: ItemId, priceId: ItemId): EditorState {
  const price = findDate(state.event, dateId)?.date_prices.find(
    (candidate) => candidate.id_tk_event_date_price_category === priceId,
  );
  if (!price || price.isDeleted) return state;
  const deleted = isSavedId(priceId)
    ? { ...state.deleted, datePrices: [...state.deleted.datePrices, priceId] }
    : state.deleted;
  return changeDate({ ...state, deleted }, dateId, (date) => changePrice(date, priceId, markDeleted));
}
