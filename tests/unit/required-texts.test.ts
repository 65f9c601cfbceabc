import { fileURLToPath } from 'node:url';
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { withRequiredTexts } from '../../registry/required-texts.ts';
import type { EntityDefinition, EntitySchema } from '../../registry/types.ts';
import { toFieldErrors, type FieldMessage } from '../../registry/validation-keys.ts';
import { validateBody } from '../../server/crud/body-validation.ts';
import { ApiError } from '../../server/errors.ts';
import { loadRegistry } from '../../server/areas/load-registry.ts';
import { checkBody } from '../../src/screens/form/validation/checkBody.ts';

const registry = loadRegistry(fileURLToPath(new URL('../..', import.meta.url)));

const maker: EntitySchema = {
  title: 'Maker',
  type: 'object',
  'x-table': 'test_maker',
  'x-id': 'id_test_maker',
  required: ['name', 'code', 'nickname', 'motto', 'rank', 'note'],
  properties: {
    id_test_maker: { type: 'integer', readOnly: true },
    name: { type: 'string', maxLength: 200 },
    code: { type: 'string', minLength: 4 },
    nickname: { type: ['string', 'null'] },
    motto: { type: 'string', minLength: 0 },
    rank: { type: 'integer' },
    note: { type: 'string', minLength: 1 },
    city: { type: 'string' },
  },
};

describe('a required text', () => {
  const { properties } = withRequiredTexts(maker);

  it('needs at least one character, whether or not it may be null', () => {
    expect(properties.name).toEqual({ type: 'string', maxLength: 200, minLength: 1 });
    expect(properties.nickname).toEqual({ type: ['string', 'null'], minLength: 1 });
  });

  it('keeps a minLength of its own, 0 included', () => {
    expect(properties.code?.minLength).toBe(4);
    expect(properties.motto?.minLength).toBe(0);
    expect(properties.note?.minLength).toBe(1);
  });

  it('leaves other fields, and the file, as they were', () => {
    expect(properties.rank).toBe(maker.properties.rank);
    expect(properties.city).toBe(maker.properties.city);
    expect(maker.properties.name).toEqual({ type: 'string', maxLength: 200 });
  });
});

describe('the message of an empty text', () => {
  const tooShort = (limit: number): ErrorObject => ({
    keyword: 'minLength',
    instancePath: '/name',
    schemaPath: '#/properties/name/minLength',
    params: { limit },
  });
  const keys = (limit: number, messages?: Record<string, string>) =>
    toFieldErrors([tooShort(limit)], () => messages).map((message) => message.key);

  it('is the field’s required one, or error.empty', () => {
    expect(keys(1, { required: 'form.required' })).toEqual(['form.required']);
    expect(keys(1)).toEqual(['error.empty']);
  });

  it('gives way to a minLength message of the field’s own', () => {
    expect(keys(1, { required: 'form.required', minLength: 'error.name' })).toEqual(['error.name']);
  });

  it('is a length message for a longer minimum', () => {
    expect(keys(4, { required: 'form.required' })).toEqual(['error.min4']);
  });
});

describe('the console’s compiled check of a location (which declares no minLength)', () => {
  const location = registry.entities['tickets/location'] as EntityDefinition;
  const serverMessages = (mode: 'create' | 'patch', body: Record<string, unknown>): FieldMessage[] => {
    try {
      validateBody(location, mode, body);
      return [];
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return error.errors;
    }
  };
  const keyed = (messages: readonly FieldMessage[]) => messages.map(({ field, key }) => `${field ?? ''}: ${key}`);

  it.each([
    ['create', { name: '', slug: '' }],
    ['patch', { name: '', slug: '', version: 1 }],
  ] as const)('refuses empty texts on %s with form.required, as the server does', (mode, body) => {
    const compiled = keyed(checkBody(location, mode, body));
    expect(compiled).toEqual(['name: form.required', 'slug: form.required', 'slug: error.pattern']);
    expect(keyed(serverMessages(mode, body))).toEqual(compiled);
  });

  it('takes a text of spaces: the forms send what is typed', () => {
    expect(checkBody(location, 'patch', { name: ' ', version: 1 })).toEqual([]);
  });
});
