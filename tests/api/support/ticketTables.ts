import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../server/db/tables.ts';

type Row = Record<string, unknown>;

/**
 * Every row of the ticket tables (tk_*), the history and the event batch's ledger, each table in
 * id order: two dumps are equal when nothing was written in between.
 */
export async function dumpTicketTables(db: Kysely<Tables>): Promise<Record<string, Row[]>> {
  const { rows: tables } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema()
      and (table_name like 'tk\_%' or table_name in ('audit_log', 'event_batch_ledger', 'event_batch_applied'))
    order by table_name`.execute(db);
  const dump: Record<string, Row[]> = {};
  for (const { table_name: table } of tables) {
    dump[table] = (await sql<Row>`select * from ${sql.table(table)} order by 1, 2`.execute(db)).rows;
  }
  return dump;
}
