import { describe, expect, it } from 'vitest';
import type { FieldDefinition, Operation, ResourceDefinition } from '../../registry/types.ts';
import { superadminApp } from './support/superadminApp.ts';
import { repositoryRegistry } from './support/testApp.ts';

// Spec 1 §5: a required text cannot be saved empty, by any write the API offers for its entity.

const { call } = superadminApp();

type Write = 'POST' | 'PATCH' | 'PUT';
const OPERATION: Record<Write, Operation> = { POST: 'create', PATCH: 'update', PUT: 'update' };

const requiredTexts = (resource: ResourceDefinition): FieldDefinition[] =>
  Object.values(resource.entity.fields).filter((field) => field.required && field.type === 'string' && !field.readOnly);

/** The spec's key for an empty required value: its own on ticket forms, error.empty on the others. */
const requiredKey = (resource: ResourceDefinition) =>
  resource.entity.name.startsWith('tickets/') ? 'form.required' : 'error.empty';

/** The key of an empty text: the required one, or the length one where the field asks for more than one character. */
function expectedKey(resource: ResourceDefinition, field: FieldDefinition): string {
  const minimum = field.schema.minLength ?? 0;
  return minimum > 1 ? `error.min${String(minimum)}` : requiredKey(resource);
}

/** Each entity's required texts, each through the first resource of the entity that offers the write. */
const cases = (['POST', 'PATCH', 'PUT'] as const).flatMap((method) =>
  Object.values(repositoryRegistry.entities).flatMap((entity) => {
    const resource = repositoryRegistry.resources.find(
      (candidate) => candidate.entity === entity && candidate.operations.includes(OPERATION[method]),
    );
    if (!resource) return [];
    return requiredTexts(resource).map((field) => [method, resource.name, field.name, resource, field] as const);
  }),
);

it('covers the required texts of several areas', () => {
  const entities = new Set(cases.map(([, name]) => name.split('/')[0]));
  expect([...entities].sort()).toEqual([
    'agencies',
    'app',
    'configs',
    'customers',
    'images',
    'internet',
    'journeys',
    'newsletter',
    'processes',
    'products',
    'system',
    'tickets',
    'travel',
  ]);
});

describe.each(cases)('%s %s: %s = ""', (method, _name, fieldName, resource, field) => {
  it('is refused on that field with the required message', async () => {
    const url = method === 'POST' ? `/api${resource.api}` : `/api${resource.api}/1`;
    const version = method !== 'POST' && resource.entity.concurrency ? { version: 1 } : {};
    const answer = await call({ method, url, payload: { [fieldName]: '', ...version } });
    expect(answer.statusCode, answer.body).toBe(400);
    const keys = answer
      .json<{ errors: { field?: string; key: string }[] }>()
      .errors.filter((error) => error.field === fieldName)
      .map((error) => error.key);
    expect(keys).toContain(expectedKey(resource, field));
  });
});
