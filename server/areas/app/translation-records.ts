import { sql, type Kysely, type RawBuilder } from 'kysely';
import { TRANSLATABLE_FIELDS, type TranslationType } from '../../../domain/app/translatable-fields.ts';
import type { Tables } from '../../db/tables.ts';

interface RecordTable {
  table: string;
  id: string;
  /** How a person finds the record by name. */
  label: RawBuilder<string>;
  /** Records in the trash are not translated. */
  softDeleted?: true;
}

const RECORD_TABLES: Readonly<Record<TranslationType, RecordTable>> = {
  journey: { table: 'jrn_journey', id: 'id_jrn_journey', label: sql`coalesce(title, '')`, softDeleted: true },
  departure: {
    table: 'app_departures',
    id: 'id_app_departure',
    label: sql`title || ' ' || to_char(journey_start::date, 'DD.MM.YYYY')`,
  },
  pushnotification: { table: 'app_pushnotifications', id: 'id_pushnotifications', label: sql`title` },
  topic: { table: 'app_topics', id: 'id_topics', label: sql`title` },
  travelbagtemplate: { table: 'app_travelbagtemplates', id: 'id_travelbagtemplates', label: sql`short` },
  emergencycall: { table: 'app_emergencycall', id: 'id_emergencycall', label: sql`label` },
};

export interface TranslatedRecord {
  label: string;
  /** The record's own (German) text of each translatable field. */
  source: Record<string, string | null>;
}

const reachable = ({ softDeleted }: RecordTable) => (softDeleted ? sql`deleted_at is null` : sql`true`);

/** The record a translation belongs to, or undefined when there is none. */
export async function translatedRecord(
  db: Kysely<Tables>,
  type: TranslationType,
  id: number,
): Promise<TranslatedRecord | undefined> {
  const record = RECORD_TABLES[type];
  const fields = TRANSLATABLE_FIELDS[type];
  const { rows } = await sql<Record<string, string | null>>`
    select ${record.label} as "label", ${sql.join(fields.map((field) => sql.ref(field)))}
    from ${sql.table(record.table)}
    where ${sql.ref(record.id)} = ${id} and ${reachable(record)}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return { label: row.label ?? '', source: Object.fromEntries(fields.map((field) => [field, row[field] ?? null])) };
}

/** The labels of the type's records among `ids` (records gone since are left out). */
export async function recordLabels(db: Kysely<Tables>, type: TranslationType, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const record = RECORD_TABLES[type];
  const { rows } = await sql<{ id: number; label: string }>`
    select ${sql.ref(record.id)} as "id", ${record.label} as "label"
    from ${sql.table(record.table)}
    where ${sql.ref(record.id)} in (${sql.join(ids)}) and ${reachable(record)}`.execute(db);
  return new Map(rows.map((row) => [row.id, row.label ?? '']));
}

/** The type's records whose label contains `words`, by label: the editor's choice of a record. */
export async function findRecords(db: Kysely<Tables>, type: TranslationType, words: string, limit: number) {
  const record = RECORD_TABLES[type];
  const pattern = `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const { rows } = await sql<{ id: number; label: string }>`
    select ${sql.ref(record.id)} as "id", ${record.label} as "label"
    from ${sql.table(record.table)}
    where ${record.label} ilike ${pattern} and ${reachable(record)}
    order by 2, 1
    limit ${limit}`.execute(db);
  return rows;
}
