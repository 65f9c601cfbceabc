import { sql } from 'kysely';
import { badRequest } from '../../errors.ts';
import { refuseProtectedRecord, withoutUnreadable } from '../../permissions/field-rules.ts';
import type { AuditAction } from '../audit.ts';
import { dynamic, type CrudContext } from '../crud-context.ts';
import { allOf, type Condition } from '../query/build-where.ts';
import { readableColumns } from '../readable-columns.ts';
import { lockRecord, recordChange } from './record-change.ts';
import { inTrash, notDeleted, withId } from './record-conditions.ts';

export interface DeleteOptions {
  /** Delete for good, also a record in the trash. */
  force: boolean;
  /** Take a soft-deleted record out of the trash. */
  restore: boolean;
}

/**
 * DELETE: for an entity with x-soft-delete, moves the record to the trash (`?restore=true`
 * takes it out again, `?force=true` deletes it for good); otherwise deletes it. Answers the record.
 */
export async function deleteRecord(context: CrudContext, id: number, { force, restore }: DeleteOptions) {
  const { resource, user } = context;
  const { entity } = resource;
  if (force && restore)
    throw badRequest('force and restore exclude each other', [{ field: 'restore', key: 'error.invalid' }]);
  if ((force || restore) && !entity.softDelete)
    throw badRequest('This record has no trash', [
      { field: force ? 'force' : 'restore', key: 'error.unknown_query_key' },
    ]);

  const hard = force || !entity.softDelete;
  const state: Condition | undefined = restore ? inTrash(entity) : hard ? undefined : notDeleted(entity);
  const action: AuditAction = restore ? 'restore' : force ? 'force-delete' : 'delete';

  return context.db.transaction().execute(async (trx) => {
    const db = dynamic(trx);
    const before = await lockRecord(trx, context, allOf([context.scope, state, withId(entity, id)]));
    await refuseProtectedRecord(trx, context, before);
    await context.hooks?.beforeDelete?.({ trx, context, recordId: id, action, before });

    let after: Record<string, unknown> | undefined;
    if (hard) {
      await db.deleteFrom(entity.table).where(withId(entity, id)).execute();
    } else {
      after = (await db
        .updateTable(entity.table)
        .set({ deleted_at: restore ? null : sql`now()`, updated_at: sql`now()`, updated_by: user.id_users })
        .where(withId(entity, id))
        .returning(readableColumns(entity))
        .executeTakeFirstOrThrow()) as Record<string, unknown>;
    }
    await recordChange(trx, context, { recordId: id, action, before, after });
    return withoutUnreadable(user, entity, after ?? before);
  });
}
