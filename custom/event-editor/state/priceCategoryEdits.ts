import { CATEGORY_FIELDS, pick } from './editorFields';
import { takeTempId, withEvent, type EditorState } from './editorState';
import { changePriceCategory, findPriceCategory } from './eventItems';
import { isLive, markDeleted, withModifiedFlag } from './itemFlags';
import { isSavedId } from './tempId';
import type { EditorPriceCategory, ItemId } from './types';

/** A price category's own fields, as a form gives some of them. */
export type CategoryValues = Partial<Pick<EditorPriceCategory, (typeof CATEGORY_FIELDS)[number]>>;

const NEW_CATEGORY: Omit<EditorPriceCategory, 'id_tk_price_category'> = {
  title: '',
  description: null,
  price: 0,
  vat_rate: 19,
  available_quantity: null,
  is_active: true,
  requires_personalization: false,
};

/** A new price category: the values given over the blank category's. */
export function addPriceCategory(state: EditorState, values: CategoryValues, now = Date.now()): EditorState {
  const [id, counted] = takeTempId(state, now);
  const category: EditorPriceCategory = {
    ...NEW_CATEGORY,
    ...pick(values, CATEGORY_FIELDS),
    id_tk_price_category: id,
    isNew: true,
  };
  return withEvent(counted, { price_categories: [...counted.event.price_categories, category] });
}

export function updatePriceCategory(state: EditorState, id: ItemId, values: Partial<EditorPriceCategory>): EditorState {
  return changePriceCategory(state, id, (category) =>
    category.isDeleted
      ? category
      : withModifiedFlag(
          { ...category, ...pick(values, CATEGORY_FIELDS) },
          findPriceCategory(state.pristine, id),
          CATEGORY_FIELDS,
        ),
  );
}

/** Spec 2 §4: a price category's is_active toggles. */
export function togglePriceCategory(state: EditorState, id: ItemId): EditorState {
  const category = findPriceCategory(state.event, id);
  return category ? updatePriceCategory(state, id, { is_active: !category.is_active }) : state;
}

/**
 * Deletes a price category and its prices on every date (a price cannot outlive its category): unsaved
 * ones are only flagged, saved ones are also recorded for the batch (spec 2 §4).
 */
export function deletePriceCategory(state: EditorState, id: ItemId): EditorState {
  const category = findPriceCategory(state.event, id);
  if (!category || category.isDeleted) return state;
  const savedPrices = state.event.dates.flatMap((date) =>
    date.date_prices
      .filter((price) => isLive(price) && price.id_tk_price_category === id)
      .flatMap((price) =>
        isSavedId(price.id_tk_event_date_price_category) ? [price.id_tk_event_date_price_category] : [],
      ),
  );
  const deleted = {
    ...state.deleted,
    priceCategories: isSavedId(id) ? [...state.deleted.priceCategories, id] : state.deleted.priceCategories,
    datePrices: [...state.deleted.datePrices, ...savedPrices],
  };
  const dates = state.event.dates.map((date) =>
    date.date_prices.some((price) => price.id_tk_price_category === id && isLive(price))
      ? {
          ...date,
          date_prices: date.date_prices.map((price) =>
            price.id_tk_price_category === id ? markDeleted(price) : price,
          ),
        }
      : date,
  );
  return changePriceCategory(withEvent({ ...state, deleted }, { dates }), id, markDeleted);
}
