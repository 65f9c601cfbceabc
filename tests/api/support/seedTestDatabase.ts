import type { Registry } from '../../../registry/types.ts';
import type { Database } from '../../../server/db/database.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { syncSchema } from '../../../server/db/schema-sync/sync-schema.ts';
import { seedDemoAccounts } from '../../../server/db/seed/demo-accounts.ts';
import { demoTenants } from '../../../server/areas/system/seed/demo-tenants.ts';
import { baseTenants, seedTenants } from '../../../server/db/seed/tenants.ts';

/** What a test app's database holds before its tests: the schema of a registry, the demo logins and tenants. */
export async function seedTestDatabase(database: Database, registry: Registry) {
  await migrate(database.db);
  await syncSchema(database.db, registry);
  await seedDemoAccounts(database.db);
  if (registry.entities['system/tenant']) await seedTenants(database.db, registry, [...baseTenants, ...demoTenants]);
}
