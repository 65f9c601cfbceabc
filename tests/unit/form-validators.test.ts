import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { EntityDefinition } from '../../registry/types.ts';
import type { FieldMessage } from '../../registry/validation-keys.ts';
import { validateBody } from '../../server/crud/body-validation.ts';
import { ApiError } from '../../server/errors.ts';
import { loadRegistry } from '../../server/areas/load-registry.ts';
import { checkBody } from '../../src/screens/form/validation/checkBody.ts';
import { validatorModule } from '../../vite/standalone-validators.ts';

const registry = loadRegistry(fileURLToPath(new URL('../..', import.meta.url)));
const entity = (name: string) => registry.entities[name] as EntityDefinition;

/** What the server answers a body with: its field problems, or none when it accepts the body. */
function serverMessages(
  definition: EntityDefinition,
  mode: 'create' | 'patch',
  body: Record<string, unknown>,
): FieldMessage[] {
  try {
    validateBody(definition, mode, body);
    return [];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.errors;
  }
}

const keyed = (messages: readonly FieldMessage[]) =>
  messages.map(({ field, key }) => `${field ?? '(body)'}: ${key}`).sort();

const VALID_USER = { email: 'anna@example.com', ratio_id: 'R-1' };

// entity, mode, body, the keys both must answer (proof that the pair is not merely equally wrong)
const BAD_BODIES: [string, 'create' | 'patch', Record<string, unknown>, string[]][] = [
  ['tickets/genre', 'create', {}, ['name: form.required', 'slug: form.required']],
  ['tickets/genre', 'create', { name: '', slug: 'Not A Slug' }, ['name: form.required', 'slug: error.pattern']],
  ['tickets/genre', 'create', { name: 'Rock', slug: 'rock', colour: 'red' }, ['colour: error.unknown_field']],
  [
    'tickets/genre',
    'create',
    { name: 'x'.repeat(201), slug: 'x', short_description: 5 },
    ['name: error.too_long', 'short_description: error.type'],
  ],
  [
    'tickets/genre',
    'create',
    { name: 'Rock', slug: 'rock', images: [{ order: -1 }] },
    ['images.0.link: error.empty', 'images.0.order: error.minimum'],
  ],
  ['tickets/genre', 'patch', { name: 'Pop' }, ['version: error.empty']],
  ['tickets/genre', 'patch', { name: 'Pop', version: 0 }, ['version: error.minimum']],
  ['tickets/artist', 'create', { name: 'Band', slug: 'band', website: 'not a url' }, ['website: error.format']],
  ['users/user', 'create', { ...VALID_USER, zip: '123' }, ['zip: error.zip']],
  ['users/user', 'create', { email: 'no mail', ratio_id: '' }, ['email: error.email', 'ratio_id: error.empty']],
  [
    'users/user',
    'create',
    { ...VALID_USER, password: 'short', password_confirmation: 'short' },
    ['password: error.min8'],
  ],
  [
    'users/user',
    'create',
    { ...VALID_USER, password: 'long enough', password_confirmation: 'different' },
    ['password_confirmation: error.passmatch'],
  ],
  ['users/user', 'create', { ...VALID_USER, password: 'long enough' }, ['password_confirmation: error.passmatch']],
  [
    'users/user',
    'create',
    { ...VALID_USER, sex: 7, birthday: '31.12.1990' },
    ['birthday: error.format', 'sex: error.enum'],
  ],
  [
    'users/user',
    'create',
    { ...VALID_USER, phones: [{ type: 9 }, { type: 1, number: '' }] },
    ['phones.0.number: error.empty', 'phones.0.type: error.enum', 'phones.1.number: error.empty'],
  ],
  ['users/user', 'patch', { zip: '1234' }, ['zip: error.zip']],
  ['processes/process', 'create', { number: 'P-1', price: -1 }, ['price: error.minimum']],
  [
    'system/tenant',
    'create',
    { host: 'example.org', name: 'Example', dashboard: { active: 'yes', other: 1 } },
    ['dashboard.active: error.type', 'dashboard.other: error.unknown_field'],
  ],
  [
    'system/role',
    'create',
    { role: 'guide', access: { 'bad key!': true, fine: 'yes' } },
    ['access: error.invalid', 'access: error.pattern', 'access.fine: error.type'],
  ],
];

describe('the body checks compiled at build time', () => {
  it.each(BAD_BODIES)('%s %s %j: the same message keys as the server', (name, mode, body, expected) => {
    const server = keyed(serverMessages(entity(name), mode, body));
    expect(server).toEqual([...expected].sort());
    expect(keyed(checkBody(entity(name), mode, body))).toEqual(server);
  });

  it.each([
    ['tickets/genre', 'create', { name: 'Rock', slug: 'rock' }],
    ['tickets/genre', 'patch', { name: 'Pop', version: 3 }],
    [
      'users/user',
      'create',
      { ...VALID_USER, zip: '12345-6789', password: 'long enough', password_confirmation: 'long enough' },
    ],
    ['customers/customer', 'patch', { zip: '' }],
  ] as const)('%s %s %j: accepted by both', (name, mode, body) => {
    expect(serverMessages(entity(name), mode, body)).toEqual([]);
    expect(checkBody(entity(name), mode, body)).toEqual([]);
  });

  it('leaves the body it checks as it was (a create check fills in defaults on a copy)', () => {
    const body = { name: 'Rock', slug: 'rock' };
    checkBody(entity('tickets/genre'), 'create', body);
    expect(body).toEqual({ name: 'Rock', slug: 'rock' });
  });

  it('are plain code: no schema is compiled in the browser, and only Ajv runtime helpers are imported', () => {
    const code = validatorModule(Object.values(registry.entities), 'create');
    expect(code).not.toMatch(/require\(|new Function|eval\(/);
    const imported = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]);
    expect(imported.length).toBeGreaterThan(0);
    for (const module of imported) expect(module).toMatch(/^(ajv\/dist\/runtime\/|ajv-formats\/dist\/formats$)/);
  });
});
