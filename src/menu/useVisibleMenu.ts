import { usePermissions } from '@refinedev/core';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { Permissions } from '../auth/userdata';
import { registry } from '../registry/registry';
import { menuPaths } from '../routing/screenRoutes';
import { useTenant } from '../tenant/TenantProvider';
import { activeEntry, visibleMenu } from './visibleMenu';

const PATHS = menuPaths(registry.resources);

/** The signed-in user's side menu and the entry of the current page. */
export function useVisibleMenu() {
  const { data: permissions } = usePermissions<Permissions>({});
  const installation = useTenant()?.host;
  const { pathname } = useLocation();
  const groups = useMemo(
    () =>
      permissions
        ? visibleMenu(registry.menu, { permissions, resource: registry.resource, paths: PATHS, installation })
        : [],
    [permissions, installation],
  );
  return { groups, active: activeEntry(groups, pathname) };
}
