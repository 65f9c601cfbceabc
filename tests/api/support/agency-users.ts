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

/** A new user whose role grants exactly `access` and whose card belongs to `agencyId` (none: null): their email, id and token. */
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
  const user = await db
    .updateTable('users')
    .set({ id_vc_card: card.id_vc_card })
    .where('email', '=', email)
    .returning('id_users')
    .executeTakeFirstOrThrow();
  return { email, userId: user.id_users, token: await mintToken(db, email) };
}

/** The agency that is Ratio's agency `ratio_id` here: the demo agency takes Ratio's number 1, others are added. */
export async function agencyOfRatio(db: Kysely<Tables>, ratioId: number, name: string, commissionRate = 10) {
  const there = await db.selectFrom('agency').select('id_agency').where('ratio_id', '=', ratioId).executeTakeFirst();
  const demo =
    there ??
    (ratioId === 1
      ? await db.selectFrom('agency').select('id_agency').where('name', '=', name).executeTakeFirst()
      : undefined);
  if (demo) {
    await db
      .updateTable('agency')
      .set({ ratio_id: ratioId, commission_rate: commissionRate })
      .where('id_agency', '=', demo.id_agency)
      .execute();
    return demo.id_agency;
  }
  const row = await db
    .insertInto('agency')
    .values({ name, ratio_id: ratioId, commission_rate: commissionRate })
    .returning('id_agency')
    .executeTakeFirstOrThrow();
  return row.id_agency;
}
