import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACCESS_AREAS } from '../../registry/access-areas.ts';
import tiles from '../../src/layout/appSwitcher.json';
import { registry } from '../../src/registry/registry.ts';
import { dictionary, dictionaryFiles, dictionaryKeys } from './support/dictionary.ts';
import { registryLookups, type Lookup } from './support/registryKeys.ts';
import { filesBelow, jsonStrings, scanSource, scanSources, type SourceKeys } from './support/sourceKeys.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const below = (dirs: readonly string[], extensions: readonly string[]) =>
  dirs.flatMap((dir) => filesBelow(`${root}${dir}`, extensions));

const KEY_SHAPE = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;
const namespaceOf = (key: string) => key.slice(0, key.indexOf('.'));

/**
 * The API's message keys: those it gives to properties and constants named for a key, and those of
 * their namespaces it hands to a function that builds the error. Its other strings are SQL, names and hosts.
 */
function apiMessageKeys(api: SourceKeys): string[] {
  const namespaces = new Set([...api.messages].filter((text) => KEY_SHAPE.test(text)).map(namespaceOf));
  const handed = [...api.arguments].filter((text) => KEY_SHAPE.test(text) && namespaces.has(namespaceOf(text)));
  return [...new Set([...api.messages, ...handed])];
}

/** The console's code, the registry and domain code it shares with the API, and the keys of the API's error answers. */
const consoleCode = scanSources(below(['src', 'custom', 'registry', 'domain'], ['.ts', '.tsx']));
const code: SourceKeys = {
  ...consoleCode,
  literals: new Set([...consoleCode.literals, ...apiMessageKeys(scanSources(below(['server'], ['.ts'])))]),
};
/** Keys in configuration: resource labels and actions, the menu, the app switcher, the entities' messages. */
const configuration = below(['resources', 'schemas', 'src', 'custom'], ['.json']).flatMap((file) =>
  jsonStrings(JSON.parse(readFileSync(file, 'utf8'))),
);

/** Texts the console looks up from data: the registry's, the access areas' and the app switcher's. */
const derived: Lookup[] = [
  ...registryLookups(registry),
  ...[
    ...ACCESS_AREAS.flatMap((area) => [
      area.label,
      ...Object.values(area.standard).map((right) => right.label),
      ...area.extras.map((right) => right.label),
      ...(area.warning ? [area.warning] : []),
    ]),
    ...tiles.flatMap((tile) => [`apps.${tile.key}.title`, `apps.${tile.key}.subtitle`]),
  ].map((key) => ({ keys: [key], home: key })),
];

/** Literals that have the shape of a key but name something else. */
const NOT_KEYS = new Set([
  'error.main', // a palette colour in `sx`
  'common.white', // a palette colour in `sx`
  'auth.strategy', // spec 1 §9: the browser storage name of the sign-in strategy
  'auth.renewal', // the Web Lock that lets one tab renew the session
  'booking.html', // the booking engine's page
]);

/** A literal that has the shape of a key in one of the dictionary's namespaces (`list.edit`, `tickets.entities.genre.fields.name`). */
function looksLikeKey(text: string, namespaces: ReadonlySet<string>): boolean {
  return KEY_SHAPE.test(text) && namespaces.has(namespaceOf(text)) && !NOT_KEYS.has(text);
}

/**
 * The dictionary's groups of texts below a namespace (`auth.reset`), which a component given one
 * completes (`${texts}.title`).
 */
function groupsOf(keys: readonly string[]): Set<string> {
  return new Set(
    keys.flatMap((key) => {
      const parts = key.split('.');
      return parts.slice(2).map((_, index) => parts.slice(0, index + 2).join('.'));
    }),
  );
}

/** The keys the code and the configuration ask for that the dictionary lacks (of a lookup, where its text belongs). */
function missingKeys(dictionary: object, found: SourceKeys, config: readonly string[], built: readonly Lookup[]) {
  const keys = dictionaryKeys(dictionary);
  const known = new Set([...keys, ...groupsOf(keys)]);
  const namespaces = new Set(Object.keys(dictionary));
  const asked = [
    ...found.translated,
    ...[...found.literals, ...config].filter((text) => looksLikeKey(text, namespaces)),
  ];
  const missedLookups = built
    .filter((lookup) => !lookup.keys.some((key) => known.has(key)))
    .map((lookup) => lookup.home);
  return [...new Set([...asked.filter((key) => !known.has(key)), ...missedLookups])].sort();
}

/** The dictionary's keys that nothing asks for: no literal names them or their group, no family or derived key covers them. */
function unusedKeys(dictionary: object, found: SourceKeys, config: readonly string[], built: readonly Lookup[]) {
  const named = new Set([...found.literals, ...config, ...built.flatMap((lookup) => lookup.keys)]);
  const groups = groupsOf(dictionaryKeys(dictionary));
  const namedGroups = [...groups].filter((group) => named.has(group));
  return dictionaryKeys(dictionary).filter(
    (key) =>
      !named.has(key) &&
      !namedGroups.some((group) => key.startsWith(`${group}.`)) &&
      !found.families.some((family) => family.test(key)),
  );
}

const en = dictionary('en');
const englishFiles = dictionaryFiles('en');

/** The dictionary file a key is written in: the area its first segment names, else common. */
const fileOf = (key: string) => (Object.hasOwn(englishFiles, namespaceOf(key)) ? namespaceOf(key) : 'common');

describe.each(Object.keys(englishFiles))('the translation keys of the %s dictionary', (file) => {
  it(`are all in locales/en/${file}.json`, () => {
    expect(missingKeys(en, code, configuration, derived).filter((key) => fileOf(key) === file)).toEqual([]);
  });

  it(`are all used: locales/en/${file}.json has no key that nothing asks for`, () => {
    expect(unusedKeys(en, code, configuration, derived).filter((key) => fileOf(key) === file)).toEqual([]);
  });
});

/** The English list texts, which these tests change. */
const englishList = en.list as Record<string, unknown> & { density: object };

describe('reading the keys', () => {
  it('finds literals, translated keys and families of built keys, not comments', () => {
    const found = scanSource(
      "// t('list.old')\nconst k = 'list.edit'; t('form.save'); t(`form.panels.${key}`); go(`${route}/copy`);",
    );
    expect(found.translated).toEqual(new Set(['form.save']));
    expect([...found.literals]).toEqual(['list.edit', 'form.save']);
    expect(found.families).toEqual([/^form\.panels\.[^.]+$/]);
  });

  it('takes from the API only the keys of its error answers', () => {
    const api = scanSource(
      "where('users.email', '=', e); const host = 'error.demo.local'; const DEFAULT_KEY = 'error.locked'; fail({ key: done ? 'login.no_user' : 'error.empty' }); refuse('error.enum');",
      'api.ts',
    );
    expect(apiMessageKeys(api)).toEqual(['error.locked', 'login.no_user', 'error.empty', 'error.enum']);
  });

  it('reports a key the code asks for that the dictionary lacks', () => {
    const { edit: _edit, ...list } = englishList;
    const tickets = structuredClone(en.tickets) as { entities: { genre: { fields: Record<string, string> } } };
    delete tickets.entities.genre.fields.slug;
    const changed = { ...en, list, tickets };
    expect(missingKeys(changed, code, configuration, derived)).toEqual(
      expect.arrayContaining(['list.edit', 'tickets.entities.genre.fields.slug']),
    );
  });

  it('reports a key nothing asks for; one of a family the code builds counts as asked for', () => {
    const changed = {
      ...en,
      list: { ...englishList, nowhere: 'Nowhere', density: { ...englishList.density, huge: 'Huge' } },
    };
    expect(unusedKeys(changed, code, configuration, derived)).toEqual(expect.arrayContaining(['list.nowhere']));
    expect(unusedKeys(changed, code, configuration, derived)).not.toContain('list.density.huge');
  });
});
