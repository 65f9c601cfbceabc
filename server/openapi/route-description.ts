import type { Action, EntityDefinition, ResourceDefinition } from '../../registry/types.ts';
import { schemaRef } from './entity-schemas.ts';
import type { ErrorResponseName } from './shared-components.ts';
import type { ResponseObject, SchemaObject } from './types.ts';

/**
 * A right a call checks: the action on the resource, as `authorize()` is asked for it; or a right of
 * the catalogue that is no action of the call's resource, as `authorizeRight()` is asked for it
 * (the image database's `imagedb-download`).
 */
export type RouteRight = (
  | { resource: ResourceDefinition; action: Action; right?: never }
  | { resource: ResourceDefinition; right: string; action?: never }
) & {
  /** When the call needs it only for some requests: `for new dates`. */
  when?: string;
};

/** The document's schemas a description's answers may refer to. */
export interface AnswerSchemas {
  /** A record of the entity as the generic calls answer it (`#/components/schemas/Payment`). */
  record(entity: EntityDefinition): SchemaObject;
}

/**
 * How a call the server adds beside the generic ones appears in the OpenAPI document. A route
 * gives it as `config.openapi`, next to the `schema` Fastify checks its params, query and body
 * with: the document takes those from the route, so they cannot drift apart. The answers 400
 * (the route has a schema or a `body`), 401 (unless `public`) and 403 (when it has `rights`)
 * follow from the route; every other answer is named here.
 */
export interface RouteDescription {
  /** Unique in the document, camelCase: `checkPayment`. */
  operationId: string;
  summary: string;
  /** What it does and the message keys of its refusals. */
  description?: string;
  /** A resource's name (`tickets/payments`) or a tag of fixed-paths.ts. */
  tags: string[];
  /** Needs no token. */
  public?: true;
  rights?: RouteRight[];
  /** The body, where the handler checks it itself rather than the route's `schema.body`. */
  body?: SchemaObject;
  /** What each path parameter is, by its name in the route's path. */
  parameters?: Record<string, string>;
  /** The success answer, and each refusal whose body or meaning is the call's own, by status. */
  answers(schemas: AnswerSchemas): Record<string, ResponseObject>;
  /** Further refusals as the document's shared error answers describe them. */
  errors?: ErrorResponseName[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call in the OpenAPI document; every route under /api that the registry does not describe needs one. */
    openapi?: RouteDescription;
  }
}

/** An answer with a JSON body. */
export const jsonAnswer = (description: string, schema: SchemaObject): ResponseObject => ({
  description,
  content: { 'application/json': { schema } },
});

/** The error catalogue's shape, every refusal's body. */
export const errorSchema: SchemaObject = schemaRef('Error');

/** A refusal in the error catalogue's shape whose meaning is the call's own: name its message keys. */
export const refusal = (description: string): ResponseObject => jsonAnswer(description, errorSchema);
