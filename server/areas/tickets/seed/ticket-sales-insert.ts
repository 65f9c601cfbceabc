import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import { demoRegistry } from '../../../db/seed/demo-registry.ts';
import { insertRows } from '../../../db/seed/insert-rows.ts';
import type { Tables } from '../../../db/tables.ts';
import { buildTicketSales } from './ticket-sales.ts';
import type { SalesCatalogue } from './ticket-sales-rows.ts';
import { salesTables, type SalesTable } from './ticket-sales-tables.ts';

type Values = Record<string, unknown>;

/** `count` new ids of a table's identity column, drawn before the rows that reference them are written. */
async function reserveIds(trx: Kysely<Tables>, table: string, idColumn: string, count: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence(${table}, ${idColumn}))::int as id
    from generate_series(1, ${count})`.execute(trx);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

async function isEmpty(trx: Kysely<Tables>, table: string) {
  const { rows } = await sql`select 1 from ${sql.table(table)} limit 1`.execute(trx);
  return rows.length === 0;
}

/** The catalogue the events draw on: the genres, artists and venues that are not deleted. */
async function loadCatalogue(trx: Kysely<Tables>): Promise<SalesCatalogue> {
  const rows = async <Row>(query: RawBuilder<Row>) => (await query.execute(trx)).rows;
  return {
    genres: await rows(sql<SalesCatalogue['genres'][number]>`
      select id_tk_genre as id, name from tk_genre where deleted_at is null order by id_tk_genre`),
    artists: await rows(sql<SalesCatalogue['artists'][number]>`
      select id_tk_artist as id, name, short_description, active, website, facebook_link, instagram_link, youtube_link
      from tk_artist where deleted_at is null order by id_tk_artist`),
    locations: await rows(sql<SalesCatalogue['locations'][number]>`
      select id_tk_location as id, name, city, capacity from tk_location where deleted_at is null order by id_tk_location`),
  };
}

/** The rows with their ids, their references turned into ids, and updated_at as created_at. */
function resolved(spec: SalesTable, ids: readonly number[], idsOf: (table: string) => readonly number[]) {
  const resolve = (table: string, position: number) => {
    const id = idsOf(table)[position - 1];
    if (id === undefined) throw new Error(`${spec.table} refers to row ${position} of ${table}, which has none`);
    return id;
  };
  return spec.rows.map((row, index) => {
    const record: Values = { ...row, [spec.idColumn]: ids[index] };
    for (const [field, table] of Object.entries(spec.refs)) {
      const value = record[field];
      if (Array.isArray(value)) record[field] = value.map((position: number) => resolve(table, position));
      else if (typeof value === 'number') record[field] = resolve(table, value);
    }
    if ('created_at' in record) record.updated_at = record.created_at;
    return record;
  });
}

/** The fields a table's records write: its id, the rows' fields, and updated_at beside created_at. */
function fieldsWritten(spec: SalesTable): string[] {
  const names = [spec.idColumn, ...Object.keys(spec.columns)];
  return 'created_at' in spec.columns ? [...names, 'updated_at'] : names;
}

/** What seedTicketSales added, by table. */
export type TicketSalesAdded = Record<string, number>;

/**
 * Adds the demo ticket sales (ticket-sales.ts) on the catalogue in the database, in one
 * transaction with one bulk statement per table. Nothing is added when any of their tables has
 * rows already, or when there are no artists or venues to sell.
 */
export async function seedTicketSales(
  db: Kysely<Tables>,
  registry: Registry = demoRegistry(),
): Promise<TicketSalesAdded> {
  return db.transaction().execute(async (trx) => {
    const catalogue = await loadCatalogue(trx);
    if (catalogue.artists.length === 0 || catalogue.locations.length === 0) return {};
    const tables = salesTables(buildTicketSales(catalogue), registry);
    for (const spec of tables) if (!(await isEmpty(trx, spec.table))) return {};

    const idsByTable = new Map<string, number[]>();
    const added: TicketSalesAdded = {};
    for (const spec of tables) {
      if (spec.rows.length === 0) continue;
      const ids = await reserveIds(trx, spec.table, spec.idColumn, spec.rows.length);
      idsByTable.set(spec.table, ids);
      const records = resolved(spec, ids, (table) => idsByTable.get(table) ?? []);
      await insertRows(spec.entity, fieldsWritten(spec), records).execute(trx);
      added[spec.table] = records.length;
    }
    return added;
  });
}
