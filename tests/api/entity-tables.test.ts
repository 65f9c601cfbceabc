import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENTITY_TABLES_FILE, entityTablesSource } from '../../server/db/row-types/entity-tables-source.ts';
import { loadRegistry } from '../../server/registry/load-registry.ts';
import { createTestDatabase, type TestDatabase } from './support/testDatabase.ts';

// The Kysely types of the entities' tables are written from schemas/ and the tables they make
// (`npm run generate:tables`): an entity file changed without them fails here.

const rootDir = fileURLToPath(new URL('../..', import.meta.url));
let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase({ seeded: true });
});
afterAll(() => test.drop());

it('the table types of the entities match the schemas and the database', async () => {
  const expected = await entityTablesSource(rootDir, test.database.db, loadRegistry(rootDir));
  const written = readFileSync(join(rootDir, ENTITY_TABLES_FILE), 'utf8');
  expect(written, `${ENTITY_TABLES_FILE} is stale: run npm run generate:tables`).toBe(expected);
});

it('types every column of an entity as its field and the database say', async () => {
  const source = await entityTablesSource(rootDir, test.database.db, loadRegistry(rootDir));
  const users = source.slice(source.indexOf('export interface UsersUserRow'));
  // NOT NULL with a default: read as a number, left out of an insert.
  expect(users).toContain('token_version: ColumnType<number, number | undefined, number>;');
  // An enum of integers, nullable.
  expect(users).toContain('salutation: ColumnType<0 | 1 | 2 | null, 0 | 1 | 2 | null | undefined, 0 | 1 | 2 | null>;');
  // JSON: read typed by the field's schema, written as text.
  expect(users).toContain(
    'contacts: ColumnType<Array<{ key: string; value: string; id_vc_field_type: 1 | 2 }>, string | undefined, string>;',
  );
  expect(source).toMatch(/access: ColumnType<Record<string, boolean>, string \| undefined, string>;/);
});
