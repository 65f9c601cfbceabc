import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Action, ResourceDefinition } from '../../../registry/types.ts';
import type { CrudContext } from '../../crud/crud-context.ts';
import type { EntityHooks } from '../../crud/entity-hooks.ts';
import type { Tables } from '../../db/tables.ts';
import { allOf } from '../../crud/query/build-where.ts';
import { authorize } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';

/**
 * What the generic operations need to act for the signed-in user on a resource of this area (none
 * has a fixed filter): 403 unless they may do `action`, else the rows they reach.
 */
export function requestContext(
  db: Kysely<Tables>,
  request: FastifyRequest,
  resource: ResourceDefinition,
  action: Action,
  hooks?: EntityHooks,
): CrudContext {
  const user = request.user as SignedInUser;
  const scope = authorize({ user, resource, action });
  return {
    db,
    resource,
    user,
    ip: request.ip,
    scope: allOf([scope.where]),
    assign: scope.assign ?? {},
    check: scope.check,
    hooks,
  };
}
