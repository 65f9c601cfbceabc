import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// Row rules live in the SQL: a user bound to an agency reaches only that agency's customers.

let testApp: TestApp;
let agencyA: number;
let agencyB: number;
let ownCustomer: number;
let foreignCustomer: number;
const tokens: Record<'agency' | 'staff', string> = { agency: '', staff: '' };

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  [agencyA, agencyB] = (
    await db
      .insertInto('agency')
      .values([{ name: 'Reisebüro Nord' }, { name: 'Reisebüro Süd' }])
      .returning('id_agency')
      .execute()
  ).map((row) => row.id_agency) as [number, number];
  const cards = await db
    .insertInto('vc_card')
    .values([
      { name: 'Kundin Nord', agencyId: agencyA },
      { name: 'Kunde Süd', agencyId: agencyB },
      { name: 'Mitarbeiterin Nord', agencyId: agencyA },
    ])
    .returning('id_vc_card')
    .execute();
  [ownCustomer, foreignCustomer] = cards.map((card) => card.id_vc_card) as [number, number];

  const rights = {
    'customers-read': true,
    'customers-create': true,
    'customers-update': true,
    'customers-delete': true,
  };
  const role = await db
    .insertInto('roles')
    .values({ role: 'agency customers', access: JSON.stringify(rights) })
    .returning('id_roles')
    .executeTakeFirstOrThrow();
  const password = await hashPassword('Isolation1!');
  await db
    .insertInto('users')
    .values([
      { email: 'nord@agency.test', password, id_roles: role.id_roles, id_vc_card: cards[2]?.id_vc_card ?? null },
      { email: 'staff@office.test', password, id_roles: role.id_roles },
    ])
    .execute();
  tokens.agency = await testApp.signIn('nord@agency.test', 'Isolation1!');
  tokens.staff = await testApp.signIn('staff@office.test', 'Isolation1!');
});
afterAll(() => testApp.close());

const call = (who: keyof typeof tokens, options: InjectOptions) => testApp.injectAs(tokens[who], options);
const namesOf = (rows: { name: string }[]) => rows.map((row) => row.name).sort();

describe('agency isolation of customers', () => {
  it('lists only the own agency’s customers, and everyone’s for staff without an agency', async () => {
    const own = (await call('agency', { method: 'GET', url: '/api/customers?$limit=-1' })).json();
    expect(namesOf(own.data)).toEqual(['Kundin Nord', 'Mitarbeiterin Nord']);
    expect(own.total).toBe(2);
    const searched = (await call('agency', { method: 'GET', url: '/api/customers?$search=Kund' })).json();
    expect(namesOf(searched.data)).toEqual(['Kundin Nord']);
    const all = (await call('staff', { method: 'GET', url: '/api/customers?$limit=-1' })).json();
    expect(namesOf(all.data)).toEqual(expect.arrayContaining(['Kunde Süd', 'Kundin Nord']));
  });

  it('answers a foreign id exactly like a missing one, on get, patch, put and delete', async () => {
    const missing = 999_999;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { name: 'Übernommen' }],
      ['PUT', { name: 'Übernommen' }],
      ['DELETE', undefined],
    ] as const) {
      const foreign = await call('agency', { method, url: `/api/customers/${foreignCustomer}`, payload });
      const absent = await call('agency', { method, url: `/api/customers/${missing}`, payload });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(absent.json());
    }
    const untouched = (await call('staff', { method: 'GET', url: `/api/customers/${foreignCustomer}` })).json();
    expect(untouched).toMatchObject({ name: 'Kunde Süd', agencyId: agencyB });
  });

  it('keeps what an agency user writes in their agency', async () => {
    const created = (
      await call('agency', { method: 'POST', url: '/api/customers', payload: { name: 'Neukunde', agencyId: agencyB } })
    ).json();
    expect(created.agencyId).toBe(agencyA);
    const moved = (
      await call('agency', { method: 'PATCH', url: `/api/customers/${ownCustomer}`, payload: { agencyId: agencyB } })
    ).json();
    expect(moved.agencyId).toBe(agencyA);
    const replaced = (
      await call('agency', { method: 'PUT', url: `/api/customers/${ownCustomer}`, payload: { name: 'Kundin Nord' } })
    ).json();
    expect(replaced.agencyId).toBe(agencyA);
    expect((await call('agency', { method: 'DELETE', url: `/api/customers/${created.id_vc_card}` })).statusCode).toBe(
      200,
    );
  });
});
