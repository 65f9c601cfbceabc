import { isTempId, type EventBatch, type NewItem } from './event-batch-schema.ts';
import type { EventRows } from './event-batch-state.ts';
import type { BatchPlan, Change, NewRow } from './event-batch-plan-types.ts';
import type { ItemKind } from './event-batch-temp-ids.ts';
import { refuseDuplicates, refuseMissing, refuseSoldDates, refuseStaleVersions } from './event-batch-checks.ts';
import { timesToTheMinute } from './ticket-rules.ts';

type Row = Record<string, unknown>;

const without = (row: Row, ...names: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([name]) => !names.includes(name)));

/** A date's fields as they are written: the server's fields left out, date-times to the minute. */
export const dateValues = (values: Row) =>
  timesToTheMinute(without(values, 'id', 'localPrices', 'id_tk_event_date', 'version'));

function changes(list: string, updates: Row[], idField: string, saved: ReadonlyMap<number, Row>): Change[] {
  return updates.map((update, index) => {
    const id = update[idField] as number;
    const values = without(update, idField, 'version');
    return {
      path: `${list}/${index}`,
      id,
      version: update.version,
      values: list === 'updatedDates' ? dateValues(values) : values,
      before: saved.get(id),
    };
  });
}

/**
 * What a batch writes to the event's rows, checked against them as they are and as the batch
 * leaves them (event-batch-checks.ts). `known` are the temporary ids earlier batches created rows
 * for: those items are not created again, and references to them are their rows.
 */
export function planBatch(
  batch: EventBatch,
  eventId: number,
  rows: EventRows,
  known: ReadonlyMap<string, number>,
): BatchPlan {
  const resolve = (ref: unknown) => (isTempId(ref) ? (known.get(ref) ?? ref) : ref);
  const isNew = (item: NewItem) => !known.has(item.id);
  const created = (list: string, items: NewItem[], values: (item: NewItem) => Row) =>
    items.flatMap((item, index) =>
      isNew(item) ? [{ path: `${list}/${index}`, tempId: item.id, values: values(item) }] : [],
    );
  const ofEvent = (values: Row) => ({ ...values, id_tk_event: eventId });
  const price = (item: NewItem, date: unknown) =>
    ofEvent({
      ...without(item, 'id'),
      id_tk_event_date: resolve(date),
      id_tk_price_category: resolve(item.id_tk_price_category),
    });

  const create: Record<ItemKind, NewRow[]> = {
    locations: created('newLocations', batch.newLocations, (item) => without(item, 'id')),
    genres: created('newGenres', batch.newGenres, (item) => without(item, 'id')),
    artists: created('newArtists', batch.newArtists, (item) => without(item, 'id')),
    categories: created('newPriceCategories', batch.newPriceCategories, (item) => ofEvent(without(item, 'id'))),
    dates: created('newDates', batch.newDates, (item) => ofEvent(dateValues(item))),
    prices: [
      ...batch.newDates.flatMap((date, index) =>
        created(`newDates/${index}/localPrices`, date.localPrices, (item) => price(item, date.id)),
      ),
      ...created('newDatePrices', batch.newDatePrices, (item) => price(item, item.id_tk_event_date)),
    ],
  };

  const deletes = {
    dates: new Set(batch.deletedDates),
    categories: new Set(batch.deletedPriceCategories),
    prices: new Set(batch.deletedDatePrices),
  };
  for (const [id, row] of rows.prices) {
    const dateGoes = deletes.dates.has(row.id_tk_event_date as number);
    if (dateGoes || deletes.categories.has(row.id_tk_price_category as number)) deletes.prices.add(id);
  }

  const plan: BatchPlan = {
    create,
    event: batch.fields,
    updates: {
      dates: changes('updatedDates', batch.updatedDates, 'id_tk_event_date', rows.dates),
      categories: changes(
        'updatedPriceCategories',
        batch.updatedPriceCategories,
        'id_tk_price_category',
        rows.categories,
      ),
      prices: changes('updatedDatePrices', batch.updatedDatePrices, 'id_tk_event_date_price_category', rows.prices),
    },
    deletes,
    operations: {
      dates_created: create.dates.length,
      categories_created: create.categories.length,
      prices_created: create.prices.length,
      dates_updated: batch.updatedDates.length,
      dates_deleted: batch.deletedDates.length,
    },
  };
  refuseMissing(batch, plan, rows);
  refuseStaleVersions(plan);
  refuseSoldDates(batch, rows);
  refuseDuplicates(plan, rows);
  return plan;
}
