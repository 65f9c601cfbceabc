import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Registry, ResourceDefinition } from '../../registry/types.ts';
import type { Tables } from '../db/tables.ts';
import type { SignedInUser } from '../users/signed-in-user.ts';
import type { EntityHooks } from './entity-hooks.ts';
import type { Condition } from './query/build-where.ts';

/** What every CRUD operation works with: the resource, who asks, and the rows they may reach. */
export interface CrudContext {
  db: Kysely<Tables>;
  resource: ResourceDefinition;
  user: SignedInUser;
  ip: string;
  /** The resource's fixed filter and the user's row scope, combined. */
  scope: Condition;
  /** Values every create and update of this user carries (the row rules' fields). */
  assign: Record<string, unknown>;
  /** Values every create through this resource writes: the fields its fixed filter fixes (`app_user: true`). */
  creates?: Record<string, unknown>;
  /** A condition every row this user writes must meet afterwards (an agency reached through a reference). */
  check?: Condition;
  /** What the resource's entity does beyond storing rows (its area's entity hooks). */
  hooks?: EntityHooks;
  /** The app's registry and uploads, for hooks that write another resource or read an uploaded file (the generic calls give them). */
  app?: { registry: Registry; uploadsDir: string };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- registry tables are not known at compile time
export type DynamicDb = Kysely<any>;
/** A query on one registry table, before its columns are chosen. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export type DynamicSelect = SelectQueryBuilder<any, any, object>;

export const dynamic = (db: Kysely<Tables>) => db as unknown as DynamicDb;

/**
 * Runs `work` in a transaction of its own, or in the caller's when `db` is one already: a bespoke call
 * that writes several records through the generic operations keeps them all or none.
 */
export const transact = <T>(db: Kysely<Tables>, work: (trx: Kysely<Tables>) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);
