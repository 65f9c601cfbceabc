import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyUser, insertAgency } from './support/agency-users.ts';
import { mintToken } from './support/mintedTokens.ts';
import { agencyStaff } from './support/process-actions.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// The agency scope of the generic API (boundAgency): agency staff reach only their agency's customers,
// processes (through the booker) and users (through their card); agencyadmin-read lifts the scope,
// as the admin flag does; office staff without an agency reach every row.

let testApp: TestApp;
let own: number;
let foreign: number;
const ids = { ownCustomer: 0, foreignCustomer: 0, foreignProcess: 0, foreignUser: 0 };
const tokens = { staff: '', agencyAdmin: '', admin: '', office: '' };
const db = () => testApp.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
  own = await agencyStaff(db(), ['user-read']);
  foreign = await insertAgency(db(), 'Reisebüro Geest');
  const cards = await db()
    .insertInto('vc_card')
    .values([
      { name: 'Scope Anton', city: 'Celle', agencyId: own },
      { name: 'Scope Berta', city: 'Uelzen', agencyId: own },
      { name: 'Scope Carl', city: 'Celle', agencyId: foreign },
      { name: 'Scope Dora', city: 'Celle', agencyId: null },
    ])
    .returning('id_vc_card')
    .execute();
  ids.ownCustomer = cards[0]!.id_vc_card;
  ids.foreignCustomer = cards[2]!.id_vc_card;
  const processes = await db()
    .insertInto('pc_process')
    .values([
      { number: 'SCOPE-OWN', vc_card_booker: cards[0]!.id_vc_card },
      { number: 'SCOPE-FOREIGN', vc_card_booker: cards[2]!.id_vc_card },
      { number: 'SCOPE-NONE', vc_card_booker: cards[3]!.id_vc_card },
    ])
    .returning('id_pc_process')
    .execute();
  ids.foreignProcess = processes[1]!.id_pc_process;
  const rights = ['customers-read', 'process-read', 'user-read'];
  await agencyUser(db(), 'scope own staff', rights, own);
  const foreignUser = await agencyUser(db(), 'scope foreign staff', rights, foreign);
  ids.foreignUser = (
    await db().selectFrom('users').select('id_users').where('email', '=', foreignUser.email).executeTakeFirstOrThrow()
  ).id_users;
  tokens.staff = await mintToken(db(), 'agency@demo.local');
  tokens.agencyAdmin = (await agencyUser(db(), 'scope agencyadmin', [...rights, 'agencyadmin-read'], own)).token;
  tokens.office = (await agencyUser(db(), 'scope office', rights, null)).token;
  tokens.admin = await mintToken(db(), 'admin@demo.local');
});
afterAll(() => testApp?.close());

const get = (who: keyof typeof tokens, url: string) =>
  testApp.injectAs(tokens[who], { method: 'GET', url: `/api${url}` });
const list = async (who: keyof typeof tokens, url: string, field: string) => {
  const answer = await get(who, url);
  expect(answer.statusCode, answer.body).toBe(200);
  const page = answer.json<{ data: Record<string, string>[]; total?: number }>();
  return { values: page.data.map((row) => row[field]), total: page.total };
};

describe('agency staff', () => {
  it("list, search, filter and sort only their agency's customers", async () => {
    const listed = await list('staff', '/customers?name[$like]=Scope%25&$limit=-1&$sort[name]=-1', 'name');
    expect(listed.values).toEqual(['Scope Berta', 'Scope Anton']);
    expect(listed.total).toBe(2);
    // The search ignores case: the cards of the agency's staff match as well, the foreign agency's never.
    expect((await list('staff', '/customers?$search=Scope&$limit=-1&$sort[name]=1', 'name')).values).toEqual([
      'Scope Anton',
      'Scope Berta',
      'scope agencyadmin',
      'scope own staff',
    ]);
    expect((await list('staff', '/customers?city=Celle&name[$like]=Scope%25', 'name')).values).toEqual(['Scope Anton']);
    expect((await list('staff', `/customers?agencyId=${foreign}`, 'name')).values).toEqual([]);
  });

  it('get a foreign customer, process or user as 404', async () => {
    expect((await get('staff', `/customers/${ids.ownCustomer}`)).statusCode).toBe(200);
    expect((await get('staff', `/customers/${ids.foreignCustomer}`)).statusCode).toBe(404);
    expect((await get('staff', `/process-lit/${ids.foreignProcess}`)).statusCode).toBe(404);
    expect((await get('staff', `/users-lit/${ids.foreignUser}`)).statusCode).toBe(404);
  });

  it("list only processes their agency's customers booked and only their agency's users", async () => {
    const processes = await list('staff', '/process-lit?number[$like]=SCOPE%25&$limit=-1', 'number');
    expect(processes.values).toEqual(['SCOPE-OWN']);
    const users = await list('staff', '/users-lit?$search=rights.test&$limit=-1&$sort[email]=1', 'email');
    expect(users.values).toEqual(['scope.agencyadmin@rights.test', 'scope.own.staff@rights.test']);
  });
});

describe.each(['agencyAdmin', 'admin', 'office'] as const)('%s', (who) => {
  it('reaches every agency’s customers, processes and users', async () => {
    const customers = await list(who, '/customers?name[$like]=Scope%25&$limit=-1&$sort[name]=1', 'name');
    expect(customers.values).toEqual(['Scope Anton', 'Scope Berta', 'Scope Carl', 'Scope Dora']);
    const processes = await list(who, '/process-lit?number[$like]=SCOPE%25&$limit=-1&$sort[number]=1', 'number');
    expect(processes.values).toEqual(['SCOPE-FOREIGN', 'SCOPE-NONE', 'SCOPE-OWN']);
    expect((await get(who, `/customers/${ids.foreignCustomer}`)).statusCode).toBe(200);
    expect((await get(who, `/users-lit/${ids.foreignUser}`)).statusCode).toBe(200);
    const users = await list(who, '/users-lit?$search=scope&$limit=-1', 'email');
    expect(users.values).toContain('scope.foreign.staff@rights.test');
  });
});
