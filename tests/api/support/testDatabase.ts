import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/db/database.ts';

export interface TestDatabase {
  database: Database;
  /** Closes the database and removes it (the PGlite directory, or the PostgreSQL database). */
  drop(): Promise<void>;
}

/**
 * A new, empty database for one test file: a PGlite directory of its own, or, when
 * DATABASE_URL is set, a PostgreSQL database of its own created on that server.
 */
export async function createTestDatabase({ onQuery }: { onQuery?: (sql: string) => void } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-api-'));
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
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir(), poolSize: 4, onQuery });
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
