import type { Kysely } from 'kysely';
import type { Tables } from '../../../db/tables.ts';

export interface AccountRow {
  id_users: number;
  email: string;
  firstname: string | null;
  lastname: string | null;
  isActive: boolean;
  driver: boolean;
  hasPassword: boolean;
}

/** The account of an email address, not in the trash; case does not matter. */
export async function findAccount(db: Kysely<Tables>, email: string): Promise<AccountRow | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id_users', 'email', 'firstname', 'lastname', 'isActive', 'driver', 'password'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { password, ...account } = row;
  return { ...account, hasPassword: password !== null };
}

export async function findAccountById(db: Kysely<Tables>, id: number) {
  return db
    .selectFrom('users')
    .select(['id_users', 'email'])
    .where('id_users', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
