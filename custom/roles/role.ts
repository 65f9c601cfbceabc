/** The registry resource of roles (spec 1 §3: id_roles, role, access map, admin flag). */
export const ROLES_RESOURCE = 'system/roles';

export interface Role {
  id: number;
  id_roles: number;
  role: string;
  admin: boolean;
  access: Record<string, boolean>;
}

/** What the editor saves: the access map holds only granted rights. */
export interface RoleValues {
  role: string;
  admin: boolean;
  access: Record<string, true>;
}

export function countGranted(access: Readonly<Record<string, boolean>>): number {
  return Object.values(access).filter((granted) => granted === true).length;
}
