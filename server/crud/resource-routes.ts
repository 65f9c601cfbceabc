import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Action, Registry, ResourceDefinition } from '../../registry/types.ts';
import type { Database } from '../db/database.ts';
import { badRequest, notFound } from '../errors.ts';
import { unknownQueryKey } from '../http/query-string.ts';
import { authorize } from '../permissions/authorize.ts';
import { refuseUnreadableList } from '../permissions/field-rules.ts';
import type { SignedInUser } from '../users/signed-in-user.ts';
import type { CrudContext } from './crud-context.ts';
import type { EntityHooks } from './entity-hooks.ts';
import { createRecord } from './operations/create-record.ts';
import { deleteRecord } from './operations/delete-record.ts';
import { exportRecords, parseExportQuery } from './operations/export-records.ts';
import { getRecord } from './operations/get-record.ts';
import { listRecords } from './operations/list-records.ts';
import { referenceLabels } from './operations/reference-labels.ts';
import { updateRecord } from './operations/update-record.ts';
import { allOf, filterCondition } from './query/build-where.ts';
import { fixedFieldValues } from './fixed-field-values.ts';
import { parseFilter, parseListQuery, parseSelect } from './query/list-query.ts';

type Query = Record<string, unknown>;
interface IdRoute {
  Params: { id: string };
  Querystring: Query;
}

/** Query keys a call accepts besides none at all; anything else is a 400 naming the key. */
function allowOnly(query: Query, allowed: string[]) {
  const unknown = Object.keys(query).find((key) => !allowed.includes(key));
  if (unknown) throw unknownQueryKey(unknown);
}

/** Ids are positive integers; anything else names no record, which is a 404 like any missing one. */
function recordId(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw notFound();
  return Number(raw);
}

function booleanFlag(query: Query, key: string): boolean {
  const value = query[key];
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw badRequest(`"${key}" must be true or false`, [{ field: key, key: 'error.type', params: { type: 'boolean' } }]);
}

/**
 * The generic API of one resource, exactly the wire protocol: list, /all, get, create, patch,
 * put, delete. Every call passes the permission hook, which also gives the rows the user may reach.
 */
function resourceRoutes(
  app: FastifyInstance,
  database: Database,
  registry: Registry,
  resource: ResourceDefinition,
  authenticate: preHandlerAsyncHookHandler,
  hooks: EntityHooks | undefined,
  uploadsDir: string,
) {
  const fixedFilter = parseFilter(resource, resource.filter as Query);
  const creates = fixedFieldValues(resource);
  const context = (request: FastifyRequest, action: Action): CrudContext => {
    const user = request.user as SignedInUser;
    const scope = authorize({ user, resource, action });
    return {
      db: database.db,
      resource,
      user,
      ip: request.ip,
      scope: allOf([fixedFilter && filterCondition(fixedFilter), scope.where]),
      assign: scope.assign ?? {},
      creates,
      check: scope.check,
      hooks,
      app: { registry, uploadsDir },
    };
  };
  const serves = (operation: ResourceDefinition['operations'][number]) => resource.operations.includes(operation);
  const options = { preHandler: authenticate };
  // The spec names some resources under further paths too (/roles-lit, DELETE /role/{id}).
  for (const path of [resource.api, ...resource.aliases]) {
    if (serves('list')) {
      app.get<{ Querystring: Query }>(path, options, async (request) =>
        listRecords(context(request, 'list'), parseListQuery(resource, request.query)),
      );
      // The whole list at the path the resource names, else at `{path}/all` under the API path and each alias.
      const allPath = path === resource.api ? resource.allPath : `${path}/all`;
      if (resource.all && (path === resource.api || resource.allPath === `${resource.api}/all`)) {
        app.get<{ Querystring: Query }>(allPath, options, async (request) =>
          listRecords(context(request, 'list'), parseListQuery(resource, { ...request.query, pagination: 'false' })),
        );
      }
      // Every matching row as CSV, streamed: the list's filter, search and sort, without paging.
      app.get<{ Querystring: Query }>(`${path}/export.csv`, options, async (request, reply) => {
        const listing = context(request, 'list');
        const query = parseExportQuery(resource, request.query);
        // Refused before the answer starts: once the CSV streams, its status is sent.
        refuseUnreadableList(listing.user, resource.entity, query);
        const rows = exportRecords(listing, query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${resource.name.replaceAll('/', '-')}.csv"`)
          .send(Readable.from(rows));
      });
    }
    if ((serves('list') || serves('get')) && Object.values(resource.entity.fields).some((field) => field.reference)) {
      // The names of the records a reference field points to, for whoever may read this resource.
      app.get<{ Params: { field: string }; Querystring: Query }>(
        `${path}/references/:field`,
        options,
        async (request) =>
          referenceLabels(
            { db: database.db, registry, user: request.user as SignedInUser, resource },
            request.params.field,
            request.query,
          ),
      );
    }
    if (serves('get')) {
      app.get<IdRoute>(`${path}/:id`, options, async (request) => {
        allowOnly(request.query, ['$select']);
        const select = request.query.$select === undefined ? undefined : parseSelect(resource, request.query.$select);
        return getRecord(context(request, 'read'), recordId(request.params.id), select);
      });
    }
    if (serves('create')) {
      app.post<{ Querystring: Query }>(path, options, async (request, reply) => {
        allowOnly(request.query, []);
        return reply.code(201).send(await createRecord(context(request, 'create'), request.body));
      });
    }
    if (serves('update')) {
      for (const mode of ['patch', 'put'] as const) {
        app.route<IdRoute>({
          method: mode === 'patch' ? 'PATCH' : 'PUT',
          url: `${path}/:id`,
          ...options,
          handler: async (request) => {
            allowOnly(request.query, []);
            // A resource whose PUT changes only the fields sent (`"put": "patch"`) updates as PATCH does.
            const as = mode === 'put' && resource.put === 'patch' ? 'patch' : mode;
            return updateRecord(context(request, 'update'), recordId(request.params.id), request.body, as);
          },
        });
      }
    }
    if (serves('delete')) {
      app.delete<IdRoute>(`${path}/:id`, options, async (request) => {
        allowOnly(request.query, ['force', 'restore']);
        return deleteRecord(context(request, 'delete'), recordId(request.params.id), {
          force: booleanFlag(request.query, 'force'),
          restore: booleanFlag(request.query, 'restore'),
        });
      });
    }
  }
}

export function registerResourceRoutes(
  app: FastifyInstance,
  database: Database,
  registry: Registry,
  authenticate: preHandlerAsyncHookHandler,
  entityHooks: Readonly<Record<string, EntityHooks>>,
  uploadsDir: string,
) {
  for (const resource of registry.resources)
    resourceRoutes(app, database, registry, resource, authenticate, entityHooks[resource.entity.name], uploadsDir);
}
