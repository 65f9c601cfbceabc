import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { LedgerEntry } from './event-batch-ledger.ts';
import type { BatchPlan } from './event-batch-plan-types.ts';
import type { BatchResources } from './event-batch-resources.ts';
import type { BatchScopes } from './event-batch-rights.ts';
import { isTempId } from './event-batch-schema.ts';
import type { EventRows } from './event-batch-state.ts';
import type { ItemKind } from './event-batch-temp-ids.ts';
import { allocateIds, insertRows, trashRows, updateRows } from './event-batch-writers.ts';
import type { Actor } from './move-order.ts';

type Row = Record<string, unknown>;

/** The steps of a batch's writes, in their order. */
export type WriteStep =
  'named-items' | 'event' | 'deletions' | 'price-categories' | 'updates' | 'dates' | 'date-prices';

export interface BatchWrite {
  trx: Kysely<Tables>;
  resources: BatchResources;
  scopes: BatchScopes;
  actor: Actor;
  /** The event as locked, and its rows as loaded. */
  event: Row;
  rows: EventRows;
  plan: BatchPlan;
  /** The rows of the temporary ids earlier batches created; the new items' are added. */
  ids: Map<string, number>;
  afterStep?: (step: WriteStep) => Promise<void> | void;
}

const KINDS: readonly ItemKind[] = ['locations', 'genres', 'artists', 'categories', 'dates', 'prices'];

/**
 * Writes a checked plan in sets, in the order of the steps: new locations, genres and artists; the
 * event's fields (new items' temporary ids replaced); deletions (prices, dates, price categories);
 * new price categories; changes; new dates; their prices and the new date prices. Answers the event
 * as it is afterwards and the rows created for temporary ids.
 */
export async function writeBatch(write: BatchWrite): Promise<{ event: Row; created: LedgerEntry[] }> {
  const { trx, resources, scopes, actor, event, rows, plan, ids } = write;
  const created: LedgerEntry[] = [];
  for (const kind of KINDS) {
    const fresh = await allocateIds(trx, resources[kind], plan.create[kind].length);
    plan.create[kind].forEach(({ tempId }, index) => {
      const id = fresh[index] as number;
      ids.set(tempId, id);
      created.push({ tempId, entity: resources[kind].entity.name, id });
    });
  }
  const ref = (value: unknown) => (isTempId(value) ? ids.get(value) : value);
  const insert = (kind: ItemKind, references: readonly string[] = []) =>
    insertRows(
      trx,
      resources[kind],
      plan.create[kind].map(({ tempId, values }) => ({
        ...values,
        ...Object.fromEntries(references.map((field) => [field, ref(values[field])])),
        [resources[kind].entity.idField]: ids.get(tempId),
      })),
      actor,
      scopes[kind].assign ?? {},
    );
  const update = (kind: 'dates' | 'categories' | 'prices') =>
    updateRows(
      trx,
      resources[kind],
      plan.updates[kind].map((change) => ({ ...change, before: change.before as Row })),
      actor,
      scopes[kind].assign ?? {},
    );
  const trash = (kind: 'dates' | 'categories' | 'prices') =>
    trashRows(
      trx,
      resources[kind],
      [...plan.deletes[kind]].map((id) => rows[kind].get(id) as Row),
      actor,
    );
  const step = async (name: WriteStep) => write.afterStep?.(name);

  await insert('locations');
  await insert('genres');
  await insert('artists');
  await step('named-items');

  const values = { ...plan.event };
  for (const field of ['genres', 'artists'])
    if (Array.isArray(values[field])) values[field] = (values[field] as unknown[]).map(ref);
  if ('id_tk_location' in values) values.id_tk_location = ref(values.id_tk_location);
  const [after] = await updateRows(
    trx,
    resources.events,
    [{ id: event[resources.events.entity.idField] as number, before: event, values }],
    actor,
    scopes.events.assign ?? {},
  );
  await step('event');

  await trash('prices');
  await trash('dates');
  await trash('categories');
  await step('deletions');

  await insert('categories');
  await step('price-categories');

  await update('dates');
  await update('categories');
  await update('prices');
  await step('updates');

  await insert('dates');
  await step('dates');
  await insert('prices', ['id_tk_event_date', 'id_tk_price_category']);
  await step('date-prices');
  return { event: after as Row, created };
}
