import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyUser, insertAgency } from './support/agency-users.ts';
import { mintToken } from './support/mintedTokens.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// The caller's agency (spec 1 §2 /agencies/myProfile): read and changed through the generic update,
// its field rules included; the agency is always the caller's card's.

let testApp: TestApp;
let own: number;
let other: number;
const tokens = { staff: '', admin: '', agencyAdmin: '', reader: '', none: '', demo: '' };
const db = () => testApp.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
  own = await insertAgency(db(), 'Reisebüro Heide', { ratio_id: 41 });
  other = await insertAgency(db(), 'Reisebüro Marsch');
  const edit = ['agencydata-read', 'agencydata-update'];
  tokens.staff = (await agencyUser(db(), 'profile staff', edit, own)).token;
  tokens.agencyAdmin = (await agencyUser(db(), 'profile admin', [...edit, 'agencyadmin-update'], own)).token;
  tokens.reader = (await agencyUser(db(), 'profile reader', ['agencydata-read'], own)).token;
  tokens.none = (await agencyUser(db(), 'profile none', edit, null)).token;
  tokens.demo = await mintToken(db(), 'agency@demo.local');
  tokens.admin = await mintToken(db(), 'admin@demo.local');
});
afterAll(() => testApp?.close());

const profile = (who: keyof typeof tokens) =>
  testApp.injectAs(tokens[who], { method: 'GET', url: '/api/agency-profile' });
const change = (who: keyof typeof tokens, payload: object) =>
  testApp.injectAs(tokens[who], { method: 'PATCH', url: '/api/agency-profile', payload });
const keysOf = (answer: { json(): unknown }) =>
  ((answer.json() as { errors?: { key: string; field?: string }[] }).errors ?? []).map((error) => [
    error.field,
    error.key,
  ]);

describe('GET /agency-profile', () => {
  it("answers the caller's own agency, and null for a user of none", async () => {
    const answer = await profile('staff');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ id_agency: own, name: 'Reisebüro Heide', ratio_id: 41 });
    expect((await profile('none')).json()).toEqual({ data: null });
    const demo = (await profile('demo')).json().data;
    expect(demo.name).toBe('Reisebüro Sonnenschein');
  });

  it('needs agencydata-read and takes no query', async () => {
    const token = (await agencyUser(db(), 'profile nobody', ['customers-read'], own)).token;
    expect((await testApp.injectAs(token, { method: 'GET', url: '/api/agency-profile' })).statusCode).toBe(403);
    expect((await testApp.injectAs(undefined, { method: 'GET', url: '/api/agency-profile' })).statusCode).toBe(401);
    const query = await testApp.injectAs(tokens.staff, { method: 'GET', url: `/api/agency-profile?id=${other}` });
    expect(query.statusCode).toBe(400);
  });
});

describe('PATCH /agency-profile', () => {
  it('changes the own agency’s contact fields, with a history row', async () => {
    const answer = await change('staff', { contact_person: 'Greta Lühr', phone: '+49 4131 5555' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ id_agency: own, contact_person: 'Greta Lühr' });
    const stored = await db().selectFrom('agency').selectAll().where('id_agency', '=', own).executeTakeFirstOrThrow();
    expect(stored.contact_person).toBe('Greta Lühr');
    const history = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('resource', '=', 'agencies/agencies')
      .where('record_id', '=', String(own))
      .execute();
    expect(history.map((row) => row.action)).toContain('update');
    const untouched = await db()
      .selectFrom('agency')
      .selectAll()
      .where('id_agency', '=', other)
      .executeTakeFirstOrThrow();
    expect(untouched.contact_person).toBeNull();
  });

  it('refuses the commission rate and the Ratio number without agencyadmin-update, and takes them with it', async () => {
    for (const payload of [{ commission_rate: 15 }, { ratio_id: 42 }]) {
      const refused = await change('staff', payload);
      expect(refused.statusCode).toBe(403);
      expect(keysOf(refused)).toEqual([[Object.keys(payload)[0], 'error.field_forbidden']]);
    }
    const allowed = await change('agencyAdmin', { commission_rate: 15, ratio_id: 42 });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data).toMatchObject({ ratio_id: 42 });
    expect(Number(allowed.json().data.commission_rate)).toBe(15);
  });

  it('refuses a bad email with its field and key, and unknown fields', async () => {
    const bad = await change('staff', { cancellation_email: 'no mail address' });
    expect([400, 422]).toContain(bad.statusCode);
    expect(keysOf(bad)[0]?.[0]).toBe('cancellation_email');
    expect(keysOf(bad)[0]?.[1]).toMatch(/^error\./);
    expect((await change('staff', { id_agency: other })).statusCode).toBe(400);
    expect((await change('staff', { colour: 'gelb' })).statusCode).toBe(400);
  });

  it('answers 403 error.agency_required to a user of no agency, and 403 without agencydata-update', async () => {
    const none = await change('none', { phone: '1' });
    expect(none.statusCode).toBe(403);
    expect(keysOf(none)).toEqual([[undefined, 'error.agency_required']]);
    const reader = await change('reader', { phone: '1' });
    expect(reader.statusCode).toBe(403);
    expect(keysOf(reader)[0]?.[1]).toBe('error.forbidden');
  });
});
