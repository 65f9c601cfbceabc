import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../../server/config.ts';
import { startServer } from '../../../server/start.ts';

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** For the server's config: a PostgreSQL database of its own, or none (PGlite in dataDir). */
  databaseUrl?: string;
  /** A temporary directory: the PGlite data, and the JWT secret in either case. */
  dataDir: string;
  /** Removes the database and the directory. Call after the server has stopped. */
  drop(): Promise<void>;
}

/**
 * A new, empty database for one bench run: with DATABASE_URL a database of its own created on
 * that server (which is left as it was), else a PGlite directory of its own.
 */
export async function createBenchDatabase(serverUrl = process.env.DATABASE_URL): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl) return { kind: 'pglite', dataDir, drop: async () => removeDir() };

  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    databaseUrl: url.toString(),
    dataDir,
    async drop() {
      await admin(`drop database if exists ${name} with (force)`);
      removeDir();
    },
  };
}

/** The product as `npm start` runs it, on a bench database, on a free loopback port, with the demo data, silent. */
export function startBenchServer(
  database: BenchDatabase,
  rootDir: string,
  { serveConsole }: { serveConsole: boolean },
) {
  return startServer(
    {
      ...loadConfig(),
      databaseUrl: database.databaseUrl,
      dataDir: database.dataDir,
      host: '127.0.0.1',
      port: 0,
      logLevel: 'silent',
      serveConsole,
      demoData: true,
    },
    rootDir,
  );
}
