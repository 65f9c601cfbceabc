import { sql, type Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { auditRow, type AuditAction } from '../../crud/audit.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { toColumnValues } from '../../crud/operations/column-values.ts';
import { readableColumns } from '../../crud/readable-columns.ts';
import { ddlType } from '../../db/schema-sync/plan-schema.ts';
import { BULK_TYPES, unnestInsert, type BulkColumn } from '../../db/unnest-insert.ts';
import type { Tables } from '../../db/tables.ts';
import type { Actor } from './move-order.ts';
import { rowChunks } from '../../db/row-chunks.ts';

type Row = Record<string, unknown>;
type Cell = string | number | boolean | null;

const cell = (name: string) => (row: Row) => (row[name] ?? null) as Cell;

const AUDIT_COLUMNS: BulkColumn<Row>[] = [
  { name: 'id_users', type: 'integer', value: cell('id_users') },
  { name: 'ip', type: 'text', value: cell('ip') },
  { name: 'resource', type: 'text', value: cell('resource') },
  { name: 'record_id', type: 'text', value: cell('record_id') },
  { name: 'action', type: 'text', value: cell('action') },
  { name: 'before', type: 'jsonb', value: cell('before') },
  { name: 'after', type: 'jsonb', value: cell('after') },
];

/** The history rows of a set of changes, the rows the generic calls write one per change, in one statement. */
async function audit(
  trx: Kysely<Tables>,
  resource: ResourceDefinition,
  actor: Actor,
  action: AuditAction,
  changes: { before?: Row; after?: Row }[],
) {
  if (changes.length === 0) return;
  const { entity } = resource;
  const rows = changes.map(({ before, after }) =>
    auditRow(entity, {
      userId: actor.userId,
      ip: actor.ip,
      resource: resource.name,
      recordId: (after ?? before)?.[entity.idField] as number,
      action,
      before,
      after,
    }),
  );
  await unnestInsert('audit_log', AUDIT_COLUMNS, rows).execute(trx);
}

/** `count` new ids of the resource's table, taken from its identity sequence, to create rows with. */
export async function allocateIds(trx: Kysely<Tables>, resource: ResourceDefinition, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { table, idField } = resource.entity;
  const { rows } = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence(${table}, ${idField})) as id from generate_series(1, ${count})`.execute(trx);
  return rows.map((row) => Number(row.id));
}

/**
 * Creates rows whose ids were allocated, in one statement (an array parameter per column), with
 * their history rows; `assign` are the values the user's row rules give every row. A column a row
 * leaves out is null in it: new items carry every default (the payload's schema fills them in).
 * Answers the stored rows.
 */
export async function insertRows(
  trx: Kysely<Tables>,
  resource: ResourceDefinition,
  rows: readonly Row[],
  actor: Actor,
  assign: Row,
): Promise<Row[]> {
  if (rows.length === 0) return [];
  const { entity } = resource;
  const values = rows.map((row) => ({
    ...toColumnValues(entity, row),
    ...assign,
    created_by: actor.userId,
    updated_by: actor.userId,
  }));
  const columns = [...new Set(values.flatMap((row) => Object.keys(row)))].map((name) => ({
    name,
    type: BULK_TYPES[entity.fields[name]?.sqlType ?? 'text'],
    value: cell(name),
  }));
  const returning = sql.join(readableColumns(entity).map((column) => sql.ref(column)));
  const { rows: inserted } =
    await sql<Row>`${unnestInsert(entity.table, columns, values)} returning ${returning}`.execute(trx);
  await audit(
    trx,
    resource,
    actor,
    'create',
    inserted.map((after) => ({ after })),
  );
  return inserted;
}

/** A change of a saved row: the fields it writes, and the row as it was. */
export interface RowChange {
  id: number;
  values: Row;
  before: Row;
}

/**
 * Changes rows, one `update … from (values …)` per set of columns written (and chunk), raising
 * each row's version like a PATCH does; with their history rows. Answers the changed rows.
 */
export async function updateRows(
  trx: Kysely<Tables>,
  resource: ResourceDefinition,
  changes: readonly RowChange[],
  actor: Actor,
  assign: Row,
): Promise<Row[]> {
  const { entity } = resource;
  const groups = new Map<string, { columns: string[]; rows: { id: number; values: Row }[] }>();
  for (const change of changes) {
    const values = { ...toColumnValues(entity, change.values), ...assign };
    const columns = Object.keys(values).sort();
    const group = groups.get(columns.join()) ?? { columns, rows: [] };
    group.rows.push({ id: change.id, values });
    groups.set(columns.join(), group);
  }
  const typed = (value: unknown, column: string) =>
    sql`cast(${value} as ${sql.raw(ddlType[entity.fields[column]?.sqlType ?? 'text'])})`;
  const id = sql.ref(entity.idField);
  const after: Row[] = [];
  for (const { columns, rows } of groups.values()) {
    const sets = [
      ...columns.map((column) => sql`${sql.ref(column)} = v.${sql.ref(column)}`),
      sql`updated_at = now()`,
      sql`updated_by = ${actor.userId}`,
      ...(entity.concurrency ? [sql`version = t.version + 1`] : []),
    ];
    for (const chunk of rowChunks(rows, columns.length + 1)) {
      const tuples = chunk.map(
        (row) =>
          sql`(${sql.join([typed(row.id, entity.idField), ...columns.map((column) => typed(row.values[column], column))])})`,
      );
      const { rows: changed } = await sql<Row>`
        update ${sql.table(entity.table)} as t set ${sql.join(sets)}
        from (values ${sql.join(tuples)}) as v (${sql.join([entity.idField, ...columns].map((column) => sql.ref(column)))})
        where t.${id} = v.${id}
        returning ${sql.join(readableColumns(entity).map((column) => sql.ref(`t.${column}`)))}`.execute(trx);
      after.push(...changed);
    }
  }
  const before = new Map(changes.map((change) => [change.id, change.before]));
  await audit(
    trx,
    resource,
    actor,
    'update',
    after.map((row) => ({ before: before.get(row[entity.idField] as number), after: row })),
  );
  return after;
}

/** Moves rows to the trash, as a DELETE of a soft-deleting entity does, with their history rows. */
export async function trashRows(trx: Kysely<Tables>, resource: ResourceDefinition, rows: readonly Row[], actor: Actor) {
  const { entity } = resource;
  const before = new Map(rows.map((row) => [row[entity.idField] as number, row]));
  const after: Row[] = [];
  for (const chunk of rowChunks([...before.keys()], 1)) {
    const trashed = await dynamic(trx)
      .updateTable(entity.table)
      .set({ deleted_at: sql`now()`, updated_at: sql`now()`, updated_by: actor.userId })
      .where(entity.idField, 'in', chunk)
      .returning(readableColumns(entity))
      .execute();
    after.push(...(trashed as Row[]));
  }
  await audit(
    trx,
    resource,
    actor,
    'delete',
    after.map((row) => ({ before: before.get(row[entity.idField] as number), after: row })),
  );
}
