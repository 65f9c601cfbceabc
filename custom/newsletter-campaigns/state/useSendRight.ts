import { usePermissions } from '@refinedev/core';
import { mayUse, type PermissionHolder } from '../../../registry/permission-check';

/** Whether the user may make Mailjet mail (`newsletter-send`): test sends, scheduling, sending. The server checks every call again. */
export function useSendRight(): boolean {
  const { data: permissions } = usePermissions<PermissionHolder>({});
  return permissions !== undefined && mayUse(permissions, ['newsletter-send']);
}
