import type { AccessControlProvider } from '@refinedev/core';
import { mayDo, mayUse, neededFor } from '../../registry/permission-check';
import type { Action } from '../../registry/types';
import { loadUserdata } from '../auth/userdata';
import { loadRegistry } from '../registry/loadRegistry';

/** Refine's actions as the registry's: a copy is a create. */
const REGISTRY_ACTIONS: Readonly<Record<string, Action>> = {
  list: 'list',
  show: 'read',
  create: 'create',
  edit: 'update',
  delete: 'delete',
  clone: 'create',
};

/** The rights a page at an address of its own names (`params.permission`), which stand for its resource's. */
function pagePermission(params: Record<string, unknown> | undefined): readonly string[] | undefined {
  const named = params?.permission;
  return Array.isArray(named) && named.length > 0 ? (named as string[]) : undefined;
}

/**
 * Decides what the console shows, by the rule the server enforces (spec 1 §6). A resource the
 * registry does not know (the dashboard) is for every signed-in user; an action it does not
 * know is refused.
 */
export const accessControlProvider: AccessControlProvider = {
  async can({ resource: name, action, params }) {
    const resource = name ? (await loadRegistry()).resource(name) : undefined;
    if (!resource) return { can: true };
    const registryAction = REGISTRY_ACTIONS[action];
    if (!registryAction) return { can: false, reason: `Unknown action "${action}"` };
    const own = pagePermission(params);
    try {
      const { permissions } = await loadUserdata();
      if (own) return mayUse(permissions, own) ? { can: true } : { can: false, reason: own.join(' | ') };
      return mayDo(permissions, resource.permission, registryAction)
        ? { can: true }
        : { can: false, reason: neededFor(resource.permission, registryAction) };
    } catch {
      return { can: false, reason: 'not signed in' };
    }
  },
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: true },
    // Answers are not kept once no page asks: the next user signing in in this tab must not see them.
    queryOptions: { gcTime: 0 },
  },
};
