import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index.ts';

export interface MigrationOutcome {
  /** Names of the migrations this run applied, in order. */
  applied: string[];
  /** True when the database had no migration before this run: a new database. */
  created: boolean;
}

export class MigrationError extends Error {}

/** Applies every migration not yet applied, each in its own transaction, under Kysely's migration lock. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function migrate(db: Kysely<any>): Promise<MigrationOutcome> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const before = await migrator.getMigrations();
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return {
    applied: results.filter((result) => result.status === 'Success').map((result) => result.migrationName),
    created: before.every((migration) => migration.executedAt === undefined),
  };
}
