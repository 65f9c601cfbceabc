import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { format, resolveConfig } from 'prettier';
import type { Registry } from '../../../registry/types.ts';
import { introspect } from '../schema-sync/introspect.ts';
import { renderEntityTables } from './render-entity-tables.ts';

/** Where the generated table types live, relative to the repository. */
export const ENTITY_TABLES_FILE = 'server/db/entity-tables.ts';

/** The table types of the registry's entities in `db` (migrated and synced), formatted as the repository's code. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reads whichever tables the registry names
export async function entityTablesSource(rootDir: string, db: Kysely<any>, registry: Registry): Promise<string> {
  const existing = await introspect(
    db,
    Object.values(registry.entities).map((entity) => entity.table),
  );
  const path = join(rootDir, ENTITY_TABLES_FILE);
  const options = await resolveConfig(path);
  return format(renderEntityTables(registry, existing), { ...options, filepath: path });
}
