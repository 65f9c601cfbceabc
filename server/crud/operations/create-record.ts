import { validateBody } from '../body-validation.ts';
import { dynamic, transact, type CrudContext } from '../crud-context.ts';
import { refuseOutOfOrder } from '../field-order.ts';
import { readableColumns } from '../readable-columns.ts';
import { hashPasswords } from '../secret-values.ts';
import { toColumnValues } from './column-values.ts';
import { refuseForbiddenWrites, withoutUnreadable } from '../../permissions/field-rules.ts';
import { recordChange, refuseOutOfScope, valuesToWrite } from './record-change.ts';

/** Creates a record and its history row in one transaction; answers the stored record. */
export async function createRecord(context: CrudContext, body: unknown) {
  const { resource, user } = context;
  const { entity } = resource;
  const values = await hashPasswords(entity, validateBody(entity, 'create', body));
  return transact(context.db, async (trx) => {
    await refuseForbiddenWrites(trx, context, { action: 'create', values });
    const written = await valuesToWrite(trx, context, { action: 'create', values });
    refuseOutOfOrder(entity, written);
    const row = (await dynamic(trx)
      .insertInto(entity.table)
      .values({
        ...toColumnValues(entity, written),
        ...context.creates,
        ...context.assign,
        created_by: user.id_users,
        updated_by: user.id_users,
      })
      .returning(readableColumns(entity))
      .executeTakeFirstOrThrow()) as Record<string, unknown>;
    await refuseOutOfScope(trx, context, row[entity.idField] as number);
    await recordChange(trx, context, {
      recordId: row[entity.idField] as number,
      action: 'create',
      after: row,
      written,
    });
    return withoutUnreadable(user, entity, row);
  });
}
