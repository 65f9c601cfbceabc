import { usePermissions } from '@refinedev/core';
import { mayUse, type PermissionHolder } from '../../registry/permission-check';

/**
 * What the signed-in user may do on the agency pages (spec 1 §6): whether they reach every agency
 * (an admin, agencyadmin-read) and so choose one, and whether they hold a right. The server checks
 * every call again.
 */
export function useAgencyRights() {
  const { data: permissions, isLoading } = usePermissions<PermissionHolder>({});
  const holds = (right: string) => permissions !== undefined && mayUse(permissions, [right]);
  return { loading: isLoading, reachesEveryAgency: holds('agencyadmin-read'), holds };
}
