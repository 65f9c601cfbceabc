import { sql } from 'kysely';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistry } from '../../registry/build-registry.ts';
import type { RegistryFiles } from '../../registry/types.ts';
import { migrate } from '../../server/db/migrate.ts';
import { SchemaSyncError, syncSchema } from '../../server/db/schema-sync/sync-schema.ts';
import { readRegistryFiles } from '../../server/registry/load-registry.ts';
import { createTestDatabase, type TestDatabase } from './support/testDatabase.ts';

const fixtureFiles = readRegistryFiles(fileURLToPath(new URL('../fixtures/registry', import.meta.url)));
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test edits
function registryWith(change: (files: { maker: Json; gadget: Json; resources: [Json, ...Json[]] }) => void) {
  const files = structuredClone(fixtureFiles) as RegistryFiles;
  change({
    maker: files.entities['schemas/test/maker.json'] as Json,
    gadget: files.entities['schemas/test/gadget.json'] as Json,
    resources: files.resources['resources/test.json'] as [Json, ...Json[]],
  });
  return buildRegistry(files);
}

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await migrate(test.database.db);
});
afterAll(() => test.drop());

const columns = async (table: string) =>
  (
    await sql<{ column_name: string; data_type: string; is_nullable: string }>`
      select column_name, data_type, is_nullable from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(
      test.database.db,
    )
  ).rows;
const indexes = async (table: string) =>
  (
    await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = ${table}`.execute(
      test.database.db,
    )
  ).rows.map((row) => row.indexname);

/** The maker of the test that adds fields to an existing table, as later tests find it. */
const makerGrown = ({ maker, resources }: { maker: Json; resources: [Json, ...Json[]] }) => {
  maker.properties.founded = { type: ['integer', 'null'] };
  maker.properties.rating = { type: 'number', default: 3 };
  maker['x-soft-delete'] = true;
  maker['x-concurrency'] = true;
  resources[0].search = ['name', 'country', 'motto'];
  maker.properties.motto = { type: ['string', 'null'] };
};

const indexDefinition = async (name: string) =>
  (await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname = ${name}`.execute(test.database.db))
    .rows[0]?.indexdef;

describe(`schema sync (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('creates tables with identity ids, typed columns, system columns, foreign keys and trigram indexes', async () => {
    const statements = await syncSchema(
      test.database.db,
      registryWith(() => undefined),
    );
    expect(statements.length).toBeGreaterThan(0);
    const gadget = Object.fromEntries((await columns('test_gadget')).map((column) => [column.column_name, column]));
    expect(gadget.id_test_gadget).toMatchObject({ data_type: 'integer', is_nullable: 'NO' });
    expect(gadget.name).toMatchObject({ data_type: 'text', is_nullable: 'NO' });
    expect(gadget.price).toMatchObject({ data_type: 'numeric', is_nullable: 'YES' });
    expect(gadget.released).toMatchObject({ data_type: 'date' });
    expect(gadget.on_sale_from).toMatchObject({ data_type: 'timestamp with time zone' });
    expect(gadget.tags).toMatchObject({ data_type: 'jsonb', is_nullable: 'NO' });
    expect(gadget.active).toMatchObject({ data_type: 'boolean', is_nullable: 'NO' });
    for (const name of ['created_at', 'updated_at', 'created_by', 'updated_by']) expect(gadget[name]).toBeDefined();
    expect(gadget.deleted_at).toBeUndefined();
    expect(await indexes('test_gadget')).toEqual(
      expect.arrayContaining([
        'test_gadget_id_test_maker_idx',
        'test_gadget_name_trgm',
        'test_gadget_description_trgm',
        // The resource searches two columns: their search document has a trigram index of its own.
        'test_gadget_name_description_search',
        // The list's columns and its fixed filter, each with the id that breaks ties.
        'test_gadget_name_sort',
        'test_gadget_price_sort',
        'test_gadget_active_sort',
      ]),
    );
    expect(await indexDefinition('test_gadget_name_sort')).toMatch(/USING btree \(name, id_test_gadget\)$/);
    expect(await indexDefinition('test_gadget_name_description_search')).toMatch(
      /USING gin \(\(\(\(COALESCE\(name, ''::text\) \|\| ' '::text\) \|\| COALESCE\(description, ''::text\)\)\) gin_trgm_ops\)$/,
    );
    await expect(
      sql`insert into test_gadget (name, id_test_maker) values ('x', 424242)`.execute(test.database.db),
    ).rejects.toThrow();
  });

  it('changes nothing on a second run', async () => {
    expect(
      await syncSchema(
        test.database.db,
        registryWith(() => undefined),
      ),
    ).toEqual([]);
  });

  it('adds new fields, soft delete, versions and search indexes to existing tables', async () => {
    await sql`insert into test_maker (name) values ('Before the change')`.execute(test.database.db);
    const registry = registryWith(makerGrown);
    const statements = await syncSchema(test.database.db, registry);
    expect(statements.every((statement) => /^(alter table .* add column|create index)/.test(statement))).toBe(true);
    const { rows } = await sql<Record<string, unknown>>`select * from test_maker`.execute(test.database.db);
    expect(rows[0]).toMatchObject({
      name: 'Before the change',
      founded: null,
      rating: 3,
      deleted_at: null,
      version: 1,
    });
    expect(await indexes('test_maker')).toContain('test_maker_motto_trgm');
    expect(await syncSchema(test.database.db, registry)).toEqual([]);
  });

  it('indexes a field that asks for it, and none that opts out of its list column', async () => {
    const registry = registryWith((files) => {
      makerGrown(files);
      const { maker, resources } = files;
      maker.properties.serial = { type: ['string', 'null'], maxLength: 40, 'x-index': true };
      maker.properties.slogan = { type: ['string', 'null'], maxLength: 40, 'x-index': false };
      resources[0].list = { columns: ['name', 'slogan'] };
    });
    await syncSchema(test.database.db, registry);
    const made = await indexes('test_maker');
    expect(made).toEqual(expect.arrayContaining(['test_maker_serial_sort', 'test_maker_name_sort']));
    expect(made).not.toContain('test_maker_slogan_sort');
  });

  it.each([
    [
      'a changed type',
      ({ maker }: { maker: Json }) => (maker.properties.country = { type: ['integer', 'null'] }),
      /test_maker\.country is text in the database but integer/,
    ],
    [
      'a removed field',
      ({ maker }: { maker: Json }) => delete maker.properties.country,
      /test_maker\.country is in the database but not in schemas\/test\/maker\.json: removing a field needs a migration/,
    ],
  ])('refuses %s, changing nothing', async (_case, change, message) => {
    const registry = registryWith((files) => {
      files.maker.properties.founded = { type: ['integer', 'null'] };
      files.maker.properties.rating = { type: 'number', default: 3 };
      files.maker.properties.motto = { type: ['string', 'null'] };
      files.maker['x-soft-delete'] = true;
      files.maker['x-concurrency'] = true;
      files.maker.properties.added_too = { type: ['string', 'null'] };
      files.resources[0].search = ['name', 'motto'];
      change(files);
    });
    const before = await columns('test_maker');
    const attempt = syncSchema(test.database.db, registry);
    await expect(attempt).rejects.toThrow(SchemaSyncError);
    await expect(attempt).rejects.toThrow(message);
    expect(await columns('test_maker')).toEqual(before);
  });
});
