import { sql, type Kysely } from 'kysely';
import type { Registry } from '../../../registry/types.ts';
import { introspect } from './introspect.ts';
import { planSchema } from './plan-schema.ts';

export class SchemaSyncError extends Error {
  constructor(readonly refused: string[]) {
    super(`The database does not match the registry, and no additive change can fix it:\n  ${refused.join('\n  ')}`);
    this.name = 'SchemaSyncError';
  }
}

/** Any number unique to this project: several servers on one database take turns. */
const SYNC_LOCK_KEY = 4_721_003;

/**
 * Brings the database up to the registry in one transaction: creates what is missing, refuses
 * (and changes nothing) when a change would drop or narrow a column. Answers the DDL it ran.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works on any database
export async function syncSchema(db: Kysely<any>, registry: Registry): Promise<string[]> {
  const tables = Object.values(registry.entities).map((entity) => entity.table);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SYNC_LOCK_KEY})`.execute(trx);
    const plan = planSchema(registry, await introspect(trx, tables));
    if (plan.refused.length > 0) throw new SchemaSyncError(plan.refused);
    for (const statement of plan.statements) await sql.raw(statement).execute(trx);
    return plan.statements;
  });
}
