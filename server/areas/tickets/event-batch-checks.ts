import { ApiError, type FieldError } from '../../errors.ts';
import type { BatchPlan, Change, NewRow } from './event-batch-plan-types.ts';
import type { EventBatch } from './event-batch-schema.ts';
import type { EventRows } from './event-batch-state.ts';
import {
  duplicateOf,
  notFoundForEvent,
  ticketsSold,
  touches,
  UNIQUE_DATE,
  UNIQUE_DATE_PRICE,
  UNIQUE_PRICE_CATEGORY,
  uniqueKey,
  type Uniqueness,
} from './ticket-rules.ts';

// The ticket rules of the per-row hooks (ticket-rules.ts), on a whole batch: each refusal names
// every offending place of the payload by its path.

type Row = Record<string, unknown>;

export const staleVersion = (errors: FieldError[]) =>
  new ApiError('Conflict', 'The record was changed in the meantime; reload it and try again', { errors });

const absent = (saved: ReadonlyMap<number, Row>, gone: ReadonlySet<number>, id: unknown) =>
  typeof id === 'number' && (!saved.has(id) || gone.has(id));

/**
 * 422: a date, price category or date price the payload names that is not the event's, is in the
 * trash, or that the same batch deletes (a change of it, a new price on it).
 */
export function refuseMissing(batch: EventBatch, plan: BatchPlan, rows: EventRows) {
  const none = new Set<number>();
  const missing = [
    ...batch.deletedDates.flatMap((id, index) => (absent(rows.dates, none, id) ? [`deletedDates/${index}`] : [])),
    ...batch.deletedPriceCategories.flatMap((id, index) =>
      absent(rows.categories, none, id) ? [`deletedPriceCategories/${index}`] : [],
    ),
    ...batch.deletedDatePrices.flatMap((id, index) =>
      absent(rows.prices, none, id) ? [`deletedDatePrices/${index}`] : [],
    ),
  ];
  const changed = (changes: Change[], saved: ReadonlyMap<number, Row>, gone: ReadonlySet<number>, idField: string) =>
    changes.filter((change) => absent(saved, gone, change.id)).map((change) => `${change.path}/${idField}`);
  missing.push(
    ...changed(plan.updates.dates, rows.dates, plan.deletes.dates, 'id_tk_event_date'),
    ...changed(plan.updates.categories, rows.categories, plan.deletes.categories, 'id_tk_price_category'),
    ...changed(plan.updates.prices, rows.prices, plan.deletes.prices, 'id_tk_event_date_price_category'),
  );
  for (const { path, values } of plan.create.prices) {
    if (absent(rows.dates, plan.deletes.dates, values.id_tk_event_date)) missing.push(`${path}/id_tk_event_date`);
    if (absent(rows.categories, plan.deletes.categories, values.id_tk_price_category))
      missing.push(`${path}/id_tk_price_category`);
  }
  if (missing.length > 0) throw notFoundForEvent(missing);
}

/** 409 for a change whose `version` is not the row's: someone changed it since the editor loaded it. */
export function refuseStaleVersions(plan: BatchPlan) {
  const { dates, categories, prices } = plan.updates;
  const stale = [...dates, ...categories, ...prices]
    .filter((change) => change.version !== undefined && change.version !== change.before?.version)
    .map((change) => ({
      field: `${change.path}/version`,
      key: 'error.conflict',
      params: { current: change.before?.version },
    }));
  if (stale.length > 0) throw staleVersion(stale);
}

/** 409 for a deleted date that tickets were sold for (spec 2 §4). */
export function refuseSoldDates(batch: EventBatch, rows: EventRows) {
  const sold = batch.deletedDates.flatMap((id, index) => (rows.sold.has(id) ? [`deletedDates/${index}`] : []));
  if (sold.length > 0) throw ticketsSold(sold);
}

/** 409 naming the payload's rows that share the rule's values with another row. */
function refuseShared(rule: Uniqueness, rows: { row: Row; path?: string }[]) {
  const groups = new Map<string, (string | undefined)[]>();
  for (const { row, path } of rows) {
    const key = uniqueKey(rule, row);
    const group = groups.get(key);
    if (group) group.push(path);
    else groups.set(key, [path]);
  }
  const fields = [...groups.values()]
    .filter((paths) => paths.length > 1)
    .flatMap((paths) => paths.filter((path) => path !== undefined));
  if (fields.length > 0) throw duplicateOf(rule, fields);
}

/** The saved rows the batch keeps, as it leaves them; a change is named only where it sets a value the rule compares. */
function keptRows(rule: Uniqueness, saved: ReadonlyMap<number, Row>, gone: ReadonlySet<number>, changes: Change[]) {
  const changed = new Map(changes.map((change) => [change.id, change]));
  return [...saved]
    .filter(([id]) => !gone.has(id))
    .map(([id, row]) => {
      const change = changed.get(id);
      if (!change) return { row };
      const path = touches(rule, change.values) ? `${change.path}/${rule.field}` : undefined;
      return { row: { ...row, ...change.values }, path };
    });
}

const newRows = (rule: Uniqueness, rows: NewRow[]) =>
  rows.map(({ path, values }) => ({ row: values, path: `${path}/${rule.field}` }));

/**
 * 409 for a duplicate date, price category or date price (spec 2 §5) among the event's rows as the
 * batch leaves them: saved ones, changed ones and new ones alike.
 */
export function refuseDuplicates(plan: BatchPlan, rows: EventRows) {
  const { create, updates, deletes } = plan;
  refuseShared(UNIQUE_DATE, [
    ...keptRows(UNIQUE_DATE, rows.dates, deletes.dates, updates.dates),
    ...newRows(UNIQUE_DATE, create.dates),
  ]);
  refuseShared(UNIQUE_PRICE_CATEGORY, [
    ...keptRows(UNIQUE_PRICE_CATEGORY, rows.categories, deletes.categories, updates.categories),
    ...newRows(UNIQUE_PRICE_CATEGORY, create.categories),
  ]);
  refuseShared(UNIQUE_DATE_PRICE, [
    ...keptRows(UNIQUE_DATE_PRICE, rows.prices, deletes.prices, updates.prices),
    ...newRows(UNIQUE_DATE_PRICE, create.prices),
  ]);
}
