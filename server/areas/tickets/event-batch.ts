import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { badRequest } from '../../errors.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { eventWithDates } from './event-batch-answer.ts';
import {
  knownTempIds,
  lastBatch,
  payloadHash,
  recordBatch,
  recordTempIds,
  type BatchOperations,
  type LedgerEntry,
} from './event-batch-ledger.ts';
import { writeBatch, type WriteStep } from './event-batch-apply.ts';
import { staleVersion } from './event-batch-checks.ts';
import { planBatch } from './event-batch-plan.ts';
import { refuseBatchFieldWrites } from './event-batch-field-rules.ts';
import { refuseBatchOutOfOrder } from './event-batch-field-order.ts';
import type { BatchResources } from './event-batch-resources.ts';
import { authorizeBatch } from './event-batch-rights.ts';
import { parseEventBatch, type EventBatch } from './event-batch-schema.ts';
import { loadEventRows, lockEvent } from './event-batch-state.ts';
import { checkTempIds, sentItems } from './event-batch-temp-ids.ts';

type Row = Record<string, unknown>;

/** The steps of a batch's writes: those of event-batch-apply.ts, then the ledger. */
export type BatchStep = WriteStep | 'ledger';

export interface BatchOptions {
  /** Called inside the transaction after each step: a test makes it throw to see that nothing is kept. */
  afterStep?: (step: BatchStep) => Promise<void> | void;
}

export interface BatchRequest {
  user: SignedInUser;
  ip: string;
  eventId: number;
  body: unknown;
}

export interface BatchAnswer {
  success: true;
  /** Every temporary id the payload sent, with the id of its row. */
  idMapping: Record<string, number>;
  event: Row;
  operations: BatchOperations;
  error: null;
}

/** 400 for a temporary id an earlier batch of the event used for another kind of item. */
function refuseReusedTempIds(batch: EventBatch, known: ReadonlyMap<string, LedgerEntry>, resources: BatchResources) {
  const errors = sentItems(batch)
    .filter(({ kind, item }) => {
      const entry = known.get(item.id);
      return entry !== undefined && entry.entity !== resources[kind].entity.name;
    })
    .map(({ path }) => ({ field: `${path}/id`, key: 'error.unique' }));
  if (errors.length > 0) throw badRequest('A temporary id was used for another item before', errors);
}

/**
 * `PATCH /ticket/event/{id}/batch`: the event editor's save (spec 2 §7), in one transaction, all of
 * it or nothing. Checks the payload (400), the rights it needs (403), the event (404), its version
 * (409), then the ticket rules and the cross-field rules on the event's rows as the batch leaves them
 * (422, 409); writes in
 * sets in the order of the steps, with history rows; answers the ids of the new items and the event
 * with its dates and prices.
 *
 * A retry must not create twice. The temporary ids a batch created rows for are kept per event: a
 * new item whose temporary id is known is not created again, its id is answered. A payload equal
 * to the last one applied to the event, while the event still has the version that batch left it
 * at, is a replay: nothing is written, and the answer is the first one's with the event as it is
 * now. Every applied batch raises the event's version once, so the `version` a retry carries is stale
 * unless it is such a replay.
 */
export async function saveEventBatch(
  db: Kysely<Tables>,
  resources: BatchResources,
  { user, ip, eventId, body }: BatchRequest,
  { afterStep }: BatchOptions = {},
): Promise<BatchAnswer> {
  const batch = parseEventBatch(resources, body);
  const kinds = checkTempIds(batch);
  const scopes = authorizeBatch(user, resources, batch);
  const actor = { userId: user.id_users, ip };
  const hash = payloadHash(body);

  return db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, resources.events, scopes.events, eventId);
    const ledger = await knownTempIds(trx, eventId, [...kinds.keys()]);
    refuseReusedTempIds(batch, ledger, resources);
    const ids = new Map([...ledger].map(([tempId, entry]) => [tempId, entry.id]));
    const answer = async (after: Row, operations: BatchOperations): Promise<BatchAnswer> => ({
      success: true,
      idMapping: Object.fromEntries([...kinds.keys()].map((tempId) => [tempId, ids.get(tempId) as number])),
      event: await eventWithDates(trx, resources, after),
      operations,
      error: null,
    });

    const last = await lastBatch(trx, eventId);
    if (last?.payload_hash === hash && last.event_version === event.version)
      return answer(event, last.operations as unknown as BatchOperations);
    if (batch.version !== undefined && batch.version !== event.version)
      throw staleVersion([{ field: 'version', key: 'error.conflict', params: { current: event.version } }]);

    const rows = await loadEventRows(trx, resources, scopes, eventId, batch.deletedDates);
    const plan = planBatch(batch, eventId, rows, ids);
    refuseBatchOutOfOrder(resources, event, plan);
    await refuseBatchFieldWrites(trx, user, resources, event, plan);
    const written = await writeBatch({ trx, resources, scopes, actor, event, rows, plan, ids, afterStep });
    await recordTempIds(trx, eventId, written.created);
    const eventVersion = written.event.version as number;
    await recordBatch(trx, eventId, { hash, eventVersion, operations: plan.operations });
    await afterStep?.('ledger');
    return answer(written.event, plan.operations);
  });
}
