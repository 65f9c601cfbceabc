import { mayDo, mayUse, type PermissionHolder } from '../../registry/permission-check';
import type { MenuEntry, MenuGroup, ResourceDefinition } from '../../registry/types';

/** What decides which parts of the menu a user sees. */
export interface MenuScope {
  permissions: PermissionHolder;
  /** A registry resource by name: an entry for a resource also needs the resource's list permission. */
  resource: (name: string) => ResourceDefinition | undefined;
  /** The paths a page exists for; entries leading elsewhere stay hidden. */
  paths: ReadonlySet<string>;
  /** The installation the console runs in (the tenant's host), for entries bound to one. */
  installation: string | undefined;
}

export interface VisibleGroup {
  key: string;
  label: string;
  icon?: string;
  entries: readonly MenuEntry[];
  /** A group whose only entry bears its name (the dashboard) is shown as that entry alone. */
  flat: boolean;
}

/** A route without its query (`/litshare?open=now` leads to `/litshare`). */
const pathOf = (route: string) => route.replace(/[?#].*$/, '');

function showsEntry(entry: MenuEntry, scope: MenuScope): boolean {
  const { permissions } = scope;
  if (!scope.paths.has(pathOf(entry.route))) return false;
  if (entry.installation !== undefined && entry.installation !== scope.installation) return false;
  if (entry.adminOnly && !permissions.admin) return false;
  if (!mayUse(permissions, entry.permission, { superadmin: entry.superadmin })) return false;
  const resource = entry.resource === undefined ? undefined : scope.resource(entry.resource);
  return !resource || mayDo(permissions, resource.permission, 'list');
}

/**
 * The side menu a user sees (spec 1 §2): a group needs one of its permissions (none: everyone;
 * superadmin groups only superadmins) and at least one entry to show; an entry needs one of its
 * permissions, admin for `adminOnly`, its installation, and a page to lead to.
 */
export function visibleMenu(menu: readonly MenuGroup[], scope: MenuScope): VisibleGroup[] {
  return menu.flatMap((group) => {
    if (!mayUse(scope.permissions, group.permission, { superadmin: group.superadmin })) return [];
    const entries = group.entries.filter((entry) => showsEntry(entry, scope));
    if (entries.length === 0) return [];
    const flat = group.entries.length === 1 && entries[0]?.label === group.label;
    return [{ key: group.key, label: group.label, icon: group.icon, entries, flat }];
  });
}

const leadsTo = (route: string, pathname: string) => {
  const path = pathOf(route);
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
};

/** The entry the current page belongs to: the one with the longest route that is the path or above it. */
export function activeEntry(groups: readonly VisibleGroup[], pathname: string) {
  let active: { group: string; route: string } | undefined;
  for (const group of groups) {
    for (const { route } of group.entries) {
      if (leadsTo(route, pathname) && pathOf(route).length > pathOf(active?.route ?? '').length)
        active = { group: group.key, route };
    }
  }
  return active;
}
