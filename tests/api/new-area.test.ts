import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLabelKeys } from '../../src/i18n/labelKeys.ts';
import { loadRegistry } from '../../server/areas/load-registry.ts';
import { resourceContracts } from './contract/resourceContract.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// Docs/resources.md: a new area is a folder. The fixture area `garden` (tests/fixtures/area-garden)
// is JSON only; added to a copy of the repository's registry and dictionaries, it must be served,
// documented, in the menu, labelled and pass the contract every area gets, with no line of code.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON files
const repository = fileURLToPath(new URL('../..', import.meta.url));
const garden = fileURLToPath(new URL('../fixtures/area-garden', import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;

/** The repository's registry and English dictionaries with the garden area added, in a folder of its own. */
function projectWithGarden(): string {
  const root = mkdtempSync(join(tmpdir(), 'backoffice-area-'));
  for (const folder of ['schemas', 'resources', 'locales'])
    cpSync(join(repository, folder), join(root, folder), { recursive: true });
  cpSync(join(garden, 'schemas'), join(root, 'schemas'), { recursive: true });
  cpSync(join(garden, 'resources'), join(root, 'resources'), { recursive: true });
  const menu = readJson(join(root, 'resources/menu.json'));
  menu.groups.push(readJson(join(garden, 'menu-group.json')));
  writeFileSync(join(root, 'resources/menu.json'), JSON.stringify(menu));
  // A key's first segment names its dictionary: the menu's in common, the area's in garden.json.
  const { menu: menuLabels, garden: areaLabels } = readJson(join(garden, 'locales/en.json'));
  const common = readJson(join(root, 'locales/en/common.json'));
  Object.assign(common.menu, menuLabels);
  writeFileSync(join(root, 'locales/en/common.json'), JSON.stringify(common));
  writeFileSync(join(root, 'locales/en/garden.json'), JSON.stringify({ garden: areaLabels }));
  return root;
}

const root = projectWithGarden();
const registry = loadRegistry(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the generated contract of the garden area', () => {
  resourceContracts('garden', { registry });
});

describe('the garden area, with no code of its own', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(undefined, { registry });
  });
  afterAll(() => testApp.close());

  it('has its tables, the reference as a foreign key', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select kcu.table_name, kcu.column_name from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and kcu.table_name = 'garden_plant'`.execute(testApp.database.db);
    expect(rows.map((row) => row.column_name)).toContain('id_garden_supplier');
  });

  it('documents its calls in the OpenAPI document', async () => {
    const answer = await testApp.injectAs(undefined, { method: 'GET', url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    const { paths } = answer.json<{ paths: Json }>();
    expect(Object.keys(paths['/garden/plant'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/garden/plant/{id_garden_plant}'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'patch', 'put', 'delete']),
    );
    expect(Object.keys(paths['/garden/supplier'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
  });

  it('puts its group into the menu, each entry leading to its resource', () => {
    const group = registry.menu.find((candidate) => candidate.key === 'garden');
    expect(group?.entries.map((entry) => entry.route)).toEqual(['/garden/suppliers', '/garden/plants']);
  });

  it('finds its labels in its own dictionary, and the system fields in common', () => {
    const dictionaries = [
      readJson(join(root, 'locales/en/garden.json')),
      readJson(join(root, 'locales/en/common.json')),
    ];
    const text = (key: string) =>
      dictionaries
        .map((dictionary) =>
          key.split('.').reduce<unknown>((node, part) => (node as Json | undefined)?.[part], dictionary),
        )
        .find((value) => typeof value === 'string');
    const label = (resource: string, field: string) =>
      fieldLabelKeys(registry.resource(resource)!, field)
        .map(text)
        .find((value) => value !== undefined);
    expect(label('garden/plants', 'id_garden_supplier')).toBe('Supplier');
    expect(label('garden/suppliers', 'name')).toBe('Supplier name');
    expect(label('garden/plants', 'created_at')).toBe(readJson(join(root, 'locales/en/common.json')).fields.created_at);
  });

  it('refuses a call without a token, as every resource does', async () => {
    const answer = await testApp.injectAs(undefined, { method: 'GET', url: '/api/garden/plant' });
    expect(answer.statusCode).toBe(401);
  });
});
