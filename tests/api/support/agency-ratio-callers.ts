import type { Kysely } from 'kysely';
import type { Tables } from '../../../server/db/tables.ts';
import { mintToken, tokenWithRights } from './mintedTokens.ts';

/** Ratio's numbers of the demo agency and of a second agency (the emulator's agencies 1 and 2). */
export const OWN_RATIO_ID = 1;
export const OTHER_RATIO_ID = 2;

/**
 * The callers of the agency calls: `agency@demo.local` (staff of the demo agency, Ratio's agency 1),
 * `admin@demo.local`, an agency administrator (`agencyadmin-read`), a user with `agencydata-read`
 * whose card has no agency, and `tickets@demo.local` without agency rights; with our ids of the
 * demo agency (`own`) and of Ratio's agency 2 (`other`).
 */
export async function agencyRatioCallers(db: Kysely<Tables>) {
  const staff = await db
    .selectFrom('users')
    .innerJoin('vc_card', 'vc_card.id_vc_card', 'users.id_vc_card')
    .select('vc_card.agencyId')
    .where('users.email', '=', 'agency@demo.local')
    .executeTakeFirstOrThrow();
  const own = staff.agencyId as number;
  await db.updateTable('agency').set({ ratio_id: null }).where('ratio_id', '=', OWN_RATIO_ID).execute();
  await db.updateTable('agency').set({ ratio_id: OWN_RATIO_ID }).where('id_agency', '=', own).execute();
  const other =
    (await db.selectFrom('agency').select('id_agency').where('ratio_id', '=', OTHER_RATIO_ID).executeTakeFirst()) ??
    (await db
      .insertInto('agency')
      .values({ name: 'Reisewelt Alpenblick', city: 'Innsbruck', ratio_id: OTHER_RATIO_ID })
      .returning('id_agency')
      .executeTakeFirstOrThrow());

  const none = await tokenWithRights(db, 'agency data without agency', ['agencydata-read', 'process-read']);
  const card = await db
    .insertInto('vc_card')
    .values({ name: 'Ohne Agentur', agencyId: null })
    .returning('id_vc_card')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ id_vc_card: card.id_vc_card })
    .where('email', '=', 'agency.data.without.agency@rights.test')
    .execute();

  return {
    agencies: { own, other: other.id_agency },
    tokens: {
      staff: await mintToken(db, 'agency@demo.local'),
      admin: await mintToken(db, 'admin@demo.local'),
      agencyadmin: await tokenWithRights(db, 'agency administrator', ['agencyadmin-read', 'agencydata-read']),
      none,
      tickets: await mintToken(db, 'tickets@demo.local'),
    },
  };
}

export type AgencyCaller = keyof Awaited<ReturnType<typeof agencyRatioCallers>>['tokens'];
