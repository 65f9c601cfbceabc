import { sql, type Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { auditRow, type AuditAction } from '../../crud/audit.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { getRecord } from '../../crud/operations/get-record.ts';
import { readableColumns } from '../../crud/readable-columns.ts';
import { allOf } from '../../crud/query/build-where.ts';
import type { Tables } from '../../db/tables.ts';
import { notFound } from '../../errors.ts';
import type { RowScope } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { processCancelled, ratioNumberRequired } from './booking-errors.ts';

type Row = Record<string, unknown>;

/** Who takes an action on a process, and what they may reach: the processes resource's row scope. */
export interface ActionCaller {
  db: Kysely<Tables>;
  processes: ResourceDefinition;
  user: SignedInUser;
  ip: string;
  scope: RowScope;
}

/** A path id of a process: a positive integer, else no record (as the generic read answers it). */
export function processIdOf(text: string): number {
  if (!/^[1-9]\d{0,8}$/.test(text)) throw notFound();
  return Number(text);
}

/** The process as `GET /process-lit/{id}` answers it to this user; 404 outside their scope. */
export const processRecord = (caller: ActionCaller, id: number) =>
  getRecord(
    {
      db: caller.db,
      resource: caller.processes,
      user: caller.user,
      ip: caller.ip,
      scope: allOf([caller.scope.where]),
      assign: {},
    },
    id,
  );

/** The process's fields the actions decide on. */
export interface ActionProcess {
  id_pc_process: number;
  number: string;
  status: string;
  backend: string;
  ratio_id: number | null;
}

/** The process an action is taken on, in the user's scope (404 outside it). */
export const actionProcess = async (caller: ActionCaller, id: number) =>
  (await processRecord(caller, id)) as unknown as ActionProcess;

/** Its Ratio number, for an action Ratio takes: refused for a cancelled process (409) and one without (422). */
export function ratioNumberFor(process: ActionProcess): number {
  if (process.status === '5') throw processCancelled();
  if (process.ratio_id === null) throw ratioNumberRequired();
  return process.ratio_id;
}

/**
 * Our side of an action the booking system has taken: sets `values` on the process with the
 * bookkeeping columns and writes its history row, named by the action and carrying `details` (a
 * cancellation's fee) beside the changed fields. Run it in the transaction of the change; answers the
 * history row's id.
 */
export async function recordAction(
  trx: Kysely<Tables>,
  processes: ResourceDefinition,
  processId: number,
  action: AuditAction,
  change: { values: Row; details?: Row; userId: number; ip: string },
): Promise<number> {
  const { entity } = processes;
  const columns = readableColumns(entity);
  const before = (await dynamic(trx)
    .selectFrom(entity.table)
    .select(columns)
    .where(entity.idField, '=', processId)
    .forUpdate()
    .executeTakeFirstOrThrow()) as Row;
  const after = (await dynamic(trx)
    .updateTable(entity.table)
    .set({
      ...change.values,
      updated_at: sql`now()`,
      updated_by: change.userId,
      ...(entity.concurrency ? { version: sql`version + 1` } : {}),
    })
    .where(entity.idField, '=', processId)
    .returning(columns)
    .executeTakeFirstOrThrow()) as Row;
  const row = auditRow(entity, {
    userId: change.userId,
    ip: change.ip,
    resource: processes.name,
    recordId: processId,
    action,
    before,
    after,
  });
  const written = await trx
    .insertInto('audit_log')
    .values({ ...row, after: JSON.stringify({ ...(JSON.parse(row.after ?? '{}') as Row), ...change.details }) })
    .returning('id_audit_log')
    .executeTakeFirstOrThrow();
  return written.id_audit_log;
}
