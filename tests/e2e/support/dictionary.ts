import { readFileSync } from 'node:fs';

interface Tree {
  [key: string]: string | Tree;
}

const dictionaries = new Map<string, Tree>();

function dictionary(language: string): Tree {
  let tree = dictionaries.get(language);
  if (!tree) {
    tree = JSON.parse(readFileSync(new URL(`../../../locales/${language}.json`, import.meta.url), 'utf8')) as Tree;
    dictionaries.set(language, tree);
  }
  return tree;
}

/**
 * The text the console shows for a translation key (`tickets/genres.fields.name`) in a language,
 * with i18next's `{{name}}` placeholders filled in: tests expect what the dictionaries say.
 */
export function translate(language: string, key: string, values: Readonly<Record<string, string | number>> = {}) {
  const text = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      dictionary(language),
    );
  if (typeof text !== 'string') throw new Error(`locales/${language}.json has no text for ${key}`);
  return text.replaceAll(/\{\{(\w+)\}\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}
