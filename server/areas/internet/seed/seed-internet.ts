import { sql, type Kysely } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import type { Tables } from '../../../db/tables.ts';
import { demoRegistry } from '../../../db/seed/demo-registry.ts';
import { germanCities } from '../../../db/seed/german-cities.ts';
import { slugify } from '../../../db/seed/slug.ts';
import { demoOrganizations, demoRegions, journeyCategories, journeyDestinations } from './catalogue-data.ts';
import { worldCountries } from './countries.ts';
import { insertMissing, type Row } from '../../../db/seed/missing-rows.ts';
import { seedWebContent } from './seed-web-content.ts';

/**
 * The master data of the web pages and journeys: every country of the world (with the short list's
 * ids, so their identity counter moves past them), the German, Austrian and Italian regions, the
 * German demo cities in their states, the journey categories of spec 1 §9, destinations and
 * organizations; projects, the blog, feedback, web menus and content (seed-web-content.ts). Adds
 * what is missing, in one transaction.
 */
export async function seedInternet(db: Kysely<Tables>, registry: Registry = demoRegistry()) {
  return db.transaction().execute(async (trx) => {
    const { added: countries, ids: countryIds } = await insertMissing(
      trx,
      registry,
      'internet/country',
      'iso',
      worldCountries() as unknown as Row[],
    );
    await sql`select setval(pg_get_serial_sequence('loc_country', 'id_loc_country'), (select max(id_loc_country) from loc_country))`.execute(
      trx,
    );
    const { added: regions, ids: regionIds } = await insertMissing(
      trx,
      registry,
      'internet/region',
      'name',
      demoRegions.map(({ name, iso }) => ({ name, id_loc_country: countryIds.get(iso) ?? null })),
    );
    const { added: cities } = await insertMissing(
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
    const { added: categories } = await insertMissing(
      trx,
      registry,
      'internet/journey-category',
      'alias',
      named(journeyCategories),
    );
    const { added: destinations } = await insertMissing(
      trx,
      registry,
      'internet/journey-destination',
      'alias',
      named(journeyDestinations),
    );
    const { added: organizations } = await insertMissing(trx, registry, 'internet/organization', 'name', [
      ...demoOrganizations,
    ]);
    const web = await seedWebContent(trx, registry);
    return { countries, regions, cities, categories, destinations, organizations, ...web };
  });
}
