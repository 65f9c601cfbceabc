import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../database.ts';
import { migrate } from '../migrate.ts';
import { syncSchema } from '../schema-sync/sync-schema.ts';
import { loadRegistry } from '../../registry/load-registry.ts';
import { ENTITY_TABLES_FILE, entityTablesSource } from './entity-tables-source.ts';

// `npm run generate:tables`: makes the tables in a new embedded database, then writes their types.
const rootDir = process.cwd();
const registry = loadRegistry(rootDir);
const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-tables-'));
const database = await openDatabase({ dataDir });
try {
  await migrate(database.db);
  await syncSchema(database.db, registry);
  writeFileSync(join(rootDir, ENTITY_TABLES_FILE), await entityTablesSource(rootDir, database.db, registry));
  console.log(`Wrote ${ENTITY_TABLES_FILE}.`);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
