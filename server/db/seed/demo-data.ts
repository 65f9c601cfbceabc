import type { Kysely } from 'kysely';
import type { Tables } from '../tables.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { demoTenants, seedTenants } from './tenants.ts';
import { seedTicketCatalogue } from './ticket-catalogue.ts';

/** The demo data set: logins and roles, two white-label tenants, the ticket catalogue. Whatever exists already is kept. */
export async function seedDemoData(db: Kysely<Tables>) {
  const { created } = await seedDemoAccounts(db);
  await seedTenants(db, demoTenants);
  const catalogue = await seedTicketCatalogue(db);
  return { logins: created, catalogue };
}
