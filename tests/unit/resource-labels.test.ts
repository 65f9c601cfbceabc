import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { buildRegistry } from '../../registry/build-registry.ts';
import type { EntitySchema, ResourceDefinition } from '../../registry/types.ts';
import { readRegistryFiles } from '../../server/registry/load-registry.ts';
import { registry } from '../../src/registry/registry.ts';
import { resourceKeys } from './support/registryKeys.ts';

const dictionaries = import.meta.glob<object>('../../locales/*.json', { eager: true, import: 'default' });

/** The keys without a non-empty text in the dictionary (i18next's lookup: the key split at dots). */
function missingKeys(dictionary: object, keys: readonly string[]): string[] {
  return keys.filter((key) => {
    const text = key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
        dictionary,
      );
    return typeof text !== 'string' || text.trim() === '';
  });
}

describe('labels of the registry resources', () => {
  it('covers every resource of the registry', () => {
    expect(registry.resources.length).toBeGreaterThan(0);
  });

  describe.each(Object.entries(dictionaries))('dictionary %s', (_path, dictionary) => {
    it.each(registry.resources.map((resource) => [resource.name, resource] as const))(
      '%s: label, every field and every enum value',
      (_name, resource) => {
        expect(missingKeys(dictionary, resourceKeys(resource))).toEqual([]);
      },
    );
  });

  it('names nested rows and enum values as the form asks for them', () => {
    const users = registry.resource('users/users') as ResourceDefinition;
    const keys = resourceKeys(users);
    expect(keys).toContain('menu.users');
    expect(keys).toContain('users/users.fields.created_at');
    expect(keys).toContain('users/users.fields.deleted_at');
    expect(keys).toContain('users/users.enums.salutation.0');
    expect(keys).toContain('users/users.fields.phones_type');
    expect(keys).toContain('users/users.enums.phones_type.3');
    expect(keys).toContain('users/users.enums.contacts_id_vc_field_type.1');
    expect(keys).not.toContain('users/users.fields.token_version');
    expect(keys.some((key) => key.endsWith('.null'))).toBe(false);
  });

  it('misses the labels of a field added to an entity without them', () => {
    const files = readRegistryFiles(fileURLToPath(new URL('../..', import.meta.url)));
    const path = 'schemas/tickets/genre.json';
    const genre = structuredClone(files.entities[path]) as EntitySchema;
    genre.properties.mood = { type: ['string', 'null'], enum: ['calm', 'wild', null] };
    const changed = buildRegistry({ ...files, entities: { ...files.entities, [path]: genre } });
    const genres = changed.resource('tickets/genres') as ResourceDefinition;
    expect(missingKeys(en, resourceKeys(genres))).toEqual([
      'tickets/genres.fields.mood',
      'tickets/genres.enums.mood.calm',
      'tickets/genres.enums.mood.wild',
    ]);
  });
});
