import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamic } from '../../server/crud/crud-context.ts';
import { filterCondition, searchCondition } from '../../server/crud/query/build-where.ts';
import { createTestApp, repositoryRegistry, type TestApp } from './support/testApp.ts';

// A search of several words over several columns is answered by one trigram index: the one schema
// sync made on the resource's search document, which only works while the query compares the very
// expression the index holds (server/db/search-document.ts).

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const locations = repositoryRegistry.resource('tickets/locations');

interface PlanRow {
  'QUERY PLAN': unknown;
}

/** The plan of a search or filter, with sequential scans priced out: the demo tables are too small to need an index. */
async function planOf(words: string[], city?: string): Promise<string> {
  if (!locations) throw new Error('The repository has no tickets/locations');
  const rows = dynamic(testApp.database.db).selectFrom(locations.entity.table).select(locations.entity.idField);
  const query = (
    city === undefined
      ? rows.where(searchCondition(locations, words))
      : rows
          .where(filterCondition({ kind: 'condition', field: 'city', operator: '$eq', value: city, caseless: true }))
          // Every list leaves the trash out (record-conditions.ts), as the partial caseless index does.
          .where('deleted_at', 'is', null)
  ).compile();
  return testApp.database.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<PlanRow>(
      CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
    );
    return JSON.stringify(rows[0]?.['QUERY PLAN']);
  });
}

describe('the text search plan', () => {
  it('searches a location’s name, city and street for every word in their one search index', async () => {
    expect(locations?.search).toEqual(['name', 'city', 'street']);
    const plan = await planOf(['Stadthalle', 'Lüneburg']);
    expect(plan).toContain('"Index Name":"tk_location_name_city_street_search"');
    expect(plan).not.toContain('_trgm"');
  });

  it('finds the rows where each word is in one of the columns, whatever its case, but no word across two', async () => {
    const { db } = testApp.database;
    const { id_tk_location: id } = await dynamic(db)
      .insertInto('tk_location')
      .values({
        name: 'Stadthalle Ostfeld',
        slug: 'stadthalle-ostfeld-search-plan',
        city: 'Lüneburg',
        street: 'Am Sande 1',
      })
      .returning('id_tk_location')
      .executeTakeFirstOrThrow();
    const found = (words: string[]) =>
      dynamic(db)
        .selectFrom('tk_location')
        .select('id_tk_location')
        .where(searchCondition(locations!, words))
        .where('id_tk_location', '=', id)
        .execute();
    expect(await found(['stadthalle', 'LÜNEBURG', 'sande'])).toEqual([{ id_tk_location: id }]);
    expect(await found(['stadthalle', 'Hamburg'])).toEqual([]);
    // The end of the name and the start of the city are no word of the location.
    expect(await found(['feldlüne'])).toEqual([]);
  });
});

describe('the text filter plan', () => {
  it('reads a list column equal to a text whatever its case from the b-tree on its lower case', async () => {
    expect(locations?.list.columns).toContain('city');
    const plan = await planOf([], 'LÜNEBURG');
    expect(plan).toContain('"Index Name":"tk_location_city_caseless"');
  });
});
