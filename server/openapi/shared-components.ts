import type { OpenApiDocument, ResponseObject, SchemaObject } from './types.ts';

const errorRef = { $ref: '#/components/schemas/Error' };

/** The error catalogue's shape (server/errors.ts). */
const errorSchema: SchemaObject = {
  type: 'object',
  description: 'Every error: `code` is the HTTP status, each entry of `errors` carries a message key to translate.',
  required: ['name', 'message', 'code', 'errors'],
  properties: {
    name: { type: 'string', examples: ['BadRequest'] },
    message: { type: 'string' },
    code: { type: 'integer', examples: [400] },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key'],
        properties: {
          field: { type: 'string', description: 'The offending field or query key.' },
          key: { type: 'string', examples: ['error.empty'] },
          params: { type: 'object' },
        },
      },
    },
  },
};

const nullable = (type: string, extra: SchemaObject = {}): SchemaObject => ({ type: [type, 'null'], ...extra });

/** The user as POST /authentication and GET /userdata answer it (server/users/signed-in-user.ts). */
const signedInUserSchema: SchemaObject = {
  type: 'object',
  required: ['id_users', 'email', 'permissions'],
  properties: {
    id_users: { type: 'integer' },
    email: { type: 'string', format: 'email' },
    firstname: nullable('string'),
    lastname: nullable('string'),
    avatar: nullable('string'),
    driver: { type: 'boolean' },
    lastLogin: nullable('string', { format: 'date-time' }),
    previousLogin: nullable('string', {
      format: 'date-time',
      description: 'The sign-in before the latest one; null on the first sign-in.',
    }),
    id_roles: nullable('integer'),
    vc_card: nullable('object', {
      properties: { id_vc_card: { type: 'integer' }, name: { type: 'string' }, agencyId: nullable('integer') },
    }),
    permissions: {
      type: 'object',
      required: ['admin', 'role', 'access'],
      properties: {
        admin: { type: 'boolean', description: 'An admin passes every permission check.' },
        role: nullable('string'),
        access: {
          type: 'object',
          additionalProperties: { type: 'boolean' },
          examples: [{ 'ticket-admin': true, 'customers-read': true }],
        },
      },
    },
  },
};

const credentialsSchema: SchemaObject = {
  oneOf: [
    {
      title: 'Sign in',
      type: 'object',
      required: ['strategy', 'email', 'password'],
      additionalProperties: false,
      properties: {
        strategy: { const: 'local' },
        email: { type: 'string', minLength: 1, maxLength: 254 },
        password: { type: 'string', minLength: 1, maxLength: 1024, writeOnly: true },
      },
    },
    {
      title: 'Continue a session',
      type: 'object',
      required: ['strategy', 'refreshToken'],
      additionalProperties: false,
      properties: {
        strategy: { const: 'refresh' },
        refreshToken: { type: 'string', minLength: 1, maxLength: 200, writeOnly: true },
      },
    },
  ],
};

const authenticationResultSchema: SchemaObject = {
  type: 'object',
  required: ['accessToken', 'refreshToken', 'authentication', 'user'],
  properties: {
    accessToken: {
      type: 'string',
      description: 'A JWT, valid an hour: send it as `Authorization: Bearer <accessToken>`.',
    },
    refreshToken: {
      type: 'string',
      description: 'Valid 30 days, to be traded once for the next pair with `{strategy: "refresh", refreshToken}`.',
    },
    authentication: { type: 'object', properties: { strategy: { enum: ['local', 'refresh'] } } },
    user: { $ref: '#/components/schemas/SignedInUser' },
  },
};

/** A row of the audit log (server/db/migrations/0002-audit-log.ts). */
const auditEntrySchema: SchemaObject = {
  type: 'object',
  required: ['id_audit_log', 'at', 'id_users', 'ip', 'resource', 'record_id', 'action', 'before', 'after'],
  properties: {
    id_audit_log: { type: 'integer' },
    at: { type: 'string', format: 'date-time' },
    id_users: nullable('integer', { description: 'Who made the change; null once that user is gone.' }),
    ip: nullable('string'),
    resource: { type: 'string' },
    record_id: { type: 'string' },
    action: { enum: ['create', 'update', 'delete', 'restore', 'force-delete'] },
    before: nullable('object', {
      description: 'The changed fields as they were; the whole record before a delete for good; null for a create.',
    }),
    after: nullable('object', {
      description: 'The changed fields as they became; the whole record after a create; null after a delete for good.',
    }),
  },
};

const errorResponse = (description: string): ResponseObject => ({
  description,
  content: { 'application/json': { schema: errorRef } },
});

const withHeaders = (response: ResponseObject, headers: ResponseObject['headers']): ResponseObject => ({
  ...response,
  headers,
});

export const sharedSchemas: Record<string, SchemaObject> = {
  Error: errorSchema,
  Credentials: credentialsSchema,
  AuthenticationResult: authenticationResultSchema,
  SignedInUser: signedInUserSchema,
  AuditEntry: auditEntrySchema,
};

/** The error answers, by the names operations refer to them with. */
export const errorResponses = {
  BadRequest: errorResponse('Invalid request: an unknown query key or field, a malformed value, a failed rule.'),
  NotAuthenticated: errorResponse('No token, or an invalid or expired one.'),
  Forbidden: errorResponse('The signed-in user lacks the permission.'),
  NotFound: errorResponse('No such record, or not one the user may see (the same answer for both).'),
  Conflict: errorResponse('The record has changed since it was read: `version` no longer matches.'),
  Unprocessable: errorResponse('A referenced record does not exist, or the record is still referenced.'),
  Locked: errorResponse(
    'The record is locked by another system: a journey published to print (`error.journey_print_locked`) until the print sheet releases it.',
  ),
  PayloadTooLarge: errorResponse('The upload is larger than the server takes (`error.upload_size`).'),
  UnsupportedMediaType: errorResponse('The body or the uploaded file is not of a type the call takes.'),
  TooManyRequests: withHeaders(
    errorResponse(
      'Too many calls for one email address or from one client, counted like failed sign-ins ' +
        '(`login.throttled`, `params.seconds`): try again after `Retry-After` seconds.',
    ),
    {
      'Retry-After': {
        description: 'The seconds to wait before the next try.',
        required: true,
        schema: { type: 'integer', minimum: 1 },
      },
    },
  ),
  BadGateway: errorResponse(
    'The mail server refused or failed to take the mail (`login.mail_failed`); nothing the call would have stored is kept.',
  ),
} satisfies Record<string, ResponseObject>;

export type ErrorResponseName = keyof typeof errorResponses;

export const errorResponseRef = (name: ErrorResponseName) => ({ $ref: `#/components/responses/${name}` });

export const securitySchemes: OpenApiDocument['components']['securitySchemes'] = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The accessToken that POST /authentication answers.',
  },
};
