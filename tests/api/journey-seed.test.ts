import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedInternet } from '../../server/areas/internet/seed/seed-internet.ts';
import { seedJourneys } from '../../server/areas/journeys/seed/seed-journeys.ts';
import { journeyTemplates } from '../../server/areas/journeys/seed/journey-templates.ts';
import { replacement } from './support/journeyCalls.ts';
import { repositoryRegistry } from './support/testApp.ts';
import { superadminApp } from './support/superadminApp.ts';

// The demo journeys (issue 17 item 10): some 60 German journeys across categories and catalogue
// states, dated over 2026 and 2027, each as the journey rules want it, seeded once.

type Row = Record<string, unknown>;

const api = superadminApp();

describe('the demo journeys', () => {
  it('are some 60, across categories and catalogue states, and seeding again adds none', async () => {
    const { db } = api.app.database;
    await seedInternet(db, repositoryRegistry);
    expect(await seedJourneys(db, repositoryRegistry)).toEqual({
      journeys: journeyTemplates.length * 3,
      journeyFiles: journeyTemplates.length * 3,
    });
    expect(await seedJourneys(db, repositoryRegistry)).toEqual({ journeys: 0, journeyFiles: 0 });

    const { rows } = await sql<Row>`
      select j.*, c.name as category from jrn_journey j join jrn_category c using (id_jrn_category)
      where j.booking_id like 'B-%'`.execute(db);
    expect(rows.length).toBe(60);
    expect(new Set(rows.map((row) => row.category)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((row) => row.catalogue_state))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(rows.filter((row) => row.online).length).toBeGreaterThan(10);
    const days = rows.flatMap((row) => (row.dates as { from: string; till: string }[]).map((date) => date.from));
    expect(days.every((from) => from >= '2026-01-01' && from <= '2027-12-31')).toBe(true);
    expect(new Set(days.map((from) => from.slice(0, 4)))).toEqual(new Set(['2026', '2027']));
    for (const row of rows) expect(row.id_organizer, String(row.title)).not.toBeNull();
  });

  it('each keeps the journey rules: a PUT of it as it is goes through', async () => {
    const { rows } = await sql<{ id: number }>`
      select id_jrn_journey as id from jrn_journey where booking_id like 'B-%'`.execute(api.app.database.db);
    expect(rows.length).toBe(60);
    for (const { id } of rows) {
      const journey = (await api.call({ method: 'GET', url: `/api/journey-lit/${id}` })).json<Row>();
      const answer = await api.call({ method: 'PUT', url: `/api/journey-lit/${id}`, payload: replacement(journey) });
      expect(answer.statusCode, answer.body).toBe(200);
    }
  });
});
