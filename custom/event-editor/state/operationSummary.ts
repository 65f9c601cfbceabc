import type { BatchOperations } from './types';

/** The save's counts as translation keys with their count (spec 2 §7: `common.dates_created` …). */
export function operationSummary(operations: BatchOperations): { key: string; count: number }[] {
  return [
    { key: 'common.dates_created', count: operations.dates_created },
    { key: 'common.categories_created', count: operations.categories_created },
    { key: 'common.prices_created', count: operations.prices_created },
    { key: 'common.dates_updated', count: operations.dates_updated },
    { key: 'common.dates_deleted', count: operations.dates_deleted },
  ];
}

/** The answer's counts, a missing one as 0. */
export function batchOperationsOf(operations: Partial<BatchOperations> | undefined): BatchOperations {
  return {
    dates_created: operations?.dates_created ?? 0,
    categories_created: operations?.categories_created ?? 0,
    prices_created: operations?.prices_created ?? 0,
    dates_updated: operations?.dates_updated ?? 0,
    dates_deleted: operations?.dates_deleted ?? 0,
  };
}
