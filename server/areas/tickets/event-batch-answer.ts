import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { notDeleted } from '../../crud/operations/record-conditions.ts';
import { allOf } from '../../crud/query/build-where.ts';
import { readableColumns } from '../../crud/readable-columns.ts';
import type { Tables } from '../../db/tables.ts';
import type { BatchResources } from './event-batch-resources.ts';

type Row = Record<string, unknown>;

function ofEvent(trx: Kysely<Tables>, resource: ResourceDefinition, eventId: number, order: string[]) {
  const { entity } = resource;
  let query = dynamic(trx)
    .selectFrom(entity.table)
    .select(readableColumns(entity))
    .where(allOf([notDeleted(entity), (eb) => eb(eb.ref('id_tk_event'), '=', eventId)]));
  for (const column of order) query = query.orderBy(column);
  return query.execute() as Promise<Row[]>;
}

/**
 * The event as the editor reloads it after a save: the event's row as `GET /ticket/event/{id}`
 * answers it, its dates by start (each with its date prices) and its price categories by id,
 * none from the trash.
 */
export async function eventWithDates(trx: Kysely<Tables>, resources: BatchResources, event: Row): Promise<Row> {
  const eventId = event[resources.events.entity.idField] as number;
  const dates = await ofEvent(trx, resources.dates, eventId, ['starts_at', resources.dates.entity.idField]);
  const prices = await ofEvent(trx, resources.prices, eventId, [resources.prices.entity.idField]);
  const categories = await ofEvent(trx, resources.categories, eventId, [resources.categories.entity.idField]);
  const pricesByDate = new Map<unknown, Row[]>();
  for (const price of prices) {
    const list = pricesByDate.get(price.id_tk_event_date);
    if (list) list.push(price);
    else pricesByDate.set(price.id_tk_event_date, [price]);
  }
  return {
    ...event,
    dates: dates.map((date) => ({
      ...date,
      date_prices: pricesByDate.get(date[resources.dates.entity.idField]) ?? [],
    })),
    price_categories: categories,
  };
}
