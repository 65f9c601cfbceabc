import { withEvent, type EditorState } from './editorState';
import type { EditorDate, EditorEvent, EditorPriceCategory, ItemId } from './types';

export const findDate = (event: EditorEvent, id: ItemId): EditorDate | undefined =>
  event.dates.find((date) => date.id_tk_event_date === id);

export const findPriceCategory = (event: EditorEvent, id: ItemId): EditorPriceCategory | undefined =>
  event.price_categories.find((category) => category.id_tk_price_category === id);

/** The state with the event's date `id` changed (or the state itself when there is no such date). */
export function changeDate(state: EditorState, id: ItemId, change: (date: EditorDate) => EditorDate): EditorState {
  if (!findDate(state.event, id)) return state;
  return withEvent(state, {
    dates: state.event.dates.map((date) => (date.id_tk_event_date === id ? change(date) : date)),
  });
}

export function changePriceCategory(
  state: EditorState,
  id: ItemId,
  change: (category: EditorPriceCategory) => EditorPriceCategory,
): EditorState {
  if (!findPriceCategory(state.event, id)) return state;
  return withEvent(state, {
    price_categories: state.event.price_categories.map((category) =>
      category.id_tk_price_category === id ? change(category) : category,
    ),
  });
}
