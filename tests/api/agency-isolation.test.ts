import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { mintToken } from './support/mintedTokens.ts';

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
    'process-read': true,
    'process-create': true,
    'process-update': true,
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
  await db
    .insertInto('pc_process')
    .values([
      { number: 'ISO-NORD-1', vc_card_booker: ownCustomer },
      { number: 'ISO-SUED-1', vc_card_booker: foreignCustomer },
      { number: 'ISO-OHNE-1', vc_card_booker: null },
    ])
    .execute();
  tokens.agency = await mintToken(testApp.database.db, 'nord@agency.test');
  tokens.staff = await mintToken(testApp.database.db, 'staff@office.test');
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

describe('agency isolation of processes, through their booker', () => {
  const numbersOf = (rows: { number: string }[]) => rows.map((row) => row.number).filter((n) => n.startsWith('ISO-'));

  it('lists and exports only processes booked by the own agency’s customers', async () => {
    const own = (await call('agency', { method: 'GET', url: '/api/process-lit?$limit=-1' })).json();
    expect(numbersOf(own.data)).toEqual(['ISO-NORD-1']);
    expect(own.total).toBe(own.data.length);
    const csv = await call('agency', { method: 'GET', url: '/api/process-lit/export.csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('ISO-NORD-1');
    expect(csv.body).not.toContain('ISO-SUED-1');
    expect(csv.body).not.toContain('ISO-OHNE-1');
    const all = (await call('staff', { method: 'GET', url: '/api/process-lit?$limit=-1' })).json();
    expect(numbersOf(all.data).sort()).toEqual(['ISO-NORD-1', 'ISO-OHNE-1', 'ISO-SUED-1']);
  });

  it('answers a foreign process like a missing one', async () => {
    const { id_pc_process: foreign } = await testApp.database.db
      .selectFrom('pc_process')
      .select('id_pc_process')
      .where('number', '=', 'ISO-SUED-1')
      .executeTakeFirstOrThrow();
    for (const method of ['GET', 'PATCH'] as const) {
      const response = await call('agency', {
        method,
        url: `/api/process-lit/${foreign}`,
        payload: method === 'PATCH' ? { title: 'Übernommen' } : undefined,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses a process an agency user would book for another agency’s customer, and writes nothing', async () => {
    const created = await call('agency', {
      method: 'POST',
      url: '/api/process-lit',
      payload: { number: 'ISO-NORD-2', vc_card_booker: foreignCustomer },
    });
    expect(created.statusCode, created.body).toBe(403);
    expect(created.json().errors).toEqual([{ field: 'vc_card_booker', key: 'error.out_of_scope' }]);
    const { id_pc_process: own } = await testApp.database.db
      .selectFrom('pc_process')
      .select('id_pc_process')
      .where('number', '=', 'ISO-NORD-1')
      .executeTakeFirstOrThrow();
    const moved = await call('agency', {
      method: 'PATCH',
      url: `/api/process-lit/${own}`,
      payload: { vc_card_booker: foreignCustomer },
    });
    expect(moved.statusCode, moved.body).toBe(403);
    const rows = await testApp.database.db
      .selectFrom('pc_process')
      .select(['number', 'vc_card_booker'])
      .where('number', 'in', ['ISO-NORD-1', 'ISO-NORD-2'])
      .execute();
    expect(rows).toEqual([{ number: 'ISO-NORD-1', vc_card_booker: ownCustomer }]);
    const booked = await call('agency', {
      method: 'POST',
      url: '/api/process-lit',
      payload: { number: 'ISO-NORD-3', vc_card_booker: ownCustomer },
    });
    expect(booked.statusCode, booked.body).toBe(201);
  });
});
