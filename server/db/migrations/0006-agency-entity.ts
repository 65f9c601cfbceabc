import { sql, type Kysely } from 'kysely';

/**
 * Agencies become a registry entity and a customer's agency one of its references: the index of
 * that reference takes the name the registry gives it, so that the schema sync does not add a twin.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter index vc_card_agency_idx rename to "vc_card_agencyId_idx"`.execute(db);
}
