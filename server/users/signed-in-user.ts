import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';

/** The user as `GET /userdata` and `POST /authentication` answer it. */
export interface SignedInUser {
  id_users: number;
  email: string;
  firstname: string | null;
  lastname: string | null;
  avatar: string | null;
  driver: boolean;
  lastLogin: Date | null;
  /** The sign-in before the latest one (the one the current session began with); null on the first. */
  previousLogin: Date | null;
  id_roles: number | null;
  vc_card: { id_vc_card: number; name: string; agencyId: number | null } | null;
  permissions: { admin: boolean; role: string | null; access: Record<string, boolean> };
}

export interface UserWithPassword {
  user: SignedInUser;
  /** Null until the user has set a password. */
  passwordHash: string | null;
  /** Access tokens of another version are revoked. */
  tokenVersion: number;
}

/** An active, not deleted user with role and card; undefined for anyone else. */
export async function findSignedInUser(
  db: Kysely<Tables>,
  by: { id: number } | { email: string },
): Promise<UserWithPassword | undefined> {
  let query = db
    .selectFrom('users')
    .leftJoin('roles', 'roles.id_roles', 'users.id_roles')
    .leftJoin('vc_card', 'vc_card.id_vc_card', 'users.id_vc_card')
    .select([
      'users.id_users',
      'users.email',
      'users.password',
      'users.firstname',
      'users.lastname',
      'users.avatar',
      'users.driver',
      'users.lastLogin',
      'users.id_roles',
      'users.token_version',
      'roles.role',
      'roles.admin',
      'roles.access',
      'vc_card.id_vc_card',
      'vc_card.name as card_name',
      'vc_card.agencyId',
      (eb) =>
        eb
          .selectFrom('login_event')
          .select('login_event.at')
          .whereRef('login_event.id_users', '=', 'users.id_users')
          .orderBy('login_event.at', 'desc')
          .orderBy('login_event.id_login_event', 'desc')
          .limit(1)
          .offset(1)
          .as('previousLogin'),
    ])
    .where('users.isActive', '=', true)
    .where('users.deleted_at', 'is', null);
  query =
    'id' in by
      ? query.where('users.id_users', '=', by.id)
      : query.where((eb) => eb(eb.fn('lower', ['users.email']), '=', by.email.trim().toLowerCase()));

  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return {
    passwordHash: row.password,
    tokenVersion: row.token_version,
    user: {
      id_users: row.id_users,
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      avatar: row.avatar,
      driver: row.driver,
      lastLogin: row.lastLogin,
      previousLogin: row.previousLogin,
      id_roles: row.id_roles,
      vc_card:
        row.id_vc_card === null
          ? null
          : { id_vc_card: row.id_vc_card, name: row.card_name ?? '', agencyId: row.agencyId },
      permissions: { admin: row.admin ?? false, role: row.role, access: row.access ?? {} },
    },
  };
}
