import { usePermissions } from '@refinedev/core';
import { mayUse, type PermissionHolder } from '../../../registry/permission-check';

/** Whether the user may send push messages (`pushmessages-update`). The server checks the call again. */
export function useSendRight(): boolean {
  const { data: permissions } = usePermissions<PermissionHolder>({});
  return permissions !== undefined && mayUse(permissions, ['pushmessages-update']);
}
