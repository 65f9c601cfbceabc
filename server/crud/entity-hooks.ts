import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';
import type { AuditAction } from './audit.ts';
import type { CrudContext } from './crud-context.ts';

type Row = Record<string, unknown>;

/** A change the generic API made, seen from inside its transaction. */
export interface ChangeEvent {
  trx: Kysely<Tables>;
  context: CrudContext;
  recordId: number;
  action: AuditAction;
  /** The fields the request wrote (create and update), with the values it wrote. */
  written: Row;
  before?: Row;
  after?: Row;
}

/** A create or update about to be written, seen from inside its transaction. */
export interface WriteEvent {
  trx: Kysely<Tables>;
  context: CrudContext;
  action: 'create' | 'update';
  /** The column values the request writes, checked against the entity schema already. */
  values: Row;
  /** The locked record an update changes. */
  before?: Row;
  /** A PUT empties the fields it leaves out. */
  mode?: 'patch' | 'put';
}

/**
 * What an entity does beyond storing rows, as a small server module. Each runs in the change's
 * transaction, so that a failure undoes the change too: `beforeWrite` answers the values to
 * write (numbers and totals the server assigns), `beforeDelete` may refuse a delete, `afterChange`
 * follows each change.
 */
export interface EntityHooks {
  beforeWrite?(event: WriteEvent): Promise<Row>;
  /** Runs before a delete, force delete or restore, the record locked: a refusal keeps it as it is. */
  beforeDelete?(event: Omit<ChangeEvent, 'written' | 'after'>): Promise<void>;
  afterChange?(event: ChangeEvent): Promise<void>;
}
