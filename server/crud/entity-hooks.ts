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

/**
 * What an entity does beyond storing rows, as a small server module: it runs after each change in
 * the change's transaction, so that a failure undoes the change too.
 */
export interface EntityHooks {
  afterChange(event: ChangeEvent): Promise<void>;
}
