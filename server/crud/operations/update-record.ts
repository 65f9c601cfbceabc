import { sql } from 'kysely';
import type { EntityDefinition } from '../../../registry/types.ts';
import { ApiError } from '../../errors.ts';
import { validateBody } from '../body-validation.ts';
import { refuseOutOfOrder } from '../field-order.ts';
import { refuseLockedChanges } from '../locked-fields.ts';
import { dynamic, transact, type CrudContext } from '../crud-context.ts';
import { allOf } from '../query/build-where.ts';
import { readableColumns } from '../readable-columns.ts';
import { hashPasswords } from '../secret-values.ts';
import { changesNothing } from './changes-nothing.ts';
import { toColumnValues } from './column-values.ts';
import { refuseForbiddenWrites, unreadableFields, withoutUnreadable } from '../../permissions/field-rules.ts';
import { lockRecord, recordChange, refuseOutOfScope, valuesToWrite } from './record-change.ts';
import { notDeleted, withId } from './record-conditions.ts';

/**
 * PATCH changes the fields it names; PUT replaces the record (fields it leaves out take their
 * default or null; write-only ones keep their value). The row is locked while it is compared and changed: for an entity with
 * x-concurrency a stale `version` gets 409 and the record stays as it was. An update that changes
 * nothing answers the record as it is and writes nothing.
 */
export async function updateRecord(context: CrudContext, id: number, body: unknown, mode: 'patch' | 'put') {
  const { resource, user } = context;
  const { entity } = resource;
  const values = await hashPasswords(entity, validateBody(entity, mode, body));
  return transact(context.db, async (trx) => {
    const before = await lockRecord(trx, context, allOf([context.scope, notDeleted(entity), withId(entity, id)]));
    if (entity.concurrency && before.version !== values.version) {
      throw new ApiError('Conflict', 'The record was changed in the meantime; reload it and try again', {
        errors: [{ field: 'version', key: 'error.conflict', params: { current: before.version } }],
      });
    }

    refuseLockedChanges(entity, before, values, mode);
    await refuseForbiddenWrites(trx, context, { action: 'update', values, before, mode });
    const written = await valuesToWrite(trx, context, { action: 'update', values, before, mode });
    const unreadable = unreadableFields(user, entity);
    const sets = valuesSet(entity, written, mode, unreadable);
    refuseOutOfOrder(entity, { ...before, ...sets }, Object.keys(sets));
    // Nothing to change: no history row, and the version and the last change stay as they were.
    if (changesNothing(entity, before, { ...sets, ...context.assign })) return withoutUnreadable(user, entity, before);
    const after = (await dynamic(trx)
      .updateTable(entity.table)
      .set({
        ...toColumnValues(entity, sets),
        ...context.assign,
        updated_at: sql`now()`,
        updated_by: user.id_users,
        ...(entity.concurrency ? { version: sql`version + 1` } : {}),
      })
      .where(withId(entity, id))
      .returning(readableColumns(entity))
      .executeTakeFirstOrThrow()) as Record<string, unknown>;
    await refuseOutOfScope(trx, context, id);
    await recordChange(trx, context, { recordId: id, action: 'update', before, after, written });
    return withoutUnreadable(user, entity, after);
  });
}

/** The values an update sets: what it writes and, for a PUT, null in every field it leaves out. */
function valuesSet(
  entity: EntityDefinition,
  written: Record<string, unknown>,
  mode: 'patch' | 'put',
  unreadable: ReadonlySet<string>,
) {
  const sets = { ...written };
  if (mode === 'put') {
    for (const [name, field] of Object.entries(entity.fields)) {
      // A value the caller is never given (a password, a field they may not read) cannot be expected back in a PUT.
      if (!field.readOnly && !field.writeOnly && !unreadable.has(name) && !(name in sets)) sets[name] = null;
    }
  }
  return sets;
}
