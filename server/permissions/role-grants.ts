import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';
import type { Condition } from '../crud/query/build-where.ts';
import type { SignedInUser } from '../users/signed-in-user.ts';
import { isSuperadmin, mayUse, SUPERADMIN_ROLE, type PermissionHolder } from '../../registry/permission-check.ts';

export interface GrantedRole {
  role: string;
  admin: boolean;
  access: Readonly<Record<string, boolean>> | null;
}

/**
 * A user grants only what they hold: a role whose superadmin standing, admin flag and every right
 * they have themselves. Whoever passes every check (an admin) holds every right.
 */
export function mayGrant(permissions: PermissionHolder, role: GrantedRole): boolean {
  if (role.admin && role.role === SUPERADMIN_ROLE) return isSuperadmin(permissions);
  if (role.admin) return permissions.admin;
  return Object.entries(role.access ?? {}).every(([right, granted]) => !granted || mayUse(permissions, [right]));
}

/** The role with the id, or undefined. */
export async function findRole(db: Kysely<Tables>, id: number): Promise<GrantedRole | undefined> {
  return db.selectFrom('roles').select(['role', 'admin', 'access']).where('id_roles', '=', id).executeTakeFirst();
}

/** The same rule in SQL, over the roles table: the roles the user could grant. */
export function grantableRoles(user: SignedInUser): Condition {
  if (isSuperadmin(user.permissions)) return () => sql<boolean>`true`;
  const superadmin = sql<boolean>`(admin and role = ${SUPERADMIN_ROLE})`;
  if (user.permissions.admin) return () => sql<boolean>`not ${superadmin}`;
  const held = Object.entries(user.permissions.access)
    .filter(([, granted]) => granted === true)
    .map(([right]) => right);
  return () =>
    sql<boolean>`(not admin and not exists (
      select 1 from jsonb_each(coalesce(access, '{}'::jsonb)) as granted(right_name, value)
      where granted.value = 'true'::jsonb and not (granted.right_name = any(${held}::text[]))
    ))`;
}
