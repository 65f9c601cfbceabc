import type { EditorState } from './editorState';
import type { EditorDate, EditorDatePrice, EditorEvent, EditorNamedItem, ItemId } from './types';

/** The batch answer's `idMapping`: every temporary id sent, to the id of the row made for it. */
export type IdMapping = Readonly<Record<string, number>>;

export function mapId<T extends ItemId | null | undefined>(id: T, mapping: IdMapping): T | number {
  return typeof id === 'string' && Object.hasOwn(mapping, id) ? (mapping[id] as number) : id;
}

/** A mapped item is saved now: no longer new. */
function savedAs<T extends { isNew?: boolean }>(item: T, id: ItemId, mapped: ItemId): T {
  return id === mapped ? item : { ...item, isNew: false };
}

function mapPrice(price: EditorDatePrice, mapping: IdMapping): EditorDatePrice {
  const id = mapId(price.id_tk_event_date_price_category, mapping);
  return savedAs(
    {
      ...price,
      id_tk_event_date_price_category: id,
      id_tk_event_date: mapId(price.id_tk_event_date, mapping),
      id_tk_price_category: mapId(price.id_tk_price_category, mapping),
    },
    price.id_tk_event_date_price_category,
    id,
  );
}

function mapDate(date: EditorDate, mapping: IdMapping): EditorDate {
  const id = mapId(date.id_tk_event_date, mapping);
  return savedAs(
    { ...date, id_tk_event_date: id, date_prices: date.date_prices.map((price) => mapPrice(price, mapping)) },
    date.id_tk_event_date,
    id,
  );
}

export function mapEventIds(event: EditorEvent, mapping: IdMapping): EditorEvent {
  return {
    ...event,
    id_tk_location: mapId(event.id_tk_location, mapping),
    genres: event.genres.map((id) => mapId(id, mapping)),
    artists: event.artists.map((id) => mapId(id, mapping)),
    dates: event.dates.map((date) => mapDate(date, mapping)),
    price_categories: event.price_categories.map((category) => {
      const id = mapId(category.id_tk_price_category, mapping);
      return savedAs({ ...category, id_tk_price_category: id }, category.id_tk_price_category, id);
    }),
  };
}

/** The items of a list that kept their temporary id; the mapped ones are saved rows now. */
const stillNew = (items: readonly EditorNamedItem[], mapping: IdMapping) =>
  items.filter((item) => !Object.hasOwn(mapping, item.id));

/**
 * Spec 2 §4: the id mapping replaces the temporary ids in the event (its links to genres, artists and
 * the location, its dates, price categories and prices with their links) and in the local lists.
 */
export function applyIdMapping(state: EditorState, mapping: IdMapping): EditorState {
  return {
    ...state,
    event: mapEventIds(state.event, mapping),
    pristine: mapEventIds(state.pristine, mapping),
    newGenres: stillNew(state.newGenres, mapping),
    newArtists: stillNew(state.newArtists, mapping),
    newLocations: stillNew(state.newLocations, mapping),
  };
}
