import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { entityValidators } from './vite/entity-validators-plugin.ts';
import { menuIcons } from './vite/menu-icons-plugin.ts';

const consoleRegistry = fileURLToPath(new URL('./src/registry/registry.ts', import.meta.url));
const registryOfFiles = fileURLToPath(new URL('./tests/unit/support/bundledRegistry.ts', import.meta.url));

/**
 * The console's registry waits for the server's files (src/registry/registry.ts); the tests build it
 * from the repository's files instead, with the same builder.
 */
const registryFromFiles: Plugin = {
  name: 'registry-from-files',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (!source.includes('registry')) return undefined;
    const resolved = await this.resolve(source, importer, { skipSelf: true });
    return resolved?.id === consoleRegistry ? registryOfFiles : undefined;
  },
};

const dictionaryRequest = fileURLToPath(new URL('./src/i18n/dictionaryRequest.ts', import.meta.url));
const localDictionaries = fileURLToPath(new URL('./tests/unit/support/localDictionaries.ts', import.meta.url));

/** The console and the booking engine ask the server for their texts; the unit tests read the same files. */
const dictionariesFromFiles: Plugin = {
  name: 'dictionaries-from-files',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (!source.includes('dictionaryRequest')) return undefined;
    const resolved = await this.resolve(source, importer, { skipSelf: true });
    return resolved?.id === dictionaryRequest ? localDictionaries : undefined;
  },
};

export default defineConfig({
  test: {
    // Vitest leaves a core free by default; on CI's two cores that runs the API test files one by one.
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [registryFromFiles, dictionariesFromFiles, entityValidators(), menuIcons()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          server: { deps: { inline: [/@mui\/x-/, /@refinedev\//] } },
        },
      },
      {
        // The event editor's contract test runs the console's editor state, which checks bodies with
        // the entity validators the console's build compiles.
        plugins: [registryFromFiles, entityValidators()],
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/support/databaseTemplates.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
