import { ConfigError } from './config.ts';
import { MissingResourceError } from './core/area-resources.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { MigrationError } from './db/migrate.ts';
import { SchemaSyncError } from './db/schema-sync/sync-schema.ts';
import { RegistryError } from '../registry/registry-error.ts';

/** Known start-up failures print one clear line; anything else prints its stack. Exits 1. */
export function exitWithStartupError(error: unknown): never {
  const known =
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof MigrationError ||
    error instanceof MissingResourceError ||
    error instanceof RegistryError ||
    error instanceof SchemaSyncError;
  console.error(known ? `Cannot start: ${error.message}` : error);
  process.exit(1);
}
