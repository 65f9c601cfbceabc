import { sql, type Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { writeAudit } from '../../crud/audit.ts';
import { transact } from '../../crud/crud-context.ts';
import type { Tables } from '../../db/tables.ts';
import { ApiError } from '../../errors.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { userLink } from './user-process-queries.ts';

/** 404 `login.process_not_found`: no such booking number, or one the user did not book. */
const processNotFound = () =>
  new ApiError('NotFound', 'No booking was found with this booking number', {
    errors: [{ key: 'login.process_not_found' }],
  });

/** Whether the user's email is one of the card's email entries (case does not matter). */
async function cardHasEmail(db: Kysely<Tables>, cardId: number, email: string) {
  const row = await db
    .selectFrom('vc_card')
    .select('id_vc_card')
    .where('id_vc_card', '=', cardId)
    .where(
      sql<boolean>`exists (select 1 from jsonb_array_elements(contacts) entry where (entry->>'id_vc_field_type') = '1' and lower(entry->>'value') = lower(${email}))`,
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * `PUT /login-vorgang/{number}` (spec 2 §7): adds the process with this booking number to the user's
 * processes, once. Only the booker may: the user's card is the booker's card, or the user's email is
 * one of its addresses; anyone else is told there is no such booking (nothing is given away). The
 * booker's card adding a travel request (status 1) is the booker's confirmation of it.
 */
export async function linkProcess(
  db: Kysely<Tables>,
  processes: ResourceDefinition,
  user: SignedInUser,
  number: string,
  ip: string,
) {
  const process = await db
    .selectFrom('pc_process')
    .select(['id_pc_process', 'vc_card_booker', 'status', 'booker_confirmed_at'])
    .where('number', '=', number)
    .executeTakeFirst();
  const booker = process?.vc_card_booker;
  if (!process || booker == null) throw processNotFound();
  const ownCard = user.vc_card?.id_vc_card === booker;
  if (!ownCard && !(await cardHasEmail(db, booker, user.email))) throw processNotFound();

  const created = await transact(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`users_vorgaenge:${user.id_users}:${process.id_pc_process}`}))`.execute(
      trx,
    );
    const there = await trx
      .selectFrom('users_vorgaenge')
      .select('id_users_vorgaenge')
      .where('id_users', '=', user.id_users)
      .where('id_pc_process', '=', process.id_pc_process)
      .executeTakeFirst();
    if (ownCard && process.status === '1' && process.booker_confirmed_at === null)
      await confirmTravelRequest(trx, processes, process.id_pc_process, { userId: user.id_users, ip });
    if (there) return { id: there.id_users_vorgaenge, created: false };
    const link = await trx
      .insertInto('users_vorgaenge')
      .values({
        id_users: user.id_users,
        id_pc_process: process.id_pc_process,
        created_by: user.id_users,
        updated_by: user.id_users,
      })
      .returning('id_users_vorgaenge')
      .executeTakeFirstOrThrow();
    return { id: link.id_users_vorgaenge, created: true };
  });
  return { created: created.created, ...(await userLink(db, user.id_users, created.id)) };
}

/** The booker confirms their travel request: `booker_confirmed_at` is set, with a history row. */
async function confirmTravelRequest(
  trx: Kysely<Tables>,
  processes: ResourceDefinition,
  processId: number,
  { userId, ip }: { userId: number; ip: string },
) {
  const after = await trx
    .updateTable('pc_process')
    .set({ booker_confirmed_at: sql<Date>`now()`, updated_at: sql<Date>`now()`, updated_by: userId })
    .where('id_pc_process', '=', processId)
    .where('booker_confirmed_at', 'is', null)
    .returning(['id_pc_process', 'booker_confirmed_at'])
    .executeTakeFirst();
  if (!after) return;
  await writeAudit(trx, processes.entity, {
    userId,
    ip,
    resource: processes.name,
    recordId: processId,
    action: 'update',
    before: { booker_confirmed_at: null },
    after: { booker_confirmed_at: after.booker_confirmed_at },
  });
}
