import type { Action, ResourceDefinition } from '../../registry/types.ts';
import type { Condition } from '../crud/query/build-where.ts';
import { ApiError } from '../errors.ts';
import type { SignedInUser } from '../users/signed-in-user.ts';

export interface AccessRequest {
  user: SignedInUser;
  resource: ResourceDefinition;
  action: Action;
}

/** The rows the user may reach, as part of every query's WHERE, and the values their writes must carry. */
export interface RowScope {
  where?: Condition;
  assign?: Record<string, unknown>;
}

/**
 * Whether a user holds one of the named permissions (spec 1 §6): an admin (which a superadmin is)
 * passes every check, anyone else needs one of the names set in the role's access map. An empty
 * list means every signed-in user.
 */
export function holdsAny(user: SignedInUser, names: readonly string[]): boolean {
  if (user.permissions.admin) return true;
  if (names.length === 0) return true;
  return names.some((name) => user.permissions.access[name] === true);
}

/**
 * The one permission hook every resource route calls: it throws 403 when the user may not do the
 * action and answers the rows they may reach otherwise. Deny by default: a right the role's access
 * map does not set to true is not held.
 */
export function isSuperadmin(user: SignedInUser): boolean {
  return user.permissions.admin && user.permissions.role === 'superadmin';
}

export function authorize({ user, resource, action }: AccessRequest): RowScope {
  const needed = resource.permission[action];
  const allowed = resource.permission.superadmin ? isSuperadmin(user) : holdsAny(user, needed);
  if (!allowed) {
    throw new ApiError('Forbidden', 'You may not do this', {
      errors: [
        {
          key: 'error.forbidden',
          params: { permission: resource.permission.superadmin ? 'superadmin' : needed.join(' | ') },
        },
      ],
    });
  }
  return rowScope(user, resource);
}

/** Row rules: a user bound to an agency reaches, and writes, only rows of that agency. */
function rowScope(user: SignedInUser, resource: ResourceDefinition): RowScope {
  const field = resource.agencyField;
  const agencyId = user.vc_card?.agencyId;
  if (!field || user.permissions.admin || agencyId === null || agencyId === undefined) return {};
  return { where: (eb) => eb(eb.ref(field), '=', agencyId), assign: { [field]: agencyId } };
}
