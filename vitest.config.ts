import { defineConfig } from 'vitest/config';
import { entityValidators } from './vite/entity-validators-plugin.ts';

export default defineConfig({
  test: {
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
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
