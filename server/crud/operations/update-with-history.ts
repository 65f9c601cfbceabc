import { sql, type Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import type { Tables } from '../../db/tables.ts';
import { writeAudit } from '../audit.ts';
import { dynamic } from '../crud-context.ts';
import { readableColumns } from '../readable-columns.ts';

type Row = Record<string, unknown>;

/** Who changes a record outside the generic calls: the user and their client address, for the history. */
export interface Actor {
  userId: number;
  ip: string;
}

/**
 * A bespoke call's change of a row it has locked (`before`): sets `values` with the bookkeeping
 * columns (updated_at, updated_by, the version) and writes the history row; answers the row after.
 */
export async function updateWithHistory(
  trx: Kysely<Tables>,
  resource: ResourceDefinition,
  before: Row,
  values: Row,
  actor: Actor,
): Promise<Row> {
  const { entity } = resource;
  const id = before[entity.idField] as number;
  const after = (await dynamic(trx)
    .updateTable(entity.table)
    .set({
      ...values,
      updated_at: sql`now()`,
      updated_by: actor.userId,
      ...(entity.concurrency ? { version: sql`version + 1` } : {}),
    })
    .where(entity.idField, '=', id)
    .returning(readableColumns(entity))
    .executeTakeFirstOrThrow()) as Row;
  await writeAudit(trx, entity, {
    userId: actor.userId,
    ip: actor.ip,
    resource: resource.name,
    recordId: id,
    action: 'update',
    before,
    after,
  });
  return after;
}
