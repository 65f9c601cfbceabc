import { sql, type Kysely } from 'kysely';
import type { Tables } from '../tables.ts';
import { artistGenerator, artistWithSlug } from './artist-generator.ts';
import type { ArtistRow, DescribedRow, LocationRow } from './catalogue-rows.ts';
import { unnestInsert, type BulkColumn } from './bulk-insert.ts';
import { locationGenerator, locationSlugSource, withSlug } from './location-generator.ts';
import { withoutSecondaryIndexes } from './secondary-indexes.ts';
import { seededFaker } from './seed-faker.ts';
import { slugify } from './slug.ts';

export interface BulkLoadProgress {
  table: string;
  loaded: number;
  total: number;
  elapsedMs: number;
}

export interface BulkLoadOptions {
  /** Rows per statement. */
  batchSize?: number;
  onProgress?(progress: BulkLoadProgress): void;
}

interface BulkTable<Row> {
  table: 'tk_location' | 'tk_artist';
  idColumn: string;
  columns: readonly BulkColumn<Row>[];
  /** Rows numbered from `sequence` on, which keeps their slugs unique beside the rows there already. */
  rows(sequence: number): () => Row;
}

function* take<Row>(count: number, next: () => Row): Generator<Row> {
  for (let index = 0; index < count; index += 1) yield next();
}

type TextField<Row> = { [Key in keyof Row]: Row[Key] extends string | null ? Key : never }[keyof Row] & string;
const text = <Row>(name: TextField<Row>): BulkColumn<Row> => ({
  name,
  type: 'text',
  value: (row) => row[name] as string | null,
});
const describedColumns: readonly BulkColumn<DescribedRow>[] = [
  text('name'),
  text('slug'),
  text('short_description'),
  text('description'),
  { name: 'images', type: 'jsonb', value: (row) => JSON.stringify(row.images) },
  text('meta_title'),
  text('meta_description'),
];

const locations: BulkTable<LocationRow> = {
  table: 'tk_location',
  idColumn: 'id_tk_location',
  columns: [
    ...describedColumns,
    text('street'),
    text('zip'),
    text('city'),
    text('country'),
    { name: 'capacity', type: 'integer', value: (row) => row.capacity },
  ],
  rows(sequence) {
    const next = locationGenerator(seededFaker());
    return () => {
      const location = next();
      return withSlug(location, `${slugify(locationSlugSource(location))}-${sequence++}`);
    };
  },
};

const artists: BulkTable<ArtistRow> = {
  table: 'tk_artist',
  idColumn: 'id_tk_artist',
  columns: [
    ...describedColumns,
    { name: 'active', type: 'boolean', value: (row) => row.active },
    ...(
      ['meta_keywords', 'meta_canonical_link', 'website', 'facebook_link', 'instagram_link', 'youtube_link'] as const
    ).map((name) => text<ArtistRow>(name)),
  ],
  rows(sequence) {
    const next = artistGenerator(seededFaker());
    return () => {
      const artist = next();
      return artistWithSlug(artist, `${slugify(artist.name)}-${sequence++}`);
    };
  },
};

/**
 * Adds `count` generated rows in one transaction, in batches (the next batch is generated and
 * serialised while the database writes the previous one), then refreshes the planner's statistics.
 */
async function bulkLoad<Row>(
  db: Kysely<Tables>,
  spec: BulkTable<Row>,
  count: number,
  { batchSize = 20_000, onProgress }: BulkLoadOptions,
): Promise<{ rows: number; ms: number; rowsPerSecond: number }> {
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ next: number }>`select coalesce(max(${sql.id(spec.idColumn)}), 0) + 1 as next
      from ${sql.table(spec.table)}`.execute(trx);
    const next = Number(rows[0]?.next ?? 1);
    const nextRow = spec.rows(next);
    const load = async () => {
      let written = 0;
      let writing: Promise<void> = Promise.resolve();
      for (let generated = 0; generated < count;) {
        const size = Math.min(batchSize, count - generated);
        const statement = unnestInsert(spec.table, spec.columns, take(size, nextRow));
        generated += size;
        await writing;
        writing = statement.execute(trx).then(() => {
          written += size;
          onProgress?.({ table: spec.table, loaded: written, total: count, elapsedMs: performance.now() - started });
        });
      }
      await writing;
    };
    // A rebuild costs in proportion to every row; upkeep about four times as much, but only per new row:
    // rebuild unless the table holds far more rows than the load adds.
    const rowsThere = next - 1;
    await (count * 4 >= rowsThere ? withoutSecondaryIndexes(trx, spec.table, load) : load());
  });
  await sql`analyze ${sql.table(spec.table)}`.execute(db);
  const ms = performance.now() - started;
  return { rows: count, ms, rowsPerSecond: count / (ms / 1000) };
}

export const bulkLoadLocations = (db: Kysely<Tables>, count: number, options: BulkLoadOptions = {}) =>
  bulkLoad(db, locations, count, options);

export const bulkLoadArtists = (db: Kysely<Tables>, count: number, options: BulkLoadOptions = {}) =>
  bulkLoad(db, artists, count, options);
