import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { EntityDefinition, ResourceDefinition } from '../../../registry/types.ts';
import { transact } from '../../crud/crud-context.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { createRecord } from '../../crud/operations/create-record.ts';
import { lockRecord } from '../../crud/operations/record-change.ts';
import { withId } from '../../crud/operations/record-conditions.ts';
import { updateRecord } from '../../crud/operations/update-record.ts';
import { allOf } from '../../crud/query/build-where.ts';
import type { Tables } from '../../db/tables.ts';
import { ApiError } from '../../errors.ts';
import { entitySchemas } from '../../openapi/entity-schemas.ts';
import { pascalCase } from '../../openapi/names.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import type { SchemaObject } from '../../openapi/types.ts';
import { requestContext } from './request-context.ts';

/** The configuration a new sub-configuration belongs to. */
const CONFIG_ID = {
  type: 'integer',
  minimum: 1,
  maximum: 2_147_483_647,
  description: 'The app configuration to link it to.',
};

/** What Fastify checks of the body: the configuration; the sub-configuration's fields are the generic create's to check. */
const linkBody = { type: 'object', required: ['config_id'], properties: { config_id: CONFIG_ID } } as const;

/** The body the call is described with: the configuration's id and the sub-configuration's create body. */
export function subConfigBody(entity: EntityDefinition): SchemaObject {
  const create = entitySchemas(entity, 'Body').BodyCreate ?? {};
  return {
    ...create,
    properties: { config_id: CONFIG_ID, ...(create.properties as object) },
    required: ['config_id', ...((create.required as string[] | undefined) ?? [])],
  };
}

/** A sub-configuration: the resource serving it, and the configuration's field that names it. */
export interface SubConfig {
  resource: ResourceDefinition;
  field: string;
}

/**
 * `POST {sub-configuration api}` with `config_id` and the sub-configuration's fields: creates it and
 * sets the configuration's `field` to its id, in one transaction, both through the generic
 * operations (their field rules, history and rights). The configuration is looked up after the
 * create, so an unknown or deleted one (404), or one that has this sub-configuration already (409,
 * which would leave the one it has unlinked), leaves no new sub-configuration behind.
 */
export function subConfigRoute(
  app: FastifyInstance,
  db: Kysely<Tables>,
  authenticate: preHandlerAsyncHookHandler,
  configs: ResourceDefinition,
  { resource, field }: SubConfig,
) {
  const { entity } = resource;
  app.post<{ Body: { config_id: number } & Record<string, unknown> }>(
    resource.api,
    {
      preHandler: authenticate,
      schema: { body: linkBody, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: `create${pascalCase(entity.name.split('/')[1] ?? '')}`,
          summary: `Create the ${entity.title.toLowerCase()} of an app configuration`,
          description:
            `Creates a ${entity.title.toLowerCase()} from the body's fields and sets \`${field}\` of the app ` +
            'configuration `config_id` to its id, in one transaction: 404 when there is no such configuration, ' +
            '409 (`configs.sub_config_linked`) when it has one already, and then nothing is created.',
          tags: [resource.name],
          body: subConfigBody(entity),
          rights: [
            { resource, action: 'create' },
            { resource: configs, action: 'update' },
          ],
          answers: ({ record }) => ({ '201': jsonAnswer('The new sub-configuration, linked.', record(entity)) }),
          errors: ['NotFound', 'Conflict'],
        },
      },
    },
    async (request, reply) => {
      const { config_id: configId, ...fields } = request.body;
      const created = await transact(db, async (trx) => {
        const sub = requestContext(trx, request, resource, 'create');
        const config = requestContext(trx, request, configs, 'update');
        const record = await createRecord(sub, fields);
        const current = await lockRecord(trx, config, allOf([config.scope, withId(configs.entity, configId)]));
        if (current[field] !== null)
          throw new ApiError('Conflict', 'The app configuration has this sub-configuration already', {
            errors: [{ field, key: 'configs.sub_config_linked', params: { id: current[field] } }],
          });
        const link = {
          [field]: record[entity.idField],
          ...(configs.entity.concurrency ? { version: current.version } : {}),
        };
        await updateRecord(config, configId, link, 'patch');
        return record;
      });
      return reply.code(201).send(created);
    },
  );
}
