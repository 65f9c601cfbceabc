import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyUser, insertAgency } from './support/agency-users.ts';
import { mintToken } from './support/mintedTokens.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// An agency's details (spec 1 §2 /agencies/details/{id?}): its record, its staff, how many customers
// and bookings it has here. Agency staff get their own agency whatever the id says.

let testApp: TestApp;
let north: number;
let south: number;
const tokens = { north: '', south: '', agencyAdmin: '', none: '', admin: '' };
const db = () => testApp.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
  north = await insertAgency(db(), 'Reisebüro Nordheide');
  south = await insertAgency(db(), 'Reisebüro Südheide');
  tokens.north = (await agencyUser(db(), 'details north', ['agencydata-read'], north)).token;
  tokens.south = (await agencyUser(db(), 'details south', ['agencydata-read'], south)).token;
  tokens.agencyAdmin = (await agencyUser(db(), 'details admin', ['agencydata-read', 'agencyadmin-read'], north)).token;
  tokens.none = (await agencyUser(db(), 'details none', ['agencydata-read'], null)).token;
  tokens.admin = await mintToken(db(), 'admin@demo.local');
  const customers = await db()
    .insertInto('vc_card')
    .values([
      { name: 'Kundin Nord 1', agencyId: north },
      { name: 'Kunde Nord 2', agencyId: north },
      { name: 'Kunde Süd', agencyId: south },
    ])
    .returning('id_vc_card')
    .execute();
  await db()
    .insertInto('pc_process')
    .values([
      { number: 'DET-N-1', vc_card_booker: customers[0]?.id_vc_card },
      { number: 'DET-N-2', vc_card_booker: customers[0]?.id_vc_card },
      { number: 'DET-N-3', vc_card_booker: customers[1]?.id_vc_card },
      { number: 'DET-S-1', vc_card_booker: customers[2]?.id_vc_card },
    ])
    .execute();
});
afterAll(() => testApp?.close());

const details = (who: keyof typeof tokens, id?: number) =>
  testApp.injectAs(tokens[who], { method: 'GET', url: `/api/agency-details${id === undefined ? '' : `/${id}`}` });

describe('GET /agency-details', () => {
  it('answers the own agency with only its staff, its customers and their bookings', async () => {
    const answer = await details('north');
    expect(answer.statusCode, answer.body).toBe(200);
    const { data } = answer.json();
    expect(data.agency).toMatchObject({ id_agency: north, name: 'Reisebüro Nordheide' });
    expect(data.staff.map((member: { email: string }) => member.email).sort()).toEqual([
      'details.admin@rights.test',
      'details.north@rights.test',
    ]);
    expect(data.staff[0]).toEqual({
      id_users: expect.any(Number),
      firstname: null,
      lastname: null,
      email: expect.any(String),
      role: expect.stringMatching(/^details /),
      isActive: true,
      lastLogin: null,
    });
    expect(data).toMatchObject({ customers: 2, bookings: 3 });
    expect((await details('south')).json().data).toMatchObject({
      agency: { id_agency: south },
      customers: 1,
      bookings: 1,
    });
  });

  it('overrules the id for agency staff: they get their own agency', async () => {
    const answer = await details('north', south);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.agency.id_agency).toBe(north);
    expect(answer.json().data.staff.map((member: { email: string }) => member.email)).not.toContain(
      'details.south@rights.test',
    );
  });

  it('lets a holder of agencyadmin-read and an admin reach another agency', async () => {
    for (const who of ['agencyAdmin', 'admin'] as const) {
      const answer = await details(who, south);
      expect(answer.json().data).toMatchObject({ agency: { id_agency: south }, customers: 1, bookings: 1 });
    }
    expect((await details('agencyAdmin')).json().data.agency.id_agency).toBe(north);
    expect((await details('agencyAdmin', 999_999)).json()).toEqual({ data: null });
  });

  it('answers null to a user of no agency, also when they name one', async () => {
    expect((await details('none')).json()).toEqual({ data: null });
    expect((await details('none', north)).json()).toEqual({ data: null });
  });

  it('refuses a bad id or a query with 400, and a user without agencydata-read with 403', async () => {
    expect((await details('north', 0)).statusCode).toBe(400);
    const query = await testApp.injectAs(tokens.north, { method: 'GET', url: `/api/agency-details?agency=${south}` });
    expect(query.statusCode).toBe(400);
    const token = (await agencyUser(db(), 'details nobody', ['customers-read'], north)).token;
    expect((await testApp.injectAs(token, { method: 'GET', url: '/api/agency-details' })).statusCode).toBe(403);
  });
});
