import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { ACCESS_AREAS } from '../../registry/access-areas.ts';
import tiles from '../../src/layout/appSwitcher.json';
import { registry } from '../../src/registry/registry.ts';
import { dictionaryKeys } from './support/dictionary.ts';
import { registryKeys } from './support/registryKeys.ts';
import { filesBelow, jsonStrings, scanSource, scanSources, type SourceKeys } from './support/sourceKeys.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const below = (dirs: readonly string[], extensions: readonly string[]) =>
  dirs.flatMap((dir) => filesBelow(`${root}${dir}`, extensions));

const KEY_SHAPE = /^[A-Za-z][\w-]*(\/[\w-]+)?(\.[\w-]+)+$/;
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

/** The console's code, the registry code it shares with the API, and the keys of the API's error answers. */
const consoleCode = scanSources(below(['src', 'custom', 'registry'], ['.ts', '.tsx']));
const code: SourceKeys = {
  ...consoleCode,
  literals: new Set([...consoleCode.literals, ...apiMessageKeys(scanSources(below(['server'], ['.ts'])))]),
};
/** Keys in configuration: resource labels and actions, the menu, the app switcher, the entities' messages. */
const configuration = below(['resources', 'schemas', 'src', 'custom'], ['.json']).flatMap((file) =>
  jsonStrings(JSON.parse(readFileSync(file, 'utf8'))),
);

/** Keys the console builds from data: the registry's, the access areas' and the app switcher's. */
const derived = [
  ...registryKeys(registry),
  ...ACCESS_AREAS.flatMap((area) => [
    area.label,
    ...Object.values(area.standard).map((right) => right.label),
    ...area.extras.map((right) => right.label),
    ...(area.warning ? [area.warning] : []),
  ]),
  ...tiles.flatMap((tile) => [`apps.${tile.key}.title`, `apps.${tile.key}.subtitle`]),
];

/** Literals that have the shape of a key but name something else. */
const NOT_KEYS = new Set([
  'error.main', // a palette colour in `sx`
  'common.white', // a palette colour in `sx`
  'auth.strategy', // spec 1 §9: the browser storage name of the sign-in strategy
  'auth.renewal', // the Web Lock that lets one tab renew the session
]);

/** A literal that has the shape of a key in one of the dictionary's namespaces (`list.edit`, `tickets/genres.fields.name`). */
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

/** The keys the code and the configuration ask for that the dictionary lacks. */
function missingKeys(dictionary: object, found: SourceKeys, config: readonly string[], built: readonly string[]) {
  const keys = dictionaryKeys(dictionary);
  const known = new Set([...keys, ...groupsOf(keys)]);
  const namespaces = new Set(Object.keys(dictionary));
  const asked = [
    ...found.translated,
    ...[...found.literals, ...config].filter((text) => looksLikeKey(text, namespaces)),
    ...built,
  ];
  return [...new Set(asked)].filter((key) => !known.has(key)).sort();
}

/** The dictionary's keys that nothing asks for: no literal names them or their group, no family or derived key covers them. */
function unusedKeys(dictionary: object, found: SourceKeys, config: readonly string[], built: readonly string[]) {
  const named = new Set([...found.literals, ...config, ...built]);
  const groups = groupsOf(dictionaryKeys(dictionary));
  const namedGroups = [...groups].filter((group) => named.has(group));
  return dictionaryKeys(dictionary).filter(
    (key) =>
      !named.has(key) &&
      !namedGroups.some((group) => key.startsWith(`${group}.`)) &&
      !found.families.some((family) => family.test(key)),
  );
}

describe('the translation keys', () => {
  it('are all in the English dictionary', () => {
    expect(missingKeys(en, code, configuration, derived)).toEqual([]);
  });

  it('are all used: the English dictionary has no key that nothing asks for', () => {
    expect(unusedKeys(en, code, configuration, derived)).toEqual([]);
  });
});

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
    const { edit: _edit, ...list } = en.list;
    const { slug: _slug, ...fields } = en['tickets/genres'].fields;
    const changed = { ...en, list, 'tickets/genres': { ...en['tickets/genres'], fields } };
    expect(missingKeys(changed, code, configuration, derived)).toEqual(
      expect.arrayContaining(['list.edit', 'tickets/genres.fields.slug']),
    );
  });

  it('reports a key nothing asks for; one of a family the code builds counts as asked for', () => {
    const changed = { ...en, list: { ...en.list, nowhere: 'Nowhere', density: { ...en.list.density, huge: 'Huge' } } };
    expect(unusedKeys(changed, code, configuration, derived)).toEqual(expect.arrayContaining(['list.nowhere']));
    expect(unusedKeys(changed, code, configuration, derived)).not.toContain('list.density.huge');
  });
});
