import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Registry } from '../../registry/types.ts';
import type { Tables } from '../db/tables.ts';
import { ApiError, badRequest } from '../errors.ts';
import { isSuperadmin } from '../permissions/authorize.ts';
import type { SignedInUser } from '../users/signed-in-user.ts';

/** `GET /audit?resource=&id=`: a record's history, newest first (superadmins only for now). */
export function auditRoute(
  app: FastifyInstance,
  db: Kysely<Tables>,
  registry: Registry,
  authenticate: preHandlerAsyncHookHandler,
) {
  app.get<{ Querystring: Record<string, unknown> }>('/audit', { preHandler: authenticate }, async (request) => {
    if (!isSuperadmin(request.user as SignedInUser))
      throw new ApiError('Forbidden', 'Only superadmins may read the history');
    const { resource, id, ...rest } = request.query;
    const unknown = Object.keys(rest)[0];
    if (unknown)
      throw badRequest(`Unknown query parameter "${unknown}"`, [{ field: unknown, key: 'error.unknown_query_key' }]);
    if (typeof resource !== 'string' || !registry.resource(resource))
      throw badRequest('resource must name a resource', [{ field: 'resource', key: 'error.invalid' }]);
    if (typeof id !== 'string' || !/^\d{1,10}$/.test(id))
      throw badRequest('id must be a record id', [{ field: 'id', key: 'error.type', params: { type: 'integer' } }]);
    return db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', resource)
      .where('record_id', '=', id)
      .orderBy('id_audit_log', 'desc')
      .limit(1000)
      .execute();
  });
}
