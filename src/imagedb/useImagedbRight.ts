import { usePermissions } from '@refinedev/core';
import { mayUse, type PermissionHolder } from '../../registry/permission-check';

/** Whether the signed-in user holds an image-database right (spec 1 §6): `imagedb-read`, `imagedb-upload`, … */
export function useImagedbRight(right: string): boolean {
  const { data: permissions } = usePermissions<PermissionHolder>({});
  return permissions !== undefined && mayUse(permissions, [right]);
}
