import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Action, ResourceDefinition } from '../../../registry/types.ts';
import { dynamic, type CrudContext } from '../../crud/crud-context.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { getRecord } from '../../crud/operations/get-record.ts';
import { updateRecord } from '../../crud/operations/update-record.ts';
import type { Tables } from '../../db/tables.ts';
import { notFound } from '../../errors.ts';
import { entitySchemas } from '../../openapi/entity-schemas.ts';
import { jsonAnswer, type RouteDescription } from '../../openapi/route-description.ts';
import type { SchemaObject } from '../../openapi/types.ts';
import { requestContext } from './request-context.ts';
import { thirdpartyHooks } from './thirdparty-hooks.ts';

interface ProviderRoute {
  Params: { provider: string };
  Querystring: Record<string, never>;
}

export const providerParams = {
  type: 'object',
  required: ['provider'],
  properties: { provider: { type: 'string', pattern: '^[a-z][a-z0-9_-]{0,49}$' } },
} as const;
/** The id of the provider's record among the rows the caller reaches; 404 when there is none. */
async function providerId(context: CrudContext, provider: string): Promise<number> {
  const { entity } = context.resource;
  const row = await dynamic(context.db)
    .selectFrom(entity.table)
    .select(entity.idField)
    .where(context.scope)
    .where('provider', '=', provider)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row[entity.idField] as number;
}

/**
 * `GET`, `PATCH` and `PUT {thirdparty api}/provider/{provider}` (spec 1 §2: `/basedata/thirdparty/provider/facebook`):
 * one provider's record by its key, read and changed as the generic calls do by id, with the same
 * rights; the secret is never answered.
 */
export function providerRoutes(
  app: FastifyInstance,
  db: Kysely<Tables>,
  authenticate: preHandlerAsyncHookHandler,
  providers: ResourceDefinition,
) {
  const { entity } = providers;
  const bodies = entitySchemas(entity, 'Provider');
  const url = `${providers.api}/provider/:provider`;
  const context = (request: FastifyRequest, action: Action) =>
    requestContext(db, request, providers, action, thirdpartyHooks);
  const described = (method: string, action: Action, body?: SchemaObject) => ({
    preHandler: authenticate,
    schema: { params: providerParams, querystring: NO_QUERY },
    config: {
      openapi: {
        operationId: `${method}ThirdpartyProviderByKey`,
        summary: `${method === 'get' ? 'Read' : method === 'patch' ? 'Change' : 'Replace'} a third-party provider by its key`,
        description: 'The provider whose `provider` key is in the path (`facebook`); 404 when there is none.',
        tags: [providers.name],
        parameters: { provider: 'The provider key, e.g. facebook.' },
        ...(body ? { body } : {}),
        rights: [{ resource: providers, action }],
        answers: ({ record }) => ({ '200': jsonAnswer('The provider, without its secret.', record(entity)) }),
        errors: body ? ['NotFound', 'Conflict'] : ['NotFound'],
      } satisfies RouteDescription,
    },
  });

  app.get<ProviderRoute>(url, described('get', 'read'), async (request) => {
    const reader = context(request, 'read');
    return getRecord(reader, await providerId(reader, request.params.provider));
  });
  for (const mode of ['patch', 'put'] as const) {
    app.route<ProviderRoute>({
      method: mode === 'patch' ? 'PATCH' : 'PUT',
      url,
      ...described(mode, 'update', bodies[mode === 'patch' ? 'ProviderPatch' : 'ProviderReplace']),
      handler: async (request) => {
        const writer = context(request, 'update');
        return updateRecord(writer, await providerId(writer, request.params.provider), request.body, mode);
      },
    });
  }
}
