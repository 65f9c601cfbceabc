import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { refuseForbiddenWrites } from '../../permissions/field-rules.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import type { BatchPlan } from './event-batch-plan-types.ts';
import type { BatchResources } from './event-batch-resources.ts';
import type { ItemKind } from './event-batch-temp-ids.ts';

type Row = Record<string, unknown>;

/** The registry's field rules on everything a batch writes: the event's changes, the new items and the changed ones. */
export async function refuseBatchFieldWrites(
  trx: Kysely<Tables>,
  user: SignedInUser,
  resources: BatchResources,
  event: Row,
  plan: BatchPlan,
) {
  await refuseForbiddenWrites(
    trx,
    { user, resource: resources.events },
    { action: 'update', values: plan.event, before: event },
  );
  for (const [kind, rows] of Object.entries(plan.create) as [ItemKind, BatchPlan['create'][ItemKind]][])
    for (const row of rows)
      await refuseForbiddenWrites(trx, { user, resource: resources[kind] }, { action: 'create', values: row.values });
  for (const [kind, changes] of Object.entries(plan.updates) as [
    keyof BatchPlan['updates'],
    BatchPlan['updates']['dates'],
  ][])
    for (const change of changes)
      await refuseForbiddenWrites(
        trx,
        { user, resource: resources[kind] },
        { action: 'update', values: change.values, before: change.before },
      );
}
