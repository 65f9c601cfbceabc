import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/database.ts';
import { loadRegistry } from '../../../server/areas/load-registry.ts';
import { seedTestDatabase } from './seedTestDatabase.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Closed PGlite clusters that test files copy: one empty, one with the repository's schema and demo data. */
    pgliteTemplates: { empty: string; seeded: string };
    /** On PostgreSQL (DATABASE_URL), a database with the repository's schema and demo data to create others from. */
    postgresTemplate: string | undefined;
  }
}

/**
 * The API project's global set-up. PGlite's initdb (WebAssembly, about three seconds), the migrations,
 * the schema and the demo logins are made once per run, not once per test file: each file copies a
 * template (testDatabase.ts), which keeps the API tests within CI's time.
 */
export default async function setup(project: TestProject) {
  const registry = loadRegistry(fileURLToPath(new URL('../../..', import.meta.url)));
  const dirs = [mkdtempSync(join(tmpdir(), 'backoffice-empty-')), mkdtempSync(join(tmpdir(), 'backoffice-seeded-'))];
  const [emptyDir = '', seededDir = ''] = dirs;
  await (await openDatabase({ dataDir: emptyDir })).close();
  const seeded = await openDatabase({ dataDir: seededDir });
  await seedTestDatabase(seeded, registry);
  await seeded.close();
  project.provide('pgliteTemplates', { empty: join(emptyDir, 'pglite'), seeded: join(seededDir, 'pglite') });

  const serverUrl = process.env.DATABASE_URL;
  const postgresTemplate = serverUrl ? `test_template_${randomBytes(6).toString('hex')}` : undefined;
  if (serverUrl && postgresTemplate) {
    await adminQuery(serverUrl, `create database ${postgresTemplate}`);
    const url = new URL(serverUrl);
    url.pathname = `/${postgresTemplate}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir(), poolSize: 2 });
    await seedTestDatabase(database, registry);
    await database.close();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    if (serverUrl && postgresTemplate)
      await adminQuery(serverUrl, `drop database if exists ${postgresTemplate} with (force)`);
  };
}

async function adminQuery(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
