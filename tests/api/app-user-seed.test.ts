import { describe, expect, it } from 'vitest';
import { seedAppUsers } from '../../server/areas/app/seed/app-users.ts';
import { mintToken } from './support/mintedTokens.ts';
import { superadminApp } from './support/superadminApp.ts';
import { repositoryRegistry } from './support/testApp.ts';

// The app users' demo data: Greta Hansen (app@demo.local) has a journey under way, one to come and two
// past ones, a diary, a suitcase and a photo entry; a second run adds nothing.

type Row = Record<string, unknown>;
const api = superadminApp();
const { call } = api;
const db = () => api.app.database.db;

describe('the app users seed', () => {
  it('gives Greta her journeys and records, and keeps them on a second run', async () => {
    const context = { db: db(), registry: repositoryRegistry };
    const first = await seedAppUsers(context);
    expect(first).toMatchObject({ app_diary: 6, app_suitcase_items: 11, app_photo_entries: 1 });
    const again = await seedAppUsers(context);
    expect(again).toMatchObject({ app_user_links: 0, app_diary: 0, app_suitcase_items: 0, app_photo_entries: 0 });

    const greta = await mintToken(db(), 'app@demo.local');
    const current = (await call({ method: 'GET', url: '/api/appuser/journeys?show=current' }, greta)).json<Row[]>();
    const past = (await call({ method: 'GET', url: '/api/appuser/journeys?show=past' }, greta)).json<Row[]>();
    expect(current.map((journey) => (journey.process as Row).title)).toEqual([
      'Rügen – Kreidefelsen und Ostseebäder',
      'Blütenzauber am Bodensee',
    ]);
    expect(past).toHaveLength(2);
    const user = await db()
      .selectFrom('users')
      .select('app_user')
      .where('email', '=', 'app@demo.local')
      .executeTakeFirstOrThrow();
    expect(user.app_user).toBe(true);
  });
});
