/** A signed-in user's permissions as `GET /userdata` answers them. */
export interface PermissionHolder {
  admin: boolean;
  role: string | null;
  access: Readonly<Record<string, boolean>>;
}

const SUPERADMIN_ROLE = 'superadmin';

export function isSuperadmin(permissions: PermissionHolder): boolean {
  return permissions.admin && permissions.role === SUPERADMIN_ROLE;
}

/**
 * The rule of spec 1 §6, shared by server and console: what needs a superadmin passes only
 * superadmins; otherwise an admin passes every check, an empty list lets every signed-in user
 * through, and anyone else needs one of the named rights set to true (deny by default).
 */
export function mayUse(
  permissions: PermissionHolder,
  needed: readonly string[],
  options: { superadmin?: boolean } = {},
): boolean {
  if (options.superadmin) return isSuperadmin(permissions);
  if (permissions.admin || needed.length === 0) return true;
  return needed.some((name) => permissions.access[name] === true);
}
