import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { entityValidators } from './vite/entity-validators-plugin.ts';

export default defineConfig({
  test: {
    // Vitest leaves a core free by default; on CI's two cores that runs the API test files one by one.
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [entityValidators()],
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
        plugins: [entityValidators()],
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
