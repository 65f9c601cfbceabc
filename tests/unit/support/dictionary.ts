/** A dictionary's texts by key as i18next looks them up: the path to each text, joined with dots. */
export function dictionaryEntries(tree: object, prefix = ''): [key: string, text: string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'object' && value !== null
      ? dictionaryEntries(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  );
}

export const dictionaryKeys = (tree: object): string[] => dictionaryEntries(tree).map(([key]) => key);
