import type { EditorState } from './editorState';
import { markDeleted } from './itemFlags';
import type { EditorDate } from './types';

/**
 * The state once the event's dates arrive, after the event itself (spec 2 §2: dates load lazily):
 * they are its pristine dates and its dates, and it may be saved. What the user did meanwhile stays:
 * the prices of a price category deleted since go with it (as when the dates were there), and any
 * date added since follows the loaded ones.
 */
export function withLoadedDates(state: EditorState, loaded: readonly EditorDate[]): EditorState {
  if (state.datesLoaded) return state;
  const deletedCategories = new Set(
    state.event.price_categories.filter((category) => category.isDeleted).map((c) => c.id_tk_price_category),
  );
  const goneWithCategory = loaded
    .flatMap((date) => date.date_prices)
    .filter((price) => deletedCategories.has(price.id_tk_price_category))
    .map((price) => price.id_tk_event_date_price_category as number);
  const dates = loaded.map((date) =>
    date.date_prices.some((price) => deletedCategories.has(price.id_tk_price_category))
      ? {
          ...date,
          date_prices: date.date_prices.map((price) =>
            deletedCategories.has(price.id_tk_price_category) ? markDeleted(price) : price,
          ),
        }
      : date,
  );
  return {
    ...state,
    event: { ...state.event, dates: [...dates, ...state.event.dates] },
    pristine: { ...state.pristine, dates: [...loaded] },
    deleted: { ...state.deleted, datePrices: [...state.deleted.datePrices, ...goneWithCategory] },
    datesLoaded: true,
  };
}
