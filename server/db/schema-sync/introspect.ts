import { sql, type Kysely } from 'kysely';

export interface ExistingColumn {
  dataType: string;
  nullable: boolean;
  /** The database fills it in when an insert leaves it out (a DEFAULT or an identity). */
  hasDefault: boolean;
  numericPrecision: number | null;
  numericScale: number | null;
}

export interface ExistingSchema {
  /** table name to its columns by name */
  tables: Map<string, Map<string, ExistingColumn>>;
  indexes: Set<string>;
}

/** Reads the columns and index names of the given tables in the current schema. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works on any database
export async function introspect(db: Kysely<any>, tables: string[]): Promise<ExistingSchema> {
  const { rows: columns } = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
    is_identity: string;
    numeric_precision: number | null;
    numeric_scale: number | null;
  }>`
    select table_name, column_name, data_type, is_nullable, column_default, is_identity, numeric_precision, numeric_scale
    from information_schema.columns
    where table_schema = current_schema() and table_name = any(${tables})
    order by table_name, ordinal_position`.execute(db);
  const { rows: indexes } = await sql<{ indexname: string }>`
    select indexname from pg_indexes where schemaname = current_schema() and tablename = any(${tables})`.execute(db);

  const existing: ExistingSchema = { tables: new Map(), indexes: new Set(indexes.map((row) => row.indexname)) };
  for (const column of columns) {
    const table = existing.tables.get(column.table_name) ?? new Map<string, ExistingColumn>();
    table.set(column.column_name, {
      dataType: column.data_type,
      nullable: column.is_nullable === 'YES',
      hasDefault: column.column_default !== null || column.is_identity === 'YES',
      numericPrecision: column.numeric_precision,
      numericScale: column.numeric_scale,
    });
    existing.tables.set(column.table_name, table);
  }
  return existing;
}
