import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseOptions } from '../../../server/db/database.ts';

export interface TestDatabase {
  database: Database;
  /** Closes the database and removes it (the PGlite directory, or the PostgreSQL database). */
  drop(): Promise<void>;
}

/**
 * A new database for one test file, empty or seeded: a PGlite directory of its own (a copy of the
 * run's template, see databaseTemplates.ts), or, when DATABASE_URL is set, a PostgreSQL database of
 * its own created on that server.
 */
export async function createTestDatabase({
  onQuery,
  seeded = false,
  pool,
}: {
  onQuery?: (sql: string) => void;
  /** PostgreSQL's pool and its queue, where a test needs them small. */
  pool?: Pick<DatabaseOptions, 'poolSize' | 'poolQueueLimit' | 'poolWaitMs'>;
  /** With the repository's schema and demo data already in (databaseTemplates.ts), else empty. */
  seeded?: boolean;
} = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-api-'));
    const templates = inject('pgliteTemplates');
    cpSync(seeded ? templates.seeded : templates.empty, join(dataDir, 'pglite'), { recursive: true });
    const database = await openDatabase({ dataDir, onQuery });
    return {
      database,
      async drop() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(`create database ${name}${seeded && template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: tmpdir(),
    poolSize: 4,
    ...pool,
    onQuery,
  });
  return {
    database,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
