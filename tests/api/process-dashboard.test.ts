import { describe, expect, it } from 'vitest';
import { demoAgencyId } from '../../server/db/seed/demo-accounts.ts';
import { superadminApp } from './support/superadminApp.ts';

// The process dashboard (issue 19): processes whose journey starts in a range, by status, in the
// user's scope. The rows are made in a year no demo process travels in.

type Row = Record<string, unknown>;

const api = superadminApp();
const { call } = api;
const dashboard = (query: string, bearer?: string) =>
  call({ method: 'GET', url: `/api/dashboard-process${query}` }, bearer);

describe('GET /dashboard-process', () => {
  it('counts by status, participants and revenue in the range, and only what the user reaches', async () => {
    const { db } = api.app.database;
    const other = await db
      .insertInto('agency')
      .values({ name: 'Dashboard Agentur' })
      .returning('id_agency')
      .executeTakeFirstOrThrow();
    const [own, foreign] = await db
      .insertInto('vc_card')
      .values([
        { name: 'Dashboard Eigen', agencyId: await demoAgencyId(db) },
        { name: 'Dashboard Fremd', agencyId: other.id_agency },
      ])
      .returning('id_vc_card')
      .execute();
    const rows = [
      { status: '1', journey_start: '2097-03-01', price: 100, participants: 2, booker: own },
      { status: '4', journey_start: '2097-03-15', price: 250.5, participants: 3, booker: own },
      { status: '5', journey_start: '2097-03-31', price: 999, participants: 1, booker: foreign },
      { status: '4', journey_start: '2097-04-01', price: 50, participants: 4, booker: foreign },
    ];
    await db
      .insertInto('pc_process')
      .values(
        rows.map((row, index) => ({
          number: `DASH-${index}-${Date.now()}`,
          status: row.status as '1',
          journey_start: row.journey_start,
          price: row.price,
          participants: row.participants,
          vc_card_booker: row.booker?.id_vc_card,
        })),
      )
      .execute();
    const all = await dashboard('?from=2097-03-01&till=2097-03-31');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({
      from: '2097-03-01',
      till: '2097-03-31',
      total: 3,
      byStatus: { '0': 0, '1': 1, '2': 0, '3': 0, '4': 1, '5': 1 },
      participants: 6,
      revenue: 350.5,
    });
    const staff = await api.app.signIn('agency@demo.local');
    expect((await dashboard('?from=2097-03-01&till=2097-04-30', staff)).json<Row>()).toMatchObject({
      total: 2,
      byStatus: { '0': 0, '1': 1, '2': 0, '3': 0, '4': 1, '5': 0 },
      revenue: 350.5,
    });
  });

  it('takes this month by default and refuses unknown keys and days that are none', async () => {
    const answer = await dashboard('');
    expect(answer.statusCode).toBe(200);
    const month = new Date().toISOString().slice(0, 7);
    expect(answer.json<Row>().from).toBe(`${month}-01`);
    expect(String(answer.json<Row>().till).slice(0, 7)).toBe(month);
    expect((await dashboard('?from=2026-02-30')).statusCode).toBe(400);
    expect((await dashboard('?till=2026-13-40')).statusCode).toBe(400);
    expect((await dashboard('?from=01.02.2026')).statusCode).toBe(400);
    expect((await dashboard('?month=2')).statusCode).toBe(400);
    const tickets = await api.app.signIn('tickets@demo.local');
    expect((await dashboard('', tickets)).statusCode).toBe(403);
  });
});
