import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { notDeleted, withId } from '../../crud/operations/record-conditions.ts';
import { allOf } from '../../crud/query/build-where.ts';
import { readableColumns } from '../../crud/readable-columns.ts';
import type { Tables } from '../../db/tables.ts';
import { notFound } from '../../errors.ts';
import type { RowScope } from '../../permissions/authorize.ts';
import type { BatchScopes } from './event-batch-rights.ts';
import type { BatchResources } from './event-batch-resources.ts';
import { datesWithTickets } from './ticket-rules.ts';

type Row = Record<string, unknown>;

/** The event's rows a batch works on, not in the trash, by id, locked until the batch ends. */
export interface EventRows {
  dates: ReadonlyMap<number, Row>;
  categories: ReadonlyMap<number, Row>;
  prices: ReadonlyMap<number, Row>;
  /** The dates the payload deletes that tickets were sold for. */
  sold: ReadonlySet<number>;
}

/** The event, locked until the batch ends: concurrent batches of one event take turns. 404 when missing, in the trash or out of scope. */
export async function lockEvent(trx: Kysely<Tables>, events: ResourceDefinition, scope: RowScope, eventId: number) {
  const { entity } = events;
  const event = (await dynamic(trx)
    .selectFrom(entity.table)
    .select(readableColumns(entity))
    .where(allOf([scope.where, notDeleted(entity), withId(entity, eventId)]))
    .forUpdate()
    .executeTakeFirst()) as Row | undefined;
  if (!event) throw notFound();
  return event;
}

async function rowsOfEvent(trx: Kysely<Tables>, resource: ResourceDefinition, scope: RowScope, eventId: number) {
  const { entity } = resource;
  const rows = (await dynamic(trx)
    .selectFrom(entity.table)
    .select(readableColumns(entity))
    .where(allOf([scope.where, notDeleted(entity), (eb) => eb(eb.ref('id_tk_event'), '=', eventId)]))
    .orderBy(entity.idField)
    .forUpdate()
    .execute()) as Row[];
  return new Map(rows.map((row) => [row[entity.idField] as number, row]));
}

/** The event's dates, price categories and date prices, and which of the dates to delete have tickets. */
export async function loadEventRows(
  trx: Kysely<Tables>,
  resources: BatchResources,
  scopes: BatchScopes,
  eventId: number,
  deletedDates: readonly number[],
): Promise<EventRows> {
  return {
    dates: await rowsOfEvent(trx, resources.dates, scopes.dates, eventId),
    categories: await rowsOfEvent(trx, resources.categories, scopes.categories, eventId),
    prices: await rowsOfEvent(trx, resources.prices, scopes.prices, eventId),
    sold: await datesWithTickets(trx, deletedDates),
  };
}
