import { buildRegistry } from '../../registry/build-registry';
import type { Registry } from '../../registry/types';

/**
 * The registry in the console: the same files and the same builder as the server, bundled at
 * build time. The server validates the files against the meta-schemas at start-up and in the tests.
 */
const entities = import.meta.glob<unknown>(['../../schemas/**/*.json', '!../../schemas/meta/**'], {
  eager: true,
  import: 'default',
});
const resources = import.meta.glob<unknown>(['../../resources/*.json', '!../../resources/menu.json'], {
  eager: true,
  import: 'default',
});
const menu = import.meta.glob<unknown>('../../resources/menu.json', { eager: true, import: 'default' });

const relative = (files: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(files).map(([path, content]) => [path.replace(/^(\.\.\/)+/, ''), content]));

export const registry: Registry = buildRegistry({
  entities: relative(entities),
  resources: relative(resources),
  menu: { path: 'resources/menu.json', content: Object.values(menu)[0] },
});
