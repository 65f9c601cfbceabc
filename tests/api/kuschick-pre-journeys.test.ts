import { describe, expect, it } from 'vitest';
import { mintToken, tokenWithRights } from './support/mintedTokens.ts';
import { agencyStaff } from './support/process-actions.ts';
import { superadminApp } from './support/superadminApp.ts';

// Kuschick's pre-journeys imported into journeys (spec 2 §4 `POST /kuschick/import/pre-journeys`,
// issue 19): through the Kuschick client against its emulator over HTTP, matched by kuschick_id,
// never twice, all or nothing.

type Row = Record<string, unknown>;
interface Imported {
  created: number;
  updated: number;
  unchanged: number;
  journeys: { id_jrn_journey: number; kuschick_id: string; title: string; result: string }[];
}

const api = superadminApp();
const db = () => api.app.database.db;
const importThem = (payload?: object, bearer?: string) =>
  api.call(
    { method: 'POST', url: '/api/kuschick/import/pre-journeys', ...(payload === undefined ? {} : { payload }) },
    bearer,
  );
const imported = async (payload?: object) => {
  const answer = await importThem(payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Imported>();
};
const journeysOfKuschick = () =>
  db()
    .selectFrom('jrn_journey')
    .select(['id_jrn_journey', 'kuschick_id', 'title', 'duration', 'dates'])
    .where('kuschick_id', 'is not', null)
    .where('deleted_at', 'is', null)
    .orderBy('id_jrn_journey')
    .execute();

describe('importing pre-journeys', () => {
  it('fails as a whole when Kuschick fails, and writes nothing', async () => {
    for (const mode of ['error', 'hang', 'malformed'] as const) {
      api.app.kuschick.failNext(1, mode);
      const answer = await importThem();
      expect(answer.statusCode, mode).toBe(502);
      expect(answer.json<{ errors: { key: string }[] }>().errors[0]?.key).toBe('error.booking_unavailable');
    }
    expect(await journeysOfKuschick()).toEqual([]);
  });

  it('creates a journey of each pre-journey with its dates, and none twice', async () => {
    const preJourneys = api.app.kuschick.state().preJourneys;
    const first = await imported();
    expect(first).toMatchObject({ created: preJourneys.length, updated: 0, unchanged: 0 });
    const journeys = await journeysOfKuschick();
    expect(journeys.map((journey) => journey.kuschick_id)).toEqual(preJourneys.map((journey) => journey.code));
    const sample = preJourneys[0]!;
    const ours = journeys.find((journey) => journey.kuschick_id === sample.code)!;
    expect(ours).toMatchObject({ title: sample.titel, duration: sample.dauer });
    expect(
      (ours.dates as Row[]).map(({ code, from, till, price, contingent }) => ({ code, from, till, price, contingent })),
    ).toEqual(
      sample.termine.map((date) => ({
        code: date.code,
        from: date.von,
        till: date.bis,
        price: date.preis,
        contingent: date.kontingent,
      })),
    );
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action'])
      .where('resource', '=', 'journeys/journeys')
      .where('record_id', '=', String(ours.id_jrn_journey))
      .execute();
    expect(audit.map((row) => row.action)).toContain('create');

    const again = await imported({});
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: preJourneys.length });
    expect(await journeysOfKuschick()).toHaveLength(preJourneys.length);
  });

  it("updates a journey from Kuschick, keeping its own dates and a date's times", async () => {
    const sample = api.app.kuschick.state().preJourneys[1]!;
    const [ours] = await db()
      .selectFrom('jrn_journey')
      .select(['id_jrn_journey', 'dates'])
      .where('kuschick_id', '=', sample.code)
      .execute();
    const dates = ours!.dates as Row[];
    const own = { code: 'EIGEN-1', from: '2027-09-01', till: '2027-09-05', price: 499, active: true };
    const changed = [{ ...dates[0], price: 1, departure_time: '06:30' }, ...dates.slice(1), own];
    await db()
      .updateTable('jrn_journey')
      .set({ title: 'Umbenannt', dates: JSON.stringify(changed) })
      .where('id_jrn_journey', '=', ours!.id_jrn_journey)
      .execute();

    const result = await imported({ codes: [sample.code] });
    expect(result).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect(result.journeys).toEqual([
      { id_jrn_journey: ours!.id_jrn_journey, kuschick_id: sample.code, title: sample.titel, result: 'updated' },
    ]);
    const after = await db()
      .selectFrom('jrn_journey')
      .select(['title', 'dates'])
      .where('id_jrn_journey', '=', ours!.id_jrn_journey)
      .executeTakeFirstOrThrow();
    expect(after.title).toBe(sample.titel);
    const afterDates = after.dates as Row[];
    expect(afterDates[0]).toMatchObject({ price: sample.termine[0]!.preis, departure_time: '06:30' });
    expect(afterDates.at(-1)).toMatchObject(own);
    expect(afterDates).toHaveLength(sample.termine.length + 1);
  });

  it('needs the journeys create and update rights, refuses agency staff and input it does not understand', async () => {
    const reader = await tokenWithRights(db(), 'pre-journeys reader', ['internet-read', 'internet-update']);
    expect((await importThem(undefined, reader)).statusCode).toBe(403);
    await agencyStaff(db(), ['internet-read', 'internet-create', 'internet-update']);
    const staff = await mintToken(db(), 'agency@demo.local');
    expect((await importThem(undefined, staff)).statusCode).toBe(403);
    for (const body of [{ codes: [] }, { codes: 'KU001' }, { code: ['KU001'] }, { codes: ['x'.repeat(51)] }])
      expect((await importThem(body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await api.call({ method: 'POST', url: '/api/kuschick/import/pre-journeys?force=1' })).statusCode).toBe(400);
  });
});
