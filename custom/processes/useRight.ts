import { usePermissions } from '@refinedev/core';
import { mayUse, type PermissionHolder } from '../../registry/permission-check';

/** Whether the signed-in user holds a right (spec 1 §6), to offer an action; the server checks every call again. */
export function useRight(right: string): boolean {
  const { data: permissions } = usePermissions<PermissionHolder>({});
  return permissions !== undefined && mayUse(permissions, [right]);
}
