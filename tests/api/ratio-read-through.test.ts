import { describe, expect, it, afterEach } from 'vitest';
import { ratioProcessRow } from './support/process-rows.ts';
import { superadminApp } from './support/superadminApp.ts';

// Ratio's records read through for the tour operator's staff (issue 19, spec 2 §7): each answered as
// Ratio does, `{ status: 'ok', data }`, against the project's Ratio emulator over HTTP.

type Row = Record<string, unknown>;
type Answer = Awaited<ReturnType<ReturnType<typeof superadminApp>['call']>>;

const api = superadminApp();
const { call } = api;
const get = (url: string, bearer?: string) => call({ method: 'GET', url: `/api/ratio/api${url}` }, bearer);
const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, bearer?: string) =>
  call({ method, url: `/api/ratio/api${url}`, ...(payload ? { payload } : {}) }, bearer);
const data = <T = Row>(answer: Answer, status = 200) => {
  expect(answer.statusCode, answer.body).toBe(status);
  const body = answer.json<{ status: string; data: T }>();
  expect(body.status).toBe('ok');
  return body.data;
};
const state = () => api.app.ratio.state();
const sameIds = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

afterEach(() => api.app.ratio.reseed());

describe('reads', () => {
  it('travel stops of a date, of a journey, of a start day, and one', async () => {
    const stops = [...state().stops.values()];
    const [stop] = stops;
    expect(sameIds(data<{ id: number }[]>(await get(`/travelstops?byTermin=${stop!.terminId}`)))).toEqual(
      sameIds(stops.filter((each) => each.terminId === stop!.terminId)),
    );
    expect(sameIds(data<{ id: number }[]>(await get(`/travelstops?byReise=${stop!.reise}`)))).toEqual(
      sameIds(stops.filter((each) => each.reise === stop!.reise)),
    );
    const date = state().dates.get(stop!.terminId)!;
    const onDay = data<{ terminId: number }[]>(await get(`/travelstops?start=${date.beginn}`));
    expect(onDay.some((each) => each.terminId === date.id)).toBe(true);
    expect(data(await get(`/travelstops/${stop!.id}`))).toEqual(stop);
    expect((await get('/travelstops')).statusCode).toBe(400);
    expect((await get(`/travelstops?byReise=X&byTermin=1`)).statusCode).toBe(400);
    expect((await get(`/travelstops?byTour=X`)).statusCode).toBe(400);
    expect((await get(`/travelstops/999999999`)).statusCode).toBe(404);
  });

  it('dates, a date with its participants, seats and bus, quotas by period, a participant', async () => {
    const date = [...state().dates.values()][0]!;
    const ofJourney = data<{ id: number; reise: string }[]>(await get(`/termine?reise=${date.reise}`));
    expect(ofJourney.every((each) => each.reise === date.reise)).toBe(true);
    expect(ofJourney.map((each) => each.id)).toContain(date.id);
    const full = data<Row>(await get(`/termine/${date.id}?get_occupiedSeats=1&get_participants=1&get_transport=1`));
    expect(full).toHaveProperty('teilnehmer');
    expect(full).toHaveProperty('transport');
    expect(full).toHaveProperty('belegtePlaetze');
    expect(data<Row>(await get(`/termine/${date.id}`))).not.toHaveProperty('teilnehmer');
    expect((await get(`/termine/${date.id}?get_everything=1`)).statusCode).toBe(400);

    const quota = [...state().quotas.values()][0]!;
    const quotas = data<{ id: number }[]>(
      await get(`/quotas?byReise=${quota.reise}&start=${quota.beginn}&end=${quota.ende}`),
    );
    expect(quotas.map((each) => each.id)).toContain(quota.id);
    expect(data(await get(`/quotas/${quota.id}`))).toEqual(quota);
    expect((await get(`/quotas?byReise=${quota.reise}&start=2026-01-01`)).statusCode).toBe(400);

    const participant = [...state().participants.values()][0]!;
    expect(data<Row>(await get(`/participants/${participant.nr}`))).toMatchObject({
      nr: participant.nr,
      name: participant.name,
    });
  });

  it('answers 502 with error.booking_unavailable when Ratio fails', async () => {
    for (const mode of ['error', 'hang', 'malformed'] as const) {
      api.app.ratio.failNext(1, mode);
      const answer = await get('/termine');
      expect(answer.statusCode).toBe(502);
      expect(answer.json<{ errors: Row[] }>().errors[0]?.key).toBe('error.booking_unavailable');
    }
  });
});

describe('boarding entries', () => {
  const firmParticipant = () => {
    const process = [...state().processes.values()].find((each) => each.status === 4)!;
    const participant = [...state().participants.values()].find((each) => each.vorgangnr === process.nr)!;
    const stop = [...state().stops.values()].find((each) => each.terminId === process.terminId)!;
    return { process, participant, stop };
  };

  it('changes one (PUT) and adds one (POST) for a participant of a process of ours', async () => {
    const { process, participant, stop } = firmParticipant();
    await ratioProcessRow(api.app.database.db, process.nr);
    const entry = [...state().boarding.values()].find((each) => each.teilnehmerNr === participant.nr)!;
    const changed = data<Row>(
      await send('PUT', `/zustiege/${entry.nr}`, {
        teilnehmerNr: participant.nr,
        haltestelle: stop.haltestelle,
        richtung: entry.richtung,
        platznummer: '33D',
      }),
    );
    expect(changed.nr).toBe(entry.nr);
    expect(state().boarding.get(entry.nr)?.platznummer).toBe('33D');
    const added = data<{ nr: number }>(
      await send('POST', '/zustiege', { teilnehmerNr: participant.nr, haltestelle: stop.haltestelle, richtung: 'R' }),
      201,
    );
    expect(state().boarding.get(added.nr)).toMatchObject({ teilnehmerNr: participant.nr, richtung: 'R' });
    expect(
      (await send('POST', '/zustiege', { teilnehmerNr: participant.nr, haltestelle: 1, richtung: 'X' })).statusCode,
    ).toBe(400);
  });

  it('refuses one of a process in processing (409), writing nothing in Ratio', async () => {
    const { process, participant, stop } = firmParticipant();
    const { db } = api.app.database;
    const id = await ratioProcessRow(db, process.nr);
    await db.updateTable('pc_process').set({ processing_since: new Date() }).where('id_pc_process', '=', id).execute();
    const entries = state().boarding.size;
    const answer = await send('POST', '/zustiege', {
      teilnehmerNr: participant.nr,
      haltestelle: stop.haltestelle,
      richtung: 'H',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ errors: Row[] }>().errors[0]?.key).toBe('error.process_in_processing');
    expect(state().boarding.size).toBe(entries);
    await db.updateTable('pc_process').set({ processing_since: null }).where('id_pc_process', '=', id).execute();
  });
});

describe('addresses', () => {
  it('reads, changes, adds and deletes an address in Ratio', async () => {
    const [kennziffer, address] = [...state().addresses.entries()][0]!;
    expect(data(await get(`/addresses/${kennziffer}`))).toEqual(address);
    data(await send('PUT', `/addresses/${kennziffer}`, { ort: 'Bremerhaven' }));
    expect(state().addresses.get(kennziffer)?.ort).toBe('Bremerhaven');
    expect((await send('PUT', `/addresses/${kennziffer}`, { town: 'Bremerhaven' })).statusCode).toBe(400);
    const added = data<{ kennziffer: string }>(
      await send('POST', '/addresses', { data: { name1: 'Neu', ort: 'Kiel' } }),
      201,
    );
    expect(state().addresses.get(added.kennziffer)).toMatchObject({ name1: 'Neu', ort: 'Kiel' });
    expect((await send('POST', '/addresses', { name1: 'Neu' })).statusCode).toBe(400);
    expect(data(await send('DELETE', `/addresses/${added.kennziffer}`))).toEqual({ kennziffer: added.kennziffer });
    expect(state().addresses.has(added.kennziffer)).toBe(false);
  });
});

describe('rights', () => {
  it('refuses agency staff (403), though they hold the rights, and those without the right', async () => {
    const staff = await api.app.signIn('agency@demo.local');
    const [kennziffer] = [...state().addresses.keys()];
    expect((await get('/termine', staff)).statusCode).toBe(403);
    expect((await get(`/addresses/${kennziffer}`, staff)).statusCode).toBe(403);
    const tickets = await api.app.signIn('tickets@demo.local');
    expect((await get('/termine', tickets)).statusCode).toBe(403);
    expect((await get('/termine', '')).statusCode).toBe(401);
  });
});
