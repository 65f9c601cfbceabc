import type { BatchOperations } from './event-batch-ledger.ts';
import type { ItemKind } from './event-batch-temp-ids.ts';

type Row = Record<string, unknown>;

/** A row to create: its values (references to other new rows still temporary ids) and where the payload has it. */
export interface NewRow {
  path: string;
  tempId: string;
  values: Row;
}

/** A change of a saved row: the fields it writes, the row as it is (undefined when the event has none of this id). */
export interface Change {
  path: string;
  id: number;
  version: unknown;
  values: Row;
  before: Row | undefined;
}

/** What a batch writes. */
export interface BatchPlan {
  create: Record<ItemKind, NewRow[]>;
  /** The event's changed fields, its references to new items still temporary ids. */
  event: Row;
  updates: { dates: Change[]; categories: Change[]; prices: Change[] };
  /** The ids to move to the trash: the prices also those of deleted dates and price categories. */
  deletes: { dates: Set<number>; categories: Set<number>; prices: Set<number> };
  operations: BatchOperations;
}
