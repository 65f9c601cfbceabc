import type { Kysely } from 'kysely';
import type { Tables } from '../../../server/db/tables.ts';
import { mintToken } from './mintedTokens.ts';
import { insertUserWith } from './ticketRows.ts';

/** A new agency of that name. */
export async function insertAgency(db: Kysely<Tables>, name: string, values: { ratio_id?: number } = {}) {
  const row = await db
    .insertInto('agency')
    .values({ name, ...values })
    .returning('id_agency')
    .executeTakeFirstOrThrow();
  return row.id_agency;
}

/** A new user whose role grants exactly `access` and whose card belongs to `agencyId` (none: null), and their token. */
export async function agencyUser(
  db: Kysely<Tables>,
  label: string,
  access: readonly string[],
  agencyId: number | null,
) {
  const { email } = await insertUserWith(db, label, access, 'minted-token-user');
  const card = await db
    .insertInto('vc_card')
    .values({ name: label, agencyId })
    .returning('id_vc_card')
    .executeTakeFirstOrThrow();
  await db.updateTable('users').set({ id_vc_card: card.id_vc_card }).where('email', '=', email).execute();
  return { email, token: await mintToken(db, email) };
}
