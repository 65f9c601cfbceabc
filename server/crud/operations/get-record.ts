import { notFound } from '../../errors.ts';
import { dynamic, type CrudContext } from '../crud-context.ts';
import { allOf } from '../query/build-where.ts';
import { refuseUnreadableQuery, visibleColumns } from '../../permissions/field-rules.ts';
import { notDeleted, withId } from './record-conditions.ts';

/** One record by id; a missing record and one outside the caller's scope are the same 404. */
export async function getRecord(context: CrudContext, id: number, select?: string[]) {
  const { resource, user } = context;
  const { entity } = resource;
  refuseUnreadableQuery(user, entity, { select });
  const columns = select ? [...new Set([entity.idField, ...select])] : visibleColumns(user, entity);
  const row = await dynamic(context.db)
    .selectFrom(entity.table)
    .select(columns)
    .where(allOf([context.scope, notDeleted(entity), withId(entity, id)]))
    .executeTakeFirst();
  if (!row) throw notFound();
  return row as Record<string, unknown>;
}
