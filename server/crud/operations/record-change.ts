import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { ApiError, notFound } from '../../errors.ts';
import { writeAudit, type AuditAction } from '../audit.ts';
import { dynamic, type CrudContext } from '../crud-context.ts';
import type { Condition } from '../query/build-where.ts';
import { readableColumns } from '../readable-columns.ts';

type Row = Record<string, unknown>;

/** The record a change applies to, locked until the transaction ends; 404 when the caller cannot reach it. */
export async function lockRecord(trx: Kysely<Tables>, context: CrudContext, where: Condition): Promise<Row> {
  const { entity } = context.resource;
  const row = (await dynamic(trx)
    .selectFrom(entity.table)
    .select(readableColumns(entity))
    .where(where)
    .forUpdate()
    .executeTakeFirst()) as Row | undefined;
  if (!row) throw notFound();
  return row;
}

/** The history row of a change by the caller and the entity's hooks, in the change's transaction. */
export async function recordChange(
  trx: Kysely<Tables>,
  context: CrudContext,
  change: { recordId: number; action: AuditAction; before?: Row; after?: Row; written?: Row },
) {
  const { written = {}, ...audited } = change;
  await writeAudit(trx, context.resource.entity, {
    userId: context.user.id_users,
    ip: context.ip,
    resource: context.resource.name,
    ...audited,
  });
  await context.hooks?.afterChange?.({ trx, context, written, ...audited });
}

/** The values a create or update writes, after the entity's hooks assigned theirs. */
export async function valuesToWrite(
  trx: Kysely<Tables>,
  context: CrudContext,
  write: { action: 'create' | 'update'; values: Row; before?: Row; mode?: 'patch' | 'put' },
): Promise<Row> {
  const { hooks } = context;
  return hooks?.beforeWrite ? hooks.beforeWrite({ trx, context, ...write }) : write.values;
}

/** A written row must stay where its writer reaches (a process's booker of the writer's agency): 403 otherwise, undoing the write. */
export async function refuseOutOfScope(trx: Kysely<Tables>, context: CrudContext, recordId: number) {
  const { check, resource } = context;
  if (!check) return;
  const { entity } = resource;
  const kept = await dynamic(trx)
    .selectFrom(entity.table)
    .select(entity.idField)
    .where(entity.idField, '=', recordId)
    .where(check)
    .executeTakeFirst();
  if (!kept)
    throw new ApiError('Forbidden', 'The record would leave what you may reach', {
      errors: [{ field: resource.agency?.column, key: 'error.out_of_scope' }],
    });
}
