import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResourceKey } from 'i18next';

// A string, not a URL: under jsdom `URL` is jsdom's, which node:fs does not take.
const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../../../locales');

/**
 * Stands in for `src/i18n/dictionaryRequest.ts` in the unit tests (vitest.config.ts): the same files the
 * server answers (server/routes/locale-files.ts), read from the repository rather than asked of a server.
 * A name that is no dictionary's is refused, as the server refuses it.
 */
export async function requestDictionary(language: string, namespace: string): Promise<ResourceKey> {
  if (!/^[a-z]{2}$/.test(language) || !/^[a-z][a-zA-Z0-9-]*$/.test(namespace))
    throw new Error(`No dictionary "${namespace}" for the language "${language}"`);
  return JSON.parse(await readFile(join(localesDir, language, `${namespace}.json`), 'utf8')) as ResourceKey;
}
