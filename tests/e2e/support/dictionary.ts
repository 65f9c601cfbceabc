import { readdirSync, readFileSync } from 'node:fs';
import { fieldLabelKeys } from '../../../src/i18n/labelKeys';

interface Tree {
  [key: string]: string | Tree;
}

const locales = new URL('../../../locales/', import.meta.url);
const dictionaries = new Map<string, Tree>();

/** A language's texts as the console finds them: its files (`common.json`, `tickets.json` …) as one tree. */
function dictionary(language: string): Tree {
  let tree = dictionaries.get(language);
  if (!tree) {
    const folder = new URL(`${language}/`, locales);
    const files = readdirSync(folder).map((file) => JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Tree);
    tree = Object.assign({}, ...files) as Tree;
    dictionaries.set(language, tree);
  }
  return tree;
}

const textOf = (language: string, key: string) =>
  key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      dictionary(language),
    );

/**
 * The text the console shows for a translation key (`tickets.entities.genre.fields.name`) in a language,
 * with i18next's `{{name}}` placeholders filled in: tests expect what the dictionaries say.
 */
export function translate(language: string, key: string, values: Readonly<Record<string, string | number>> = {}) {
  const text = textOf(language, key);
  if (typeof text !== 'string') throw new Error(`locales/${language} has no text for ${key}`);
  return text.replaceAll(/\{\{(\w+)\}\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}

/** The entity a registry resource (`tickets/genres`) serves, as its area's `resources/<area>.json` names it. */
function entityOf(resource: string): string {
  const area = resource.slice(0, resource.indexOf('/'));
  const file = new URL(`../../../resources/${area}.json`, import.meta.url);
  const entries = JSON.parse(readFileSync(file, 'utf8')) as { name: string; entity: string }[];
  const entity = entries.find((entry) => entry.name === resource)?.entity;
  if (!entity) throw new Error(`resources/${area}.json has no resource ${resource}`);
  return entity;
}

/** A field's label on a resource's screens, looked up as the console does: resource, entity, common. */
export function fieldLabel(language: string, resource: string, field: string) {
  const keys = fieldLabelKeys({ name: resource, entity: { name: entityOf(resource) } }, field);
  const key = keys.find((candidate) => typeof textOf(language, candidate) === 'string') ?? keys[1] ?? '';
  return translate(language, key);
}
