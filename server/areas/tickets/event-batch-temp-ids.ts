import { badRequest, type FieldError } from '../../errors.ts';
import type { BatchResources } from './event-batch-resources.ts';
import { isTempId, type EventBatch, type NewItem } from './event-batch-schema.ts';

/** What a temporary id names: a new item of one of the batch's resources (not the event itself). */
export type ItemKind = Exclude<keyof BatchResources, 'events'>;

/** A new item of the payload, with its kind and its path in the payload (for refusals). */
export interface SentItem {
  kind: ItemKind;
  path: string;
  item: NewItem;
}

/** Every new item of the payload, in the order the batch writes them. */
export function sentItems(batch: EventBatch): SentItem[] {
  const of = (kind: ItemKind, list: string, items: readonly NewItem[]) =>
    items.map((item, index) => ({ kind, path: `${list}/${index}`, item }));
  return [
    ...of('locations', 'newLocations', batch.newLocations),
    ...of('genres', 'newGenres', batch.newGenres),
    ...of('artists', 'newArtists', batch.newArtists),
    ...of('categories', 'newPriceCategories', batch.newPriceCategories),
    ...of('dates', 'newDates', batch.newDates),
    ...batch.newDates.flatMap((date, index) => of('prices', `newDates/${index}/localPrices`, date.localPrices)),
    ...of('prices', 'newDatePrices', batch.newDatePrices),
  ];
}

/** Where the payload refers to a new item by its temporary id (or to a saved one by its id), and to which kind. */
export function references(batch: EventBatch): { kind: ItemKind; path: string; value: unknown }[] {
  const { genres, artists } = batch.fields;
  return [
    ...(Array.isArray(genres) ? genres : []).map((value, index) => ({
      kind: 'genres' as const,
      path: `genres/${index}`,
      value,
    })),
    ...(Array.isArray(artists) ? artists : []).map((value, index) => ({
      kind: 'artists' as const,
      path: `artists/${index}`,
      value,
    })),
    { kind: 'locations' as const, path: 'id_tk_location', value: batch.fields.id_tk_location },
    ...batch.newDates.flatMap((date, index) =>
      date.localPrices.map((price, priceIndex) => ({
        kind: 'categories' as const,
        path: `newDates/${index}/localPrices/${priceIndex}/id_tk_price_category`,
        value: price.id_tk_price_category,
      })),
    ),
    ...batch.newDatePrices.flatMap((price, index) => [
      { kind: 'dates' as const, path: `newDatePrices/${index}/id_tk_event_date`, value: price.id_tk_event_date },
      {
        kind: 'categories' as const,
        path: `newDatePrices/${index}/id_tk_price_category`,
        value: price.id_tk_price_category,
      },
    ]),
  ];
}

/**
 * The kinds of the temporary ids the payload sends. 400 when an id is sent twice, or a reference
 * names a temporary id the payload does not send as a new item of the right kind.
 */
export function checkTempIds(batch: EventBatch): Map<string, ItemKind> {
  const kinds = new Map<string, ItemKind>();
  const errors: FieldError[] = [];
  for (const { kind, path, item } of sentItems(batch)) {
    if (kinds.has(item.id)) errors.push({ field: `${path}/id`, key: 'error.unique' });
    else kinds.set(item.id, kind);
  }
  for (const { kind, path, value } of references(batch)) {
    if (isTempId(value) && kinds.get(value) !== kind) errors.push({ field: path, key: 'error.reference' });
  }
  if (errors.length > 0) throw badRequest('A temporary id is sent twice, or referred to but not sent', errors);
  return kinds;
}
