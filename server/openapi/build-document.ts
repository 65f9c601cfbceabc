import packageJson from '../../package.json';
import type { Registry } from '../../registry/types.ts';
import { entityParameters } from './entity-parameters.ts';
import { entitySchemas, schemaRef } from './entity-schemas.ts';
import { userActivationPaths } from './account-paths.ts';
import { addBespokePaths, undocumentedRoutes } from './bespoke-paths.ts';
import { FIXED_OPERATION_IDS, FIXED_TAGS, fixedPaths } from './fixed-paths.ts';
import { OperationIds, schemaBaseNames } from './names.ts';
import type { RegisteredRoute } from './registered-routes.ts';
import { resourcePaths } from './resource-paths.ts';
import { errorResponses, securitySchemes, sharedSchemas } from './shared-components.ts';
import type { OpenApiDocument, ParameterObject } from './types.ts';

export interface OpenApiOptions {
  title?: string;
  version?: string;
  /**
   * The routes the server registered below `/api` (registered-routes.ts): those with a description
   * join the document, and one the document then lacks is an error.
   */
  routes?: readonly RegisteredRoute[];
}

/** The API's base path: the document's paths are relative to it. */
const SERVER_PREFIX = '/api';

/**
 * The OpenAPI 3.1 document of the API as served under `/api`: the fixed calls (sign-in, user
 * data, audit, this document), each resource's CRUD calls with its entity's schemas, and the calls
 * the `routes` describe themselves. Throws when a route is in none of them.
 */
export function buildOpenApiDocument(registry: Registry, options: OpenApiOptions = {}): OpenApiDocument {
  const { routes = [] } = options;
  const baseNames = schemaBaseNames(Object.values(registry.entities));
  const bespokeIds = routes.flatMap((route) => (route.description ? [route.description.operationId] : []));
  const taken = bespokeIds.filter((id, index) => FIXED_OPERATION_IDS.includes(id) || bespokeIds.indexOf(id) !== index);
  if (taken.length > 0) throw new Error(`OpenAPI operationIds used twice: ${taken.join(', ')}`);
  const operationIds = new OperationIds([...FIXED_OPERATION_IDS, ...bespokeIds]);

  const schemas = { ...sharedSchemas };
  const parameters: Record<string, ParameterObject> = {};
  for (const entity of Object.values(registry.entities)) {
    const base = baseNames.get(entity.name) as string;
    Object.assign(schemas, entitySchemas(entity, base));
    Object.assign(parameters, entityParameters(entity, base));
  }
  const users = registry.resource('users/users');
  const paths = { ...fixedPaths, ...(users ? userActivationPaths(users.api) : {}) };
  const referenced = new Set(
    Object.values(registry.entities).flatMap((entity) =>
      Object.values(entity.fields).flatMap((field) => (field.ref ? [field.ref.entity] : [])),
    ),
  );
  for (const resource of registry.resources) {
    const base = baseNames.get(resource.entity.name) as string;
    const options = { referenced: referenced.has(resource.entity.name) };
    Object.assign(paths, resourcePaths(resource, base, operationIds, options));
  }
  addBespokePaths(paths, routes, { record: (entity) => schemaRef(baseNames.get(entity.name) as string) });
  const undocumented = undocumentedRoutes(paths, routes, registry);
  if (undocumented.length > 0)
    throw new Error(
      `The OpenAPI document lacks ${undocumented.join(', ')}: describe each in its route's ` +
        '`config.openapi` (server/openapi/route-description.ts)',
    );

  // The registry is frozen and the fixed parts are shared: the caller gets a copy of its own.
  return structuredClone({
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Travel back office API',
      version: options.version ?? packageJson.version,
      description:
        'Generated from the registry (schemas/ and resources/). Lists take `$limit`, `$skip`, `$sort[field]`, ' +
        '`$select`, `$search` and a filter per field; every error has the shape of the `Error` schema.',
    },
    servers: [{ url: SERVER_PREFIX }],
    security: [{ bearerAuth: [] }],
    tags: [
      ...FIXED_TAGS,
      ...registry.resources.map((resource) => ({
        name: resource.name,
        description: `${resource.entity.title}: ${resource.api}${resource.aliases.length > 0 ? `, also served at ${resource.aliases.join(' and ')}` : ''}`,
      })),
    ],
    paths,
    components: { schemas, parameters, responses: errorResponses, securitySchemes },
  });
}
