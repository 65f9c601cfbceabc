import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { unnestInsert } from '../../db/unnest-insert.ts';
import type { Tables } from '../../db/tables.ts';
import { rowChunks } from '../../db/row-chunks.ts';

/** The counts a batch answers (spec 2 §7: `common.dates_created` …). */
export interface BatchOperations {
  dates_created: number;
  categories_created: number;
  prices_created: number;
  dates_updated: number;
  dates_deleted: number;
}

/** A temporary id a batch turned into a row of `entity`. */
export interface LedgerEntry {
  tempId: string;
  entity: string;
  id: number;
}

/** The rows earlier batches of the event made for these temporary ids, by temporary id. */
export async function knownTempIds(
  trx: Kysely<Tables>,
  eventId: number,
  tempIds: readonly string[],
): Promise<Map<string, LedgerEntry>> {
  const known = new Map<string, LedgerEntry>();
  for (const chunk of rowChunks(tempIds, 1)) {
    const rows = await trx
      .selectFrom('event_batch_ledger')
      .select(['temp_id', 'entity', 'new_id'])
      .where('id_tk_event', '=', eventId)
      .where('temp_id', 'in', chunk)
      .execute();
    for (const row of rows) known.set(row.temp_id, { tempId: row.temp_id, entity: row.entity, id: row.new_id });
  }
  return known;
}

/** Keeps the temporary ids this batch turned into rows, in its transaction. */
export async function recordTempIds(trx: Kysely<Tables>, eventId: number, entries: readonly LedgerEntry[]) {
  if (entries.length === 0) return;
  await unnestInsert<LedgerEntry>(
    'event_batch_ledger',
    [
      { name: 'id_tk_event', type: 'integer', value: () => eventId },
      { name: 'temp_id', type: 'text', value: (entry) => entry.tempId },
      { name: 'entity', type: 'text', value: (entry) => entry.entity },
      { name: 'new_id', type: 'integer', value: (entry) => entry.id },
    ],
    entries,
  ).execute(trx);
}

export const payloadHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** The last batch applied to the event: its payload's hash, the version it left the event at, its counts. */
export async function lastBatch(trx: Kysely<Tables>, eventId: number) {
  return trx
    .selectFrom('event_batch_applied')
    .select(['payload_hash', 'event_version', 'operations'])
    .where('id_tk_event', '=', eventId)
    .executeTakeFirst();
}

export async function recordBatch(
  trx: Kysely<Tables>,
  eventId: number,
  applied: { hash: string; eventVersion: number; operations: BatchOperations },
) {
  const values = {
    payload_hash: applied.hash,
    event_version: applied.eventVersion,
    operations: JSON.stringify(applied.operations),
  };
  await trx
    .insertInto('event_batch_applied')
    .values({ id_tk_event: eventId, ...values })
    .onConflict((conflict) => conflict.column('id_tk_event').doUpdateSet({ ...values, applied_at: new Date() }))
    .execute();
}
