import { sql, type Kysely } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import { demoRegistry } from '../../../db/seed/demo-registry.ts';
import { insertRows } from '../../../db/seed/insert-rows.ts';
import type { BulkLoaded, BulkLoadProgress } from '../../../core/area.ts';
import type { Tables } from '../../../db/tables.ts';
import { artistGenerator, artistWithSlug } from './artist-generator.ts';
import type { ArtistRow, DescribedRow, LocationRow } from './catalogue-rows.ts';
import { locationGenerator, locationSlugSource, withSlug } from './location-generator.ts';
import { withoutSecondaryIndexes } from '../../../db/seed/secondary-indexes.ts';
import { seededFaker } from '../../../db/seed/seed-faker.ts';
import { slugify } from '../../../db/seed/slug.ts';

export interface BulkLoadOptions {
  /** Rows per statement. */
  batchSize?: number;
  onProgress?(progress: BulkLoadProgress): void;
  /** Whose entity gives the table and the column types; the repository's by default. */
  registry?: Registry;
}

interface BulkTable<Row> {
  entity: 'tickets/location' | 'tickets/artist';
  fields: readonly (keyof Row & string)[];
  /** Rows numbered from `sequence` on, which keeps their slugs unique beside the rows there already. */
  rows(sequence: number): () => Row;
}

function* take<Row>(count: number, next: () => Row): Generator<Row> {
  for (let index = 0; index < count; index += 1) yield next();
}

const describedFields = [
  'name',
  'slug',
  'short_description',
  'description',
  'images',
  'meta_title',
  'meta_description',
] as const satisfies readonly (keyof DescribedRow)[];

const locations: BulkTable<LocationRow> = {
  entity: 'tickets/location',
  fields: [...describedFields, 'street', 'zip', 'city', 'country', 'capacity'],
  rows(sequence) {
    const next = locationGenerator(seededFaker());
    return () => {
      const location = next();
      return withSlug(location, `${slugify(locationSlugSource(location))}-${sequence++}`);
    };
  },
};

const artists: BulkTable<ArtistRow> = {
  entity: 'tickets/artist',
  fields: [
    ...describedFields,
    'active',
    'meta_keywords',
    'meta_canonical_link',
    'website',
    'facebook_link',
    'instagram_link',
    'youtube_link',
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
async function bulkLoad<Row extends object>(
  db: Kysely<Tables>,
  spec: BulkTable<Row>,
  count: number,
  { batchSize = 20_000, onProgress, registry = demoRegistry() }: BulkLoadOptions,
): Promise<BulkLoaded> {
  const entity = registry.entities[spec.entity];
  if (!entity) throw new Error(`the registry has no entity ${spec.entity} to load rows into`);
  const { table, idField } = entity;
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ next: number }>`select coalesce(max(${sql.id(idField)}), 0) + 1 as next
      from ${sql.table(table)}`.execute(trx);
    const next = Number(rows[0]?.next ?? 1);
    const nextRow = spec.rows(next);
    const load = async () => {
      let written = 0;
      let writing: Promise<void> = Promise.resolve();
      for (let generated = 0; generated < count;) {
        const size = Math.min(batchSize, count - generated);
        const statement = insertRows(entity, spec.fields, take(size, nextRow));
        generated += size;
        await writing;
        writing = statement.execute(trx).then(() => {
          written += size;
          onProgress?.({ table, loaded: written, total: count, elapsedMs: performance.now() - started });
        });
      }
      await writing;
    };
    // A rebuild costs in proportion to every row; upkeep about four times as much, but only per new row:
    // rebuild unless the table holds far more rows than the load adds.
    const rowsThere = next - 1;
    await (count * 4 >= rowsThere ? withoutSecondaryIndexes(trx, table, load) : load());
  });
  await sql`analyze ${sql.table(table)}`.execute(db);
  const ms = performance.now() - started;
  return { table, rows: count, ms, rowsPerSecond: count / (ms / 1000) };
}

export const bulkLoadLocations = (db: Kysely<Tables>, count: number, options: BulkLoadOptions = {}) =>
  bulkLoad(db, locations, count, options);

export const bulkLoadArtists = (db: Kysely<Tables>, count: number, options: BulkLoadOptions = {}) =>
  bulkLoad(db, artists, count, options);
