import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { loadRegistry } from '../../server/areas/load-registry.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { insertUserWith, RIGHTS_PASSWORD } from './support/ticketRows.ts';
import { mintToken } from './support/mintedTokens.ts';

// A field with a right to read it (x-access.read): answered only to holders of the right, and never
// a filter, sort or selection for others, on every call of the generic API.

const fixture = fileURLToPath(new URL('../fixtures/registry', import.meta.url));
const repository = fileURLToPath(new URL('../..', import.meta.url));
const GADGETS = '/api/test/gadget';
const RIGHTS = ['thirdparty-read', 'thirdparty-create', 'thirdparty-update', 'thirdparty-delete'];

let root = '';
let testApp: TestApp;
const tokens = { holder: '', other: '' };
let gadget = 0;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'backoffice-read-rules-'));
  cpSync(fixture, root, { recursive: true });
  cpSync(join(repository, 'schemas/meta'), join(root, 'schemas/meta'), { recursive: true });
  const file = join(root, 'schemas/test/gadget.json');
  const schema = JSON.parse(readFileSync(file, 'utf8'));
  schema.properties.cost = { type: ['number', 'null'], 'x-access': { read: 'ceo', write: 'ceo' } };
  writeFileSync(file, JSON.stringify(schema));

  testApp = await createTestApp(undefined, { registry: loadRegistry(root) });
  const hash = await hashPassword(RIGHTS_PASSWORD);
  const holder = await insertUserWith(testApp.database.db, 'cost holder', [...RIGHTS, 'ceo'], hash);
  const other = await insertUserWith(testApp.database.db, 'cost stranger', RIGHTS, hash);
  tokens.holder = await mintToken(testApp.database.db, holder.email);
  tokens.other = await mintToken(testApp.database.db, other.email);
  const created = await testApp.injectAs(tokens.holder, {
    method: 'POST',
    url: GADGETS,
    payload: { name: 'Kaffeemaschine', cost: 42.5, price: 99 },
  });
  expect(created.statusCode, created.body).toBe(201);
  gadget = created.json().id_test_gadget;
});
afterAll(async () => {
  await testApp.close();
  rmSync(root, { recursive: true, force: true });
});

const as = (
  who: keyof typeof tokens,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => testApp.injectAs(tokens[who], { method, url, payload });

describe('a field with a right to read it', () => {
  it('is answered to its holder and left out for others, in lists, records and exports', async () => {
    expect((await as('holder', 'GET', `${GADGETS}/${gadget}`)).json().cost).toBe(42.5);
    const record = (await as('other', 'GET', `${GADGETS}/${gadget}`)).json();
    expect(record.name).toBe('Kaffeemaschine');
    expect(record).not.toHaveProperty('cost');
    const page = (await as('other', 'GET', GADGETS)).json();
    expect(page.data.length).toBeGreaterThan(0);
    for (const row of page.data) expect(row).not.toHaveProperty('cost');
    const all = (await as('other', 'GET', `${GADGETS}?pagination=false`)).json();
    for (const row of all) expect(row).not.toHaveProperty('cost');
    const csv = await as('other', 'GET', `${GADGETS}/export.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).not.toContain('cost');
    expect((await as('holder', 'GET', `${GADGETS}/export.csv`)).body.split('\n')[0]).toContain('cost');
  });

  it.each([
    ['a selection', `${GADGETS}?$select[]=name&$select[]=cost`],
    ['a filter', `${GADGETS}?cost[$gt]=40`],
    ['an order', `${GADGETS}?$sort[cost]=1`],
    ['a filter of an export', `${GADGETS}/export.csv?cost=42.5`],
    ['the selection of a record', `${GADGETS}/GADGET?$select[]=cost`],
  ])('refuses %s by it to others, and takes it from its holder', async (_case, template) => {
    const url = template.replace('GADGET', String(gadget));
    const refused = await as('other', 'GET', url);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().errors).toEqual([
      { field: 'cost', key: 'error.field_forbidden', params: { permission: 'ceo' } },
    ]);
    expect((await as('holder', 'GET', url)).statusCode).toBe(200);
  });

  it('leaves it out of the answers of writes, and keeps it when a PUT cannot send it back', async () => {
    const created = await as('other', 'POST', GADGETS, { name: 'Toaster' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).not.toHaveProperty('cost');
    const replaced = await as('other', 'PUT', `${GADGETS}/${gadget}`, { name: 'Kaffeemaschine XL', price: 99 });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).not.toHaveProperty('cost');
    expect((await as('holder', 'GET', `${GADGETS}/${gadget}`)).json()).toMatchObject({
      name: 'Kaffeemaschine XL',
      cost: 42.5,
    });
    const changed = await as('other', 'PATCH', `${GADGETS}/${gadget}`, { cost: 1 });
    expect(changed.statusCode).toBe(403);
    const deleted = await as('other', 'DELETE', `${GADGETS}/${created.json().id_test_gadget}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).not.toHaveProperty('cost');
  });
});
