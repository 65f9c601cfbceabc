import { afterEach, describe, expect, it } from 'vitest';
import { mintToken, tokenWithRights } from './support/mintedTokens.ts';
import { agencyStaff, customerCard } from './support/process-actions.ts';
import { ratioProcessRow } from './support/process-rows.ts';
import { superadminApp } from './support/superadminApp.ts';

// A process's history (`GET /process-history/{id}`): the generic writes and the booking actions,
// newest first, with the names of who took them, in the user's scope.

interface HistoryRow {
  at: string;
  action: string;
  user: { id: number; name: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
const api = superadminApp();
const { call } = api;
const db = () => api.app.database.db;
const history = (id: number, bearer?: string) => call({ method: 'GET', url: `/api/process-history/${id}` }, bearer);

afterEach(() => {
  api.app.ratio.reset();
  api.app.ratio.reseed();
});

describe('process history', () => {
  it('lists the generic writes and the actions newest first, with user names', async () => {
    const id = await ratioProcessRow(db(), 500003, { status: '2' });
    const edited = await call({
      method: 'PATCH',
      url: `/api/process-lit/${id}`,
      payload: { comments: 'Fensterplatz' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const booked = await call({
      method: 'POST',
      url: `/api/ratio/api/processes?updateProcessStatus=4&processId=${id}`,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const answer = await history(id);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json<HistoryRow[]>();
    expect(rows.slice(0, 2).map((row) => row.action)).toEqual(['firm-booking', 'update']);
    expect(rows[0]).toMatchObject({
      user: { name: 'Sabine Schulte' },
      before: { status: '2' },
      after: { status: '4' },
    });
    expect(rows[1]).toMatchObject({ after: { comments: 'Fensterplatz' } });
    expect(new Date(rows[0]?.at ?? 0).getTime()).toBeGreaterThanOrEqual(new Date(rows[1]?.at ?? 0).getTime());
  });

  it('takes no query, needs process-read, and answers 404 outside the scope', async () => {
    const agencyId = await agencyStaff(db(), []);
    const own = await ratioProcessRow(db(), 500001, { booker: await customerCard(db(), 'H agency', agencyId) });
    const other = await ratioProcessRow(db(), 500004, { booker: await customerCard(db(), 'H other', null) });
    expect((await call({ method: 'GET', url: `/api/process-history/${own}?limit=5` })).statusCode).toBe(400);
    const noRight = await tokenWithRights(db(), 'history without rights', ['customers-read']);
    expect((await history(own, noRight)).statusCode).toBe(403);
    const token = await mintToken(db(), 'agency@demo.local');
    expect((await history(own, token)).statusCode).toBe(200);
    expect((await history(other, token)).statusCode).toBe(404);
    expect((await history(999_999_999)).statusCode).toBe(404);
  });
});
