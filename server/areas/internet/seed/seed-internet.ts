import { sql, type Kysely, type Transaction } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import type { Tables } from '../../../db/tables.ts';
import { demoRegistry } from '../../../db/seed/demo-registry.ts';
import { germanCities } from '../../../db/seed/german-cities.ts';
import { insertRows, rowFieldTypes, seedEntity } from '../../../db/seed/insert-rows.ts';
import { slugify } from '../../../db/seed/slug.ts';
import { demoOrganizations, demoRegions, journeyCategories, journeyDestinations } from './catalogue-data.ts';
import { worldCountries } from './countries.ts';

type Row = Record<string, unknown>;

/** The values of `column` the table has already: a seed adds only the rows that are missing. */
async function present(trx: Transaction<Tables>, table: string, column: string): Promise<Set<string>> {
  const { rows } = await sql<{
    value: string;
  }>`select ${sql.ref(column)}::text as value from ${sql.table(table)}`.execute(trx);
  return new Set(rows.map((row) => row.value));
}

/** The ids of a table's rows by their natural key: what later demo rows refer to. */
async function idsBy(trx: Transaction<Tables>, table: string, key: string, id: string): Promise<Map<string, number>> {
  const { rows } = await sql<{
    key: string;
    id: number;
  }>`select ${sql.ref(key)}::text as key, ${sql.ref(id)} as id from ${sql.table(table)}`.execute(trx);
  return new Map(rows.map((row) => [row.key, row.id]));
}

async function insertMissing(
  trx: Transaction<Tables>,
  registry: Registry,
  entityName: string,
  key: string,
  rows: readonly Row[],
): Promise<number> {
  const entity = seedEntity(registry, entityName);
  const there = await present(trx, entity.table, key);
  const missing = rows.filter((row) => !there.has(String(row[key])));
  if (missing.length > 0) await insertRows(entity, Object.keys(rowFieldTypes(entity, missing)), missing).execute(trx);
  return missing.length;
}

/**
 * The master data of the web pages and journeys: every country of the world (with the short list's
 * ids, so their identity counter moves past them), the German, Austrian and Italian regions, the
 * German demo cities in their states, the journey categories of spec 1 §9, destinations and
 * organizations. Adds what is missing, in one transaction.
 */
export async function seedInternet(db: Kysely<Tables>, registry: Registry = demoRegistry()) {
  return db.transaction().execute(async (trx) => {
    const countries = await insertMissing(
      trx,
      registry,
      'internet/country',
      'iso',
      worldCountries() as unknown as Row[],
    );
    await sql`select setval(pg_get_serial_sequence('loc_country', 'id_loc_country'), (select max(id_loc_country) from loc_country))`.execute(
      trx,
    );
    const countryIds = await idsBy(trx, 'loc_country', 'iso', 'id_loc_country');
    const regions = await insertMissing(
      trx,
      registry,
      'internet/region',
      'name',
      demoRegions.map(({ name, iso }) => ({ name, id_loc_country: countryIds.get(iso) ?? null })),
    );
    const regionIds = await idsBy(trx, 'loc_region', 'name', 'id_loc_region');
    const cities = await insertMissing(
      trx,
      registry,
      'internet/city',
      'name',
      germanCities.map((city) => ({
        name: city.name,
        zip: city.zip,
        id_loc_region: regionIds.get(city.state) ?? null,
        id_loc_country: countryIds.get('DE') ?? null,
      })),
    );
    const named = (names: readonly string[]) => names.map((name) => ({ name, alias: slugify(name) }));
    const categories = await insertMissing(
      trx,
      registry,
      'internet/journey-category',
      'alias',
      named(journeyCategories),
    );
    const destinations = await insertMissing(
      trx,
      registry,
      'internet/journey-destination',
      'alias',
      named(journeyDestinations),
    );
    const organizations = await insertMissing(trx, registry, 'internet/organization', 'name', [...demoOrganizations]);
    return { countries, regions, cities, categories, destinations, organizations };
  });
}
