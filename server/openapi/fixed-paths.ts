import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '../auth/device-cookie.ts';
import { REFRESH_GRACE_SECONDS } from '../auth/refresh-tokens.ts';
import { ACCOUNT_OPERATION_IDS, ACCOUNT_TAGS, accountPaths } from './account-paths.ts';
import { schemaRef } from './entity-schemas.ts';
import { errorResponseRef } from './shared-components.ts';
import type { PathItem, TagObject } from './types.ts';

/** The operationIds of the calls below; resources may not reuse them. */
export const FIXED_OPERATION_IDS = [
  'authenticate',
  'getUserdata',
  'listAuditEntries',
  'getOpenApiDocument',
  ...ACCOUNT_OPERATION_IDS,
];

export const FIXED_TAGS: TagObject[] = [
  { name: 'session', description: 'Signing in and the signed-in user.' },
  { name: 'audit', description: 'The history of changes made through the API.' },
  { name: 'documentation', description: 'This document.' },
  ...ACCOUNT_TAGS,
  { name: 'tenant', description: 'The company data of the host a request comes to (white label).' },
  { name: 'ai', description: 'Texts the AI service writes for a record, for the user to review.' },
];

const json = (schema: Record<string, unknown>) => ({ 'application/json': { schema } });

/** The calls the server answers itself, besides the resources' CRUD (account and upload calls: account-paths.ts). */
export const fixedPaths: Record<string, PathItem> = {
  '/authentication': {
    post: {
      operationId: 'authenticate',
      summary: 'Sign in, or continue a session',
      description:
        '`{strategy: "local", email, password}` signs in; `{strategy: "refresh", refreshToken}` trades the refresh ' +
        'token for a new pair. A wrong password and an unknown, disabled or deleted account all answer the same 401. ' +
        `Failed sign-ins are counted per account from browsers without its device cookie \`${DEVICE_COOKIE}\` (5 in ` +
        '15 minutes) and per client address (20), or else per device cookie (5); past a limit the answer is 429 ' +
        '`login.throttled`, whatever the password. A locked account still lets in a browser with its device cookie. ' +
        `A refresh token presented again within ${REFRESH_GRACE_SECONDS} seconds of its trade answers the same ` +
        'refreshToken while that is unused; later, every session of the user ends and the answer is 401.',
      tags: ['session'],
      security: [],
      parameters: [
        {
          name: DEVICE_COOKIE,
          in: 'cookie',
          required: false,
          description: 'The device cookie of an earlier sign-in of the account on this browser; it sends it by itself.',
          schema: { type: 'string' },
        },
      ],
      requestBody: { required: true, content: json(schemaRef('Credentials')) },
      responses: {
        '200': {
          description: 'Signed in, or the session continued.',
          content: json(schemaRef('AuthenticationResult')),
          headers: {
            'Set-Cookie': {
              description:
                `After a sign-in with a password: a new \`${DEVICE_COOKIE}\`, HttpOnly, SameSite=Strict, ` +
                `for this call only, Secure over HTTPS, valid ${DEVICE_COOKIE_DAYS} days.`,
              schema: { type: 'string' },
            },
          },
        },
        '400': errorResponseRef('BadRequest'),
        '401': errorResponseRef('NotAuthenticated'),
        '429': errorResponseRef('TooManyRequests'),
      },
    },
  },
  '/userdata': {
    get: {
      operationId: 'getUserdata',
      summary: 'The signed-in user with role, card and permissions',
      tags: ['session'],
      responses: {
        '200': { description: 'The signed-in user.', content: json(schemaRef('SignedInUser')) },
        '401': errorResponseRef('NotAuthenticated'),
      },
    },
  },
  '/audit': {
    get: {
      operationId: 'listAuditEntries',
      summary: "A record's history",
      description: 'Every create, update, delete and restore of the record, newest first, at most 1000.',
      tags: ['audit'],
      parameters: [
        {
          name: 'resource',
          in: 'query',
          required: true,
          description: 'The resource name, e.g. `tickets/genres`.',
          schema: { type: 'string', minLength: 1 },
        },
        {
          name: 'id',
          in: 'query',
          required: true,
          description: "The record's id.",
          schema: { type: 'integer', minimum: 0 },
        },
      ],
      responses: {
        '200': {
          description: 'The audit rows.',
          content: json({ type: 'array', items: schemaRef('AuditEntry') }),
        },
        '400': errorResponseRef('BadRequest'),
        '401': errorResponseRef('NotAuthenticated'),
        '403': errorResponseRef('Forbidden'),
      },
    },
  },
  '/openapi.json': {
    get: {
      operationId: 'getOpenApiDocument',
      summary: 'This OpenAPI document',
      tags: ['documentation'],
      security: [],
      responses: { '200': { description: 'The OpenAPI 3.1 document.', content: json({ type: 'object' }) } },
    },
  },
  '/registry.json': {
    get: {
      operationId: 'getRegistryFiles',
      summary: "The registry's files (entities, resources, menu), from which the console builds its screens",
      tags: ['documentation'],
      security: [],
      responses: {
        '200': {
          description: 'The files by their path in the repository; revalidated by ETag.',
          content: json({ type: 'object', required: ['entities', 'resources', 'menu'] }),
        },
        '304': { description: 'Unchanged since the ETag the request names.' },
        '400': errorResponseRef('BadRequest'),
      },
    },
  },
  ...accountPaths,
};
