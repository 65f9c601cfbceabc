/** The parts of an OpenAPI 3.1 document that the builder writes. */

/** A JSON Schema (2020-12, OpenAPI's dialect). */
export type SchemaObject = { [keyword: string]: unknown };

export interface Reference {
  $ref: string;
}

export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'cookie';
  description?: string;
  required?: boolean;
  style?: 'form' | 'deepObject' | 'simple';
  explode?: boolean;
  schema: SchemaObject;
}

/** The body of one media type (`application/json`, `multipart/form-data`, `text/csv`, …). */
export interface MediaTypeObject {
  schema: SchemaObject;
  encoding?: Record<string, { contentType?: string }>;
}

export type MediaContent = Record<string, MediaTypeObject>;

export interface ResponseObject {
  description: string;
  content?: MediaContent;
  headers?: Record<string, { description?: string; required?: boolean; schema: SchemaObject }>;
}

export interface RequestBodyObject {
  required: boolean;
  content: MediaContent;
}

export interface OperationObject {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: (ParameterObject | Reference)[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject | Reference>;
  /** `[]` for a call that needs no token; absent: the document's default (bearer). */
  security?: Record<string, string[]>[];
  /** The rights a call beside the generic ones checks (route-description.ts). */
  'x-rights'?: RightObject[];
}

/**
 * One right: the action on the resource, held by any one of `permissions` (none listed: every
 * signed-in user), or by a superadmin alone; or a `right` of the catalogue that is no action of the resource.
 */
export interface RightObject {
  resource: string;
  action?: string;
  right?: string;
  permissions?: string[];
  superadmin?: true;
  when?: string;
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type PathItem = Partial<Record<Method, OperationObject>> & { parameters?: (ParameterObject | Reference)[] };

export interface TagObject {
  name: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  servers: { url: string; description?: string }[];
  security: Record<string, string[]>[];
  tags: TagObject[];
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, SchemaObject>;
    parameters: Record<string, ParameterObject>;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; bearerFormat: string; description?: string }>;
  };
}
