import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { loadRegistry } from '../../server/registry/load-registry.ts';

// Tests grow with the areas: each area of the registry has its generated API contract and its
// browser smoke test, a file of one line each, so that Vitest and Playwright run areas side by side.

const root = fileURLToPath(new URL('../..', import.meta.url));
const areas = [...new Set(loadRegistry(root).resources.map((resource) => resource.name.split('/')[0]))];

it.each(areas)('%s has its contract and smoke test files', (area) => {
  expect(existsSync(`${root}tests/api/contract/${area}.test.ts`), `tests/api/contract/${area}.test.ts`).toBe(true);
  expect(existsSync(`${root}tests/e2e/area-${area}.spec.ts`), `tests/e2e/area-${area}.spec.ts`).toBe(true);
});
