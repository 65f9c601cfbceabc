import type { Action, ResourceDefinition } from '../../registry/types.ts';
import type { Condition } from '../crud/query/build-where.ts';
import type { SignedInUser } from '../users/signed-in-user.ts';

export interface AccessRequest {
  user: SignedInUser;
  resource: ResourceDefinition;
  action: Action;
}

/** The rows the user may reach: a condition added to every query's WHERE, or undefined for all rows. */
export interface RowScope {
  where?: Condition;
}

/**
 * The one permission hook every resource route calls. It throws a Forbidden ApiError when the
 * action is not allowed and answers the row scope otherwise. For now every signed-in user
 * (the routes require one) may act on every row; roles and row rules fill this in.
 */
export function authorize(_request: AccessRequest): RowScope {
  return {};
}
