import type { Action, ResourceDefinition } from './types';

/** A signed-in user's permissions as `GET /userdata` answers them. */
export interface PermissionHolder {
  admin: boolean;
  role: string | null;
  access: Readonly<Record<string, boolean>>;
}

/** The role name that, with the admin flag, makes a superadmin (spec 1 §6). */
export const SUPERADMIN_ROLE = 'superadmin';

export function isSuperadmin(permissions: PermissionHolder): boolean {
  return permissions.admin && permissions.role === SUPERADMIN_ROLE;
}

/**
 * The rule of spec 1 §6, shared by server and console: what needs a superadmin passes only
 * superadmins, what is `adminOnly` only users with the admin flag; otherwise an admin passes every check, an empty list lets every signed-in user
 * through, and anyone else needs one of the named rights set to true (deny by default). The name
 * `superadmin` in the list is a right only the superadmin holds (settings: read by all, written by
 * the superadmin).
 */
export function mayUse(
  permissions: PermissionHolder,
  needed: readonly string[],
  options: { superadmin?: boolean; adminOnly?: boolean } = {},
): boolean {
  if (options.superadmin) return isSuperadmin(permissions);
  if (options.adminOnly && !permissions.admin) return false;
  if (needed.length === 0 || isSuperadmin(permissions)) return true;
  const named = needed.filter((name) => name !== SUPERADMIN_ROLE);
  if (permissions.admin) return named.length > 0;
  return named.some((name) => permissions.access[name] === true);
}

/**
 * Whether the user may do the action on a resource: the one access rule of the product, which the
 * server enforces on every call and the console follows to decide what it shows.
 */
export function mayDo(
  permissions: PermissionHolder,
  permission: ResourceDefinition['permission'],
  action: Action,
): boolean {
  return mayUse(permissions, permission[action], {
    superadmin: permission.superadmin,
    adminOnly: permission.adminOnly,
  });
}

/** What the action needs, as a refusal names it: `superadmin`, `admin`, or the rights any one of which suffices (`a | b`). */
export function neededFor(permission: ResourceDefinition['permission'], action: Action): string {
  if (permission.superadmin) return SUPERADMIN_ROLE;
  return permission.adminOnly ? 'admin' : permission[action].join(' | ');
}

/**
 * A field's own rights (`x-access`), besides its resource's: any one of the names suffices (an
 * admin holds them all); `superadmin` passes only a superadmin; none: nothing more is needed.
 */
export function holdsFieldRight(permissions: PermissionHolder, rights: readonly string[]): boolean {
  if (rights.length === 0 || isSuperadmin(permissions)) return true;
  const named = rights.filter((right) => right !== SUPERADMIN_ROLE);
  return named.length > 0 && mayUse(permissions, named);
}
