import { outOfOrder, outOfOrderError } from '../../crud/field-order.ts';
import type { BatchPlan } from './event-batch-plan-types.ts';
import type { BatchResources } from './event-batch-resources.ts';
import type { ItemKind } from './event-batch-temp-ids.ts';

type Row = Record<string, unknown>;

/**
 * 422 for anything the batch leaves out of order (`x-compare`: a date that ends before it starts),
 * as the generic calls refuse it: the event's changes, the new items, and the changed ones with
 * their saved values for the fields the change leaves. Each error names its place in the payload.
 */
export function refuseBatchOutOfOrder(resources: BatchResources, event: Row, plan: BatchPlan) {
  const errors = [
    ...outOfOrder(resources.events.entity, { ...event, ...plan.event }, Object.keys(plan.event), (field) => field),
    ...(Object.entries(plan.create) as [ItemKind, BatchPlan['create'][ItemKind]][]).flatMap(([kind, rows]) =>
      rows.flatMap(({ path, values }) =>
        outOfOrder(resources[kind].entity, values, undefined, (field) => `${path}/${field}`),
      ),
    ),
    ...(Object.entries(plan.updates) as [keyof BatchPlan['updates'], BatchPlan['updates']['dates']][]).flatMap(
      ([kind, changes]) =>
        changes.flatMap(({ path, values, before }) =>
          outOfOrder(
            resources[kind].entity,
            { ...before, ...values },
            Object.keys(values),
            (field) => `${path}/${field}`,
          ),
        ),
    ),
  ];
  if (errors.length > 0) throw outOfOrderError(errors);
}
