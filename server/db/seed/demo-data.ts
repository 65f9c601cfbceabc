import type { Kysely } from 'kysely';
import type { Tables } from '../tables.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedTicketCatalogue } from './ticket-catalogue.ts';

/** The demo data set: logins and roles, then the ticket catalogue. Whatever exists already is kept. */
export async function seedDemoData(db: Kysely<Tables>) {
  const { created } = await seedDemoAccounts(db);
  const catalogue = await seedTicketCatalogue(db);
  return { logins: created, catalogue };
}
