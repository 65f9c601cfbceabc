import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../../registry/build-registry.ts';
import type { EntitySchema, ResourceDefinition } from '../../registry/types.ts';
import { readRegistryFiles } from '../../server/registry/load-registry.ts';
import { registry } from '../../src/registry/registry.ts';
import { dictionary, dictionaryLanguages } from './support/dictionary.ts';
import { resourceLookups, type Lookup } from './support/registryKeys.ts';

/** A key's non-empty text in the dictionary (i18next's lookup: the key split at dots). */
function textOf(tree: object, key: string): string | undefined {
  const text = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/** The lookups no key of which has a text, by the key where their text belongs. */
const missingKeys = (tree: object, lookups: readonly Lookup[]) =>
  lookups.filter((lookup) => lookup.keys.every((key) => textOf(tree, key) === undefined)).map((lookup) => lookup.home);

const languages = dictionaryLanguages();
const english = dictionary('en');

/** A key's texts in every language, as one string: two keys say the same when these are equal. */
const textsOf = (key: string) => languages.map((language) => textOf(dictionary(language), key) ?? '').join('\u0000');

describe('labels of the registry resources', () => {
  it('covers every resource of the registry', () => {
    expect(registry.resources.length).toBeGreaterThan(0);
  });

  describe.each(languages)('dictionary %s', (language) => {
    it.each(registry.resources.map((resource) => [resource.name, resource] as const))(
      '%s: label, every field and every enum value',
      (_name, resource) => {
        expect(missingKeys(dictionary(language), resourceLookups(resource))).toEqual([]);
      },
    );
  });

  it('has no label that says in every language what the one it overrides says', () => {
    const lookups = registry.resources.flatMap(resourceLookups).filter((lookup) => lookup.keys.length > 1);
    const repeated = lookups.flatMap((lookup) =>
      lookup.keys.flatMap((key, index) => {
        const next = lookup.keys.slice(index + 1).find((other) => textOf(english, other) !== undefined);
        return textOf(english, key) !== undefined && next !== undefined && textsOf(key) === textsOf(next) ? [key] : [];
      }),
    );
    expect([...new Set(repeated)]).toEqual([]);
  });

  it('names nested rows and enum values as the form asks for them', () => {
    const users = registry.resource('users/users') as ResourceDefinition;
    const lookups = resourceLookups(users);
    const homes = lookups.map((lookup) => lookup.home);
    expect(homes).toContain('menu.users');
    expect(homes).toContain('fields.created_at');
    expect(homes).toContain('fields.deleted_at');
    expect(homes).toContain('users.entities.user.enums.salutation.0');
    expect(homes).toContain('users.entities.user.fields.phones_type');
    expect(homes).toContain('users.entities.user.enums.phones_type.3');
    expect(homes).toContain('users.entities.user.enums.contacts_id_vc_field_type.1');
    expect(homes).not.toContain('users.entities.user.fields.token_version');
    expect(homes.some((key) => key.endsWith('.null'))).toBe(false);
    expect(lookups.find((lookup) => lookup.home === 'fields.created_at')?.keys).toEqual([
      'users.resources.users.fields.created_at',
      'users.entities.user.fields.created_at',
      'fields.created_at',
    ]);
  });

  it('misses the labels of a field added to an entity without them', () => {
    const files = readRegistryFiles(fileURLToPath(new URL('../..', import.meta.url)));
    const path = 'schemas/tickets/genre.json';
    const genre = structuredClone(files.entities[path]) as EntitySchema;
    genre.properties.mood = { type: ['string', 'null'], enum: ['calm', 'wild', null] };
    const changed = buildRegistry({ ...files, entities: { ...files.entities, [path]: genre } });
    const genres = changed.resource('tickets/genres') as ResourceDefinition;
    expect(missingKeys(english, resourceLookups(genres))).toEqual([
      'tickets.entities.genre.fields.mood',
      'tickets.entities.genre.enums.mood.calm',
      'tickets.entities.genre.enums.mood.wild',
    ]);
  });
});
