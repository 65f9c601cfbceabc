/** A dictionary's texts by key as i18next looks them up: the path to each text, joined with dots. */
export function dictionaryEntries(tree: object, prefix = ''): [key: string, text: string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'object' && value !== null
      ? dictionaryEntries(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  );
}

export const dictionaryKeys = (tree: object): string[] => dictionaryEntries(tree).map(([key]) => key);

type Tree = Record<string, unknown>;

const files = import.meta.glob<Tree>('../../../locales/*/*.json', { eager: true, import: 'default' });

/** A language's dictionary files by name (`common`, `tickets` …), as `locales/<language>/<name>.json` holds them. */
export function dictionaryFiles(language: string): Record<string, Tree> {
  const prefix = `../../../locales/${language}/`;
  return Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, tree]) => [path.slice(prefix.length, -'.json'.length), tree]),
  );
}

/** A language's texts as i18next finds them, one tree: each file's keys begin with its name, common's with none of those. */
export const dictionary = (language: string): Tree => Object.assign({}, ...Object.values(dictionaryFiles(language)));

/** The languages with dictionaries: the folders of `locales/`. */
export const dictionaryLanguages = () =>
  [...new Set(Object.keys(files).map((path) => path.slice(0, path.lastIndexOf('/')).replace(/^.*\//, '')))].sort();
