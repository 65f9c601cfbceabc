import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../../registry/build-registry.ts';
import type { EntityDefinition, Registry, RegistryFiles } from '../../registry/types.ts';
import { validateRegistryFiles } from '../../registry/validate-files.ts';
import type { AccountMailer } from '../../server/areas/users/accounts/account-mailer.ts';
import { ACCOUNT_OPERATION_IDS, accountPaths } from '../../server/openapi/account-paths.ts';
import { buildOpenApiDocument } from '../../server/openapi/build-document.ts';
import { FIXED_OPERATION_IDS } from '../../server/openapi/fixed-paths.ts';
import { schemaBaseNames } from '../../server/openapi/names.ts';
import type {
  Method,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  Reference,
  ResponseObject,
  SchemaObject,
} from '../../server/openapi/types.ts';
import { loadRegistry } from '../../server/areas/load-registry.ts';
import {
  codeParams,
  confirmationBody,
  emailBody,
  newPasswordBody,
  processRegistrationBody,
  registrationBody,
} from '../../server/openapi/account-bodies.ts';
import { accountClosingRoutes } from '../../server/areas/users/routes/account-closing.ts';
import { openapiRoute } from '../../server/routes/openapi.ts';
import { passwordResetRoutes } from '../../server/areas/users/routes/password-reset.ts';
import { registrationRoutes } from '../../server/areas/users/routes/registration.ts';
import { uploadRoutes } from '../../server/routes/uploads.ts';
import { userActivationRoute } from '../../server/areas/users/routes/user-activation.ts';
import { IMAGE_TYPES } from '../../server/uploads/image-type.ts';
import { componentValidator, officialValidator } from './support/openapiValidators.ts';
import { operations, refsIn, resolve } from './support/openapiWalk.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A small registry with what the repository's does not have yet: write-only, private, JSON and reference fields, shared titles. */
function edgeCaseRegistry(): Registry {
  const id = { type: 'integer', readOnly: true };
  const files: RegistryFiles = {
    entities: {
      'schemas/test/team.json': {
        title: 'Team',
        type: 'object',
        'x-table': 'test_team',
        'x-id': 'id_test_team',
        required: ['name'],
        properties: { id_test_team: id, name: { type: 'string', minLength: 1 } },
      },
      'schemas/other/team.json': {
        title: 'Team',
        type: 'object',
        'x-table': 'other_team',
        'x-id': 'id_other_team',
        properties: { id_other_team: id, name: { type: 'string' } },
      },
      'schemas/test/account.json': {
        title: 'Account',
        type: 'object',
        'x-table': 'test_account',
        'x-id': 'id_test_account',
        required: ['email', 'password'],
        properties: {
          id_test_account: id,
          email: { type: 'string', format: 'email' },
          password: { type: 'string', writeOnly: true, minLength: 8 },
          api_token: { type: ['string', 'null'], 'x-private': true },
          role: { type: ['string', 'null'], enum: ['admin', 'staff'] },
          id_test_team: { type: ['integer', 'null'], 'x-ref': 'test/team' },
          settings: { type: 'object', default: {} },
          joined: { type: 'string', format: 'date' },
          budget: { type: 'number', 'x-ui': { widget: 'money' } },
        },
      },
    },
    resources: {
      'resources/test.json': [
        {
          name: 'test/accounts',
          entity: 'test/account',
          route: '/test/accounts',
          api: '/test/account',
          permission: { area: 'thirdparty' },
          search: ['email'],
          operations: ['list', 'get', 'update'],
          filter: { role: 'staff' },
        },
        {
          name: 'test/teams',
          entity: 'test/team',
          route: '/test/teams',
          api: '/test/team',
          permission: { area: 'thirdparty' },
        },
        {
          name: 'other/teams',
          entity: 'other/team',
          route: '/other/teams',
          api: '/other/team',
          permission: { area: 'internet' },
          all: true,
        },
      ],
    },
    menu: { path: 'resources/menu.json', content: { groups: [] } },
  };
  validateRegistryFiles(files);
  return buildRegistry(files);
}

const repositoryRegistry = loadRegistry(repoRoot);
const repository = buildOpenApiDocument(repositoryRegistry);
const baseNames = schemaBaseNames(Object.values(repositoryRegistry.entities));
const baseOf = (entity: EntityDefinition) => baseNames.get(entity.name) as string;
const edgeCases = buildOpenApiDocument(edgeCaseRegistry());

/** An operation's parameters with references to components resolved. */
function parametersOf(document: OpenApiDocument, parameters: (ParameterObject | Reference)[] | undefined) {
  return (parameters ?? []).map((parameter) =>
    '$ref' in parameter ? (resolve(document, parameter.$ref) as ParameterObject) : parameter,
  );
}
const names = (parameters: (ParameterObject | Reference)[] | undefined, document = repository) =>
  parametersOf(document, parameters).map((parameter) => parameter.name);
const schema = (document: OpenApiDocument, name: string) => document.components.schemas[name] as SchemaObject;
const propertiesOf = (document: OpenApiDocument, name: string) =>
  Object.keys(schema(document, name).properties as object);

describe('the OpenAPI document', () => {
  it.each([
    ['the repository', repository],
    ['the edge cases', edgeCases],
  ])('of %s is valid against the official OpenAPI 3.1 schema', (_name, document) => {
    const { ajv, validate } = officialValidator();
    expect(validate(document), JSON.stringify(validate.errors?.slice(0, 5), null, 2)).toBe(true);
    for (const [name, component] of Object.entries(document.components.schemas)) {
      expect(ajv.validateSchema(component), `${name}: ${ajv.errorsText()}`).toBe(true);
    }
  });

  it('fails the official schema check when the document is broken', () => {
    const { ajv, validate } = officialValidator();
    const broken = structuredClone(repository);
    (broken.paths['/ticket/genre']?.get?.parameters?.[0] as ParameterObject).in = 'body' as 'query';
    expect(validate(broken)).toBe(false);
    expect(ajv.validateSchema({ type: 'record' })).toBe(false);
  });

  it('describes the API under /api with a bearer token everywhere but sign-in and the documents themselves', () => {
    expect(repository.openapi).toBe('3.1.0');
    expect(repository.servers).toEqual([{ url: '/api' }]);
    expect(repository.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(repository.security).toEqual([{ bearerAuth: [] }]);
    const open = operations(repository).filter(([, , operation]) => operation.security?.length === 0);
    expect(open.map(([path, method]) => `${method} ${path}`).sort()).toEqual([
      'get /openapi.json',
      'get /registry.json',
      'get /uploads/{name}',
      'patch /password-reset/{code}',
      'patch /registration/{code}',
      'patch /users-app-delete/{code}',
      'patch /users-disable/{code}',
      'post /authentication',
      'post /password-reset',
      'post /registration',
      'post /registration-process',
      'post /restart-registration',
      'post /users-app-delete',
    ]);
    expect(repository.paths['/userdata']?.get).toBeDefined();
    expect(names(repository.paths['/audit']?.get?.parameters)).toEqual(['resource', 'id']);
  });

  it('resolves every $ref to a component that exists', () => {
    for (const document of [repository, edgeCases]) {
      const refs = refsIn(document);
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of refs) {
        expect(ref).toMatch(/^#\/components\/(schemas|parameters|responses)\//);
        expect(resolve(document, ref), ref).toBeTypeOf('object');
      }
    }
  });

  it('names no parameter twice in one operation', () => {
    for (const document of [repository, edgeCases]) {
      for (const [path, method, operation] of operations(document)) {
        const all = [...(document.paths[path]?.parameters ?? []), ...(operation.parameters ?? [])];
        const keys = parametersOf(document, all).map((parameter) => `${parameter.in} ${parameter.name}`);
        expect(new Set(keys).size, `${method} ${path}`).toBe(keys.length);
      }
    }
  });

  it('gives every operation a unique, readable operationId and its resource as tag', () => {
    for (const document of [repository, edgeCases]) {
      const ids = operations(document).map(([, , operation]) => operation.operationId);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    }
    const genres = repository.paths['/ticket/genre'];
    expect(genres?.get?.operationId).toBe('listTicketGenres');
    expect(genres?.get?.tags).toEqual(['tickets/genres']);
    expect(repository.paths['/ticket/genre/{id_tk_genre}']?.patch?.operationId).toBe('updateTicketGenre');
  });
});

describe('the paths of each resource', () => {
  it.each(repositoryRegistry.resources.map((resource) => [resource.name, resource] as const))(
    '%s',
    (_name, resource) => {
      const { entity } = resource;
      const collection = repository.paths[resource.api];
      const single = repository.paths[`${resource.api}/{${entity.idField}}`];

      const list = collection?.get;
      expect(names(list?.parameters)).toEqual(
        expect.arrayContaining(['$limit', '$skip', '$sort', '$select', 'pagination']),
      );
      expect(names(list?.parameters).includes('$search')).toBe(resource.search.length > 0);
      expect(Object.keys(list?.responses ?? {})).toEqual(['200', '400', '401', '403']);
      const limit = parametersOf(repository, list?.parameters).find((parameter) => parameter.name === '$limit');
      expect(limit?.description).toContain(String(resource.list.maxLimit));

      if (resource.operations.includes('create')) {
        expect(collection?.post?.requestBody?.content['application/json']?.schema).toEqual({
          $ref: `#/components/schemas/${baseOf(entity)}Create`,
        });
        expect(collection?.post?.responses['201']).toBeDefined();
      } else expect(collection?.post).toBeUndefined();
      const all = repository.paths[resource.allPath]?.get;
      expect(all !== undefined).toBe(resource.all);
      // Plain arrays: no pages to page on from.
      if (all)
        expect(names(all.parameters)).toEqual(
          names(list?.parameters).filter((name) => !['$after', 'pagination'].includes(name)),
        );
      const exported = repository.paths[`${resource.api}/export.csv`]?.get;
      expect(exported?.responses['200']).toMatchObject({ content: { 'text/csv': { schema: { type: 'string' } } } });
      expect(names(exported?.parameters)).toEqual(
        names(list?.parameters).filter((name) => !['$limit', '$skip', '$after', 'pagination'].includes(name)),
      );

      expect(single?.parameters).toEqual([
        { name: entity.idField, in: 'path', required: true, schema: { type: 'integer' } },
      ]);
      for (const method of ['get', 'patch', 'put', 'delete'] as const) {
        if (!single?.[method]) continue;
        expect(single[method].responses['404'], method).toEqual({ $ref: '#/components/responses/NotFound' });
      }
      for (const method of ['patch', 'put'] as const) {
        expect(single?.[method]?.responses['409'] !== undefined).toBe(
          entity.concurrency && resource.operations.includes('update'),
        );
      }
      expect(names(single?.delete?.parameters)).toEqual(
        entity.softDelete && resource.operations.includes('delete') ? ['force', 'restore'] : [],
      );
      expect(names(single?.get?.parameters)).toEqual(resource.operations.includes('get') ? ['$select'] : []);
    },
  );

  it('honours operations: a resource without create and delete has neither call', () => {
    expect(edgeCases.paths['/test/account']?.post).toBeUndefined();
    expect(edgeCases.paths['/test/account']?.get).toBeDefined();
    expect(Object.keys(edgeCases.paths['/test/account/{id_test_account}'] ?? {}).sort()).toEqual([
      'get',
      'parameters',
      'patch',
      'put',
    ]);
    expect(edgeCases.paths['/test/account/all']).toBeUndefined();
    expect(edgeCases.paths['/other/team/all']?.get?.operationId).toBe('listAllOtherTeams');
    expect(edgeCases.paths['/test/account']?.get?.description).toContain('{"role":"staff"}');
  });

  it('answers 422 where a foreign key can fail: writes that name a record, deletes of a named record', () => {
    const unprocessable = { $ref: '#/components/responses/Unprocessable' };
    expect(edgeCases.paths['/test/account/{id_test_account}']?.patch?.responses['422']).toEqual(unprocessable);
    expect(edgeCases.paths['/test/team/{id_test_team}']?.delete?.responses['422']).toEqual(unprocessable);
    expect(edgeCases.paths['/test/team']?.post?.responses['422']).toBeUndefined();
    expect(edgeCases.paths['/other/team/{id_other_team}']?.delete?.responses['422']).toBeUndefined();
  });

  it('offers each filterable field with the operators that suit it', () => {
    const parameters = parametersOf(edgeCases, edgeCases.paths['/test/account']?.get?.parameters);
    const operatorsOf = (name: string) => {
      const parameter = parameters.find((candidate) => candidate.name === name);
      expect(parameter?.style).toBe('deepObject');
      const [, operators] = parameter?.schema.anyOf as [SchemaObject, SchemaObject];
      return Object.keys(operators.properties as object).sort();
    };
    const comparisons = ['$gt', '$gte', '$lt', '$lte'];
    const text = ['$ilike', '$in', '$like', '$ne', '$nin', ...comparisons].sort();
    expect(operatorsOf('email')).toEqual(text);
    expect(operatorsOf('budget')).toEqual(['$gt', '$gte', '$in', '$lt', '$lte', '$ne', '$nin']);
    expect(operatorsOf('joined')).toEqual(['$gt', '$gte', '$in', '$lt', '$lte', '$ne', '$nin']);
    expect(operatorsOf('role')).toEqual([...text, '$null'].sort());
    expect(operatorsOf('id_test_team')).toEqual(['$gt', '$gte', '$in', '$lt', '$lte', '$ne', '$nin', '$null']);
    expect(operatorsOf('created_at')).toContain('$gte');

    const filtered = parameters.map((parameter) => parameter.name);
    for (const hidden of ['password', 'api_token', 'settings']) expect(filtered).not.toContain(hidden);
    const sort = parameters.find((parameter) => parameter.name === '$sort')?.schema.properties as object;
    expect(Object.keys(sort)).not.toContain('api_token');
    const select = parameters.find((parameter) => parameter.name === '$select')?.schema.items as { enum: string[] };
    expect(select.enum).toContain('api_token');
    expect(select.enum).not.toContain('password');
  });
});

describe('the schemas of each entity', () => {
  it.each(Object.values(repositoryRegistry.entities).map((entity) => [entity.name, entity] as const))(
    '%s',
    (_name, entity) => {
      const base = baseOf(entity);
      const declared = entity.fieldNames.filter((name) => !entity.fields[name]?.writeOnly);
      expect(propertiesOf(repository, base)).toEqual(declared);
      expect(propertiesOf(repository, base)).toEqual(
        expect.arrayContaining([
          'created_at',
          'updated_at',
          'created_by',
          'updated_by',
          ...(entity.softDelete ? ['deleted_at'] : []),
          ...(entity.concurrency ? ['version'] : []),
        ]),
      );

      const create = schema(repository, `${base}Create`);
      expect(create.additionalProperties).toBe(false);
      // A field the server alone writes (readOnly) is required of the record, not of a create.
      const writable = (entity.schema.required ?? []).filter((name) => !entity.fields[name]?.readOnly);
      expect(create.required ?? []).toEqual(writable);
      for (const name of Object.keys(create.properties as object)) {
        expect(entity.fields[name]?.readOnly, name).toBe(false);
        expect(entity.fields[name]?.system, name).toBe(false);
      }

      const patch = schema(repository, `${base}Patch`);
      expect(patch.required).toEqual(entity.concurrency ? ['version'] : undefined);
      const page = schema(repository, `${base}Page`);
      expect(page.required).toEqual(['total', 'limit', 'skip', 'data']);
      expect(Object.keys(page.properties as object)).toContain('totalIsEstimate');
    },
  );

  it('checks records and bodies as the server would', () => {
    const valid = componentValidator(repository);
    expect(valid('GenreCreate', { name: 'Rock', slug: 'rock' })).toBe(true);
    expect(valid('GenreCreate', { name: 'Rock' })).toBe(false);
    expect(valid('GenreCreate', { name: 'Rock', slug: 'rock', id_tk_genre: 1 })).toBe(false);
    expect(valid('GenreCreate', { name: 'Rock', slug: 'rock', version: 1 })).toBe(false);
    expect(valid('GenrePatch', { name: 'Jazz' })).toBe(false);
    expect(valid('GenrePatch', { name: 'Jazz', version: 3 })).toBe(true);
    expect(valid('GenreReplace', { name: 'Jazz', slug: 'jazz', version: 3 })).toBe(true);
    const record = {
      id_tk_genre: 1,
      name: 'Rock',
      slug: 'rock',
      short_description: null,
      images: [],
      created_at: '2025-01-02T10:00:00+01:00',
      updated_at: '2025-01-02T10:00:00+01:00',
      created_by: null,
      updated_by: 4,
      deleted_at: null,
      version: 1,
    };
    expect(valid('Genre', record)).toBe(true);
    expect(valid('GenrePage', { total: 1, limit: 20, skip: 0, data: [record] })).toBe(true);
    expect(
      valid('Error', { name: 'BadRequest', message: 'Invalid body', code: 400, errors: [{ key: 'error.empty' }] }),
    ).toBe(true);
  });

  it('never shows a write-only field in a read schema, and keeps it for input', () => {
    expect(propertiesOf(edgeCases, 'Account')).not.toContain('password');
    expect(schema(edgeCases, 'AccountCreate').properties).toHaveProperty('password.writeOnly', true);
    expect(schema(edgeCases, 'AccountCreate').required).toEqual(['email', 'password']);
    expect(propertiesOf(edgeCases, 'Account')).toContain('api_token');
  });

  it('lets a read answer null wherever the column admits it', () => {
    const read = schema(edgeCases, 'Account').properties;
    expect(read).toHaveProperty('joined.type', ['string', 'null']);
    expect(read).toHaveProperty('budget.type', ['number', 'null']);
    expect(read).toHaveProperty('email.type', 'string');
    expect(read).toHaveProperty('settings.type', 'object');
    expect(read).toHaveProperty('id_test_account.type', 'integer');
    expect(schema(edgeCases, 'AccountCreate').properties).toHaveProperty('joined.type', 'string');
  });

  it('lets a nullable enum answer null, keeps references, and leaves non-concurrent patches free', () => {
    expect(schema(edgeCases, 'Account').properties).toHaveProperty('role.enum', ['admin', 'staff', null]);
    expect(schema(edgeCases, 'AccountCreate').properties).toHaveProperty('role.enum', ['admin', 'staff']);
    expect(schema(edgeCases, 'Account').properties).toHaveProperty('id_test_team.x-ref', 'test/team');
    expect(schema(edgeCases, 'AccountPatch').required).toBeUndefined();
    expect(propertiesOf(edgeCases, 'AccountPatch')).not.toContain('version');
    expect(propertiesOf(edgeCases, 'Account')).not.toContain('deleted_at');
  });

  it('names entities that share a title by area and name', () => {
    expect(Object.keys(edgeCases.components.schemas)).toEqual(
      expect.arrayContaining(['TestTeam', 'TestTeamCreate', 'OtherTeam', 'OtherTeamPage', 'Account']),
    );
    expect(edgeCases.components.schemas).not.toHaveProperty('Team');
  });
});

describe('GET /openapi.json', () => {
  it('answers the document without a token', async () => {
    const registry = repositoryRegistry;
    const app = Fastify();
    openapiRoute(app, registry);
    try {
      const first = await app.inject({ method: 'GET', url: '/openapi.json' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.json()).toEqual(buildOpenApiDocument(registry));
      const second = await app.inject({ method: 'GET', url: '/openapi.json' });
      expect(second.body).toBe(first.body);
    } finally {
      await app.close();
    }
  });
});

describe('the account and upload calls', () => {
  const usersApi = repositoryRegistry.resource('users/users')?.api as string;
  const activation = `${usersApi}/{id}/activation`;
  const expected: [string, Method, string][] = [
    ['/registration', 'post', 'register'],
    ['/registration-process', 'post', 'registerByProcess'],
    ['/restart-registration', 'post', 'restartRegistration'],
    ['/registration/{code}', 'patch', 'confirmRegistration'],
    ['/password-reset', 'post', 'requestPasswordReset'],
    ['/password-reset/{code}', 'patch', 'resetPassword'],
    ['/users-disable/{code}', 'patch', 'disableAccount'],
    ['/users-app-delete', 'post', 'requestAccountDeletion'],
    ['/users-app-delete/{code}', 'patch', 'deleteAccount'],
    [activation, 'post', 'sendUserActivation'],
    ['/uploads', 'post', 'uploadImage'],
    ['/uploads/{name}', 'get', 'getUpload'],
  ];
  const operation = (path: string, method: Method) => repository.paths[path]?.[method] as OperationObject;
  const MAILING = [
    ['/registration', 'post'],
    ['/registration-process', 'post'],
    ['/restart-registration', 'post'],
    ['/password-reset', 'post'],
    ['/users-app-delete', 'post'],
  ] as const;

  it('are all in the document with their methods, operationIds and tags, and reserved against resources', () => {
    expect(usersApi).toBe('/users-lit');
    for (const [path, method, id] of expected) {
      const found = operation(path, method);
      expect(found?.operationId, `${method} ${path}`).toBe(id);
      expect(found.tags).toEqual([path.startsWith('/uploads') ? 'uploads' : 'accounts']);
      expect(FIXED_OPERATION_IDS).toContain(id);
    }
    // the activation call follows the registry's users resource, not the fixed account paths
    expect(Object.keys(accountPaths).sort()).toEqual(
      [...new Set(expected.map(([path]) => path))].filter((path) => path !== activation).sort(),
    );
    expect([...ACCOUNT_OPERATION_IDS].sort()).toEqual(expected.map(([, , id]) => id).sort());
    expect(new Set(FIXED_OPERATION_IDS).size).toBe(FIXED_OPERATION_IDS.length);
    expect(repository.tags.map((tag) => tag.name)).toEqual(expect.arrayContaining(['accounts', 'uploads']));
    const tagNames = repository.tags.map((tag) => tag.name);
    expect(new Set(tagNames).size).toBe(tagNames.length);
  });

  it('are the calls the routes register, no more and no fewer', async () => {
    const app = Fastify();
    const registered: string[] = [];
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        registered.push(`${method.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
      }
    });
    const uploadsDir = mkdtempSync(join(tmpdir(), 'openapi-uploads-'));
    const db = {} as Parameters<typeof registrationRoutes>[1];
    const mails = {} as AccountMailer;
    const authenticate = async () => {};
    try {
      registrationRoutes(app, db, mails);
      passwordResetRoutes(app, db, mails);
      accountClosingRoutes(app, db, mails);
      userActivationRoute(app, db, repositoryRegistry.resource('users/users')!, authenticate, mails);
      await uploadRoutes(app, uploadsDir, authenticate);
      await app.ready();
    } finally {
      await app.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    }
    expect(registered.sort()).toEqual(expected.map(([path, method]) => `${method} ${path}`).sort());
  });

  it('leave the token out where the route asks for none', () => {
    for (const [path, method] of expected) {
      const bearer = path === activation || (path === '/uploads' && method === 'post');
      expect(operation(path, method).security, `${method} ${path}`).toEqual(bearer ? undefined : []);
      if (bearer)
        expect(operation(path, method).responses['401']).toEqual({ $ref: '#/components/responses/NotAuthenticated' });
    }
    expect(operation(activation, 'post').responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });
  });

  it('answer 429 with Retry-After and 502 where a public call mails, 502 alone for the staff activation', () => {
    const retryAfter = resolve(repository, '#/components/responses/TooManyRequests');
    expect(retryAfter).toHaveProperty(['headers', 'Retry-After', 'schema', 'type'], 'integer');
    for (const [path, method] of MAILING) {
      const found = operation(path, method);
      expect(found.responses['429'], `${method} ${path}`).toEqual({ $ref: '#/components/responses/TooManyRequests' });
      expect(found.responses['502'], `${method} ${path}`).toEqual({ $ref: '#/components/responses/BadGateway' });
      for (const key of ['login.throttled', 'Retry-After', 'login.mail_failed'])
        expect(found.description).toContain(key);
    }
    const activate = operation(activation, 'post');
    expect(activate.responses['502']).toEqual({ $ref: '#/components/responses/BadGateway' });
    expect(activate.responses['429']).toBeUndefined();
    const mailing = new Set<string>(MAILING.map(([path, method]) => `${method} ${path}`));
    for (const [path, method] of expected) {
      if (mailing.has(`${method} ${path}`) || path === activation) continue;
      expect(operation(path, method).responses['429'], `${method} ${path}`).toBeUndefined();
      expect(operation(path, method).responses['502'], `${method} ${path}`).toBeUndefined();
    }
  });

  it('answer the status codes of the routes and name their message keys', () => {
    const statuses = (path: string, method: Method) => Object.keys(operation(path, method).responses).sort();
    expect(statuses('/registration', 'post')).toEqual(['201', '400', '409', '429', '502']);
    expect(statuses('/registration-process', 'post')).toEqual(['201', '400', '404', '409', '422', '429', '502']);
    expect(statuses('/restart-registration', 'post')).toEqual(['200', '400', '404', '409', '429', '502']);
    expect(statuses('/registration/{code}', 'patch')).toEqual(['200', '400', '422']);
    expect(statuses('/password-reset', 'post')).toEqual(['200', '400', '404', '429', '502']);
    expect(statuses('/password-reset/{code}', 'patch')).toEqual(['200', '400', '422']);
    expect(statuses('/users-disable/{code}', 'patch')).toEqual(['200', '400', '422']);
    expect(statuses('/users-app-delete', 'post')).toEqual(['200', '400', '404', '429', '502']);
    expect(statuses('/users-app-delete/{code}', 'patch')).toEqual(['200', '400', '422']);
    expect(statuses(activation, 'post')).toEqual(['200', '401', '403', '404', '409', '502']);
    expect(statuses('/uploads', 'post')).toEqual(['201', '400', '401', '413', '415']);
    expect(statuses('/uploads/{name}', 'get')).toEqual(['200', '404']);

    const keys: [string, Method, string[]][] = [
      [
        '/registration',
        'post',
        [
          'error.passmatch',
          'error.min8',
          'error.email',
          'login.user_exists',
          'login.user_has_account',
          'login.driver_has_account',
        ],
      ],
      ['/registration-process', 'post', ['error.passmatch', 'login.process_not_found', 'login.process_no_email']],
      ['/restart-registration', 'post', ['login.no_user', 'login.user_has_account']],
      [
        '/registration/{code}',
        'patch',
        ['error.passmatch', 'error.min8', 'login.code_incorrect', 'login.link_invalid'],
      ],
      ['/password-reset', 'post', ['login.no_user']],
      ['/password-reset/{code}', 'patch', ['error.passmatch', 'error.min8', 'login.link_invalid']],
      ['/users-disable/{code}', 'patch', ['login.link_invalid']],
      ['/users-app-delete', 'post', ['login.no_user']],
      ['/users-app-delete/{code}', 'patch', ['login.delete_code_not_found']],
      [activation, 'post', ['login.user_has_account', 'login.mail_failed']],
      ['/uploads', 'post', ['error.empty', 'error.upload_size', 'error.upload_type']],
    ];
    for (const [path, method, messageKeys] of keys) {
      for (const key of messageKeys) expect(operation(path, method).description, `${method} ${path}`).toContain(key);
    }
  });

  it("take the routes' own body and parameter schemas", () => {
    const body = (path: string, method: Method) =>
      operation(path, method).requestBody?.content['application/json']?.schema;
    expect(body('/registration', 'post')).toEqual(registrationBody);
    expect(body('/registration-process', 'post')).toEqual(processRegistrationBody);
    expect(body('/restart-registration', 'post')).toEqual(emailBody);
    expect(body('/registration/{code}', 'patch')).toEqual(confirmationBody);
    expect(body('/password-reset', 'post')).toEqual(emailBody);
    expect(body('/password-reset/{code}', 'patch')).toEqual(newPasswordBody);
    expect(body('/users-app-delete', 'post')).toEqual(emailBody);
    expect(body('/users-app-delete/{code}', 'patch')).toEqual(emailBody);
    for (const [path, method] of [
      ['/users-disable/{code}', 'patch'],
      [activation, 'post'],
      ['/uploads/{name}', 'get'],
    ] as const) {
      expect(operation(path, method).requestBody, `${method} ${path}`).toBeUndefined();
    }
    for (const [path, method] of expected.filter(([path]) => path.endsWith('{code}'))) {
      expect(parametersOf(repository, operation(path, method).parameters)).toEqual([
        expect.objectContaining({ name: 'code', in: 'path', required: true, schema: codeParams.properties.code }),
      ]);
    }
    const success = operation('/registration', 'post').responses['201'] as ResponseObject;
    expect(success.content?.['application/json']?.schema).toMatchObject({ required: ['success', 'email'] });
  });

  it('upload an image as multipart/form-data and serve it as the image it is', () => {
    const upload = operation('/uploads', 'post');
    const multipart = (upload.requestBody?.content as unknown as Record<string, { schema: SchemaObject }>)[
      'multipart/form-data'
    ];
    expect(multipart?.schema).toMatchObject({
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
    const stored = (upload.responses['201'] as ResponseObject).content?.['application/json']?.schema;
    expect(stored).toMatchObject({ required: ['name', 'url', 'contentType', 'size'] });
    expect(stored?.properties).toHaveProperty('contentType.enum', IMAGE_TYPES);

    const served = operation('/uploads/{name}', 'get').responses['200'] as ResponseObject;
    expect(Object.keys(served.content ?? {}).sort()).toEqual(['image/gif', 'image/jpeg', 'image/png', 'image/webp']);
    expect(operation('/uploads/{name}', 'get').responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
  });
});
