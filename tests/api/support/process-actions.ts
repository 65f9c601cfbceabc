import type { Kysely } from 'kysely';
import type { Tables } from '../../../server/db/tables.ts';

/** Our process row as the actions leave it: whether it is there, its status, its claim and how many history rows it has. */
export async function processState(db: Kysely<Tables>, id: number) {
  const row = await db
    .selectFrom('pc_process')
    .select(['status', 'processing_since'])
    .where('id_pc_process', '=', id)
    .executeTakeFirst();
  const history = await db
    .selectFrom('audit_log')
    .select(({ fn }) => fn.countAll<string>().as('count'))
    .where('resource', '=', 'processes/processes')
    .where('record_id', '=', String(id))
    .executeTakeFirstOrThrow();
  return { exists: row !== undefined, ...row, history: Number(history.count) };
}

/** The newest history row of the process. */
export const lastHistory = (db: Kysely<Tables>, id: number) =>
  db
    .selectFrom('audit_log')
    .selectAll()
    .where('resource', '=', 'processes/processes')
    .where('record_id', '=', String(id))
    .orderBy('id_audit_log', 'desc')
    .executeTakeFirstOrThrow();

/** A customer card of the agency (or of none), to book processes by. */
export const customerCard = async (db: Kysely<Tables>, name: string, agencyId: number | null) =>
  (await db.insertInto('vc_card').values({ name, agencyId }).returning('id_vc_card').executeTakeFirstOrThrow())
    .id_vc_card;

/** The agency of the demo agency login, and its token after its role was given `extra` rights. */
export async function agencyStaff(db: Kysely<Tables>, extra: readonly string[]) {
  const role = await db
    .selectFrom('roles')
    .select(['id_roles', 'access'])
    .where('role', '=', 'agency staff')
    .executeTakeFirstOrThrow();
  const access = {
    ...(role.access as Record<string, boolean>),
    ...Object.fromEntries(extra.map((right) => [right, true])),
  };
  await db
    .updateTable('roles')
    .set({ access: JSON.stringify(access) })
    .where('id_roles', '=', role.id_roles)
    .execute();
  const card = await db
    .selectFrom('users')
    .innerJoin('vc_card', 'vc_card.id_vc_card', 'users.id_vc_card')
    .select('vc_card.agencyId')
    .where('users.email', '=', 'agency@demo.local')
    .executeTakeFirstOrThrow();
  return card.agencyId as number;
}
