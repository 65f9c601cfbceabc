import { afterEach, describe, expect, it } from 'vitest';
import { journeyCalls, MAIN_IMAGE, OTHER_IMAGE, refusalOf } from './support/journeyCalls.ts';
import { tokenWithRights } from './support/mintedTokens.ts';
import { superadminApp } from './support/superadminApp.ts';

// The print export (issue 17 item 4, spec 2 §4 `POST /journey-censhare`): the app speaks to the
// project's print emulator over HTTP through the real client; the emulator moves a document one
// step along the print sheet per status query, and fails, hangs or garbles on demand.

type Row = Record<string, unknown>;

const api = superadminApp();
const { call } = api;
const journeys = journeyCalls((options) => call(options));

const exportJourney = (id: unknown, bearer?: string) =>
  call({ method: 'POST', url: '/api/journey-censhare', payload: { id_jrn_journey: id } }, bearer);
const printState = (id: unknown, bearer?: string) =>
  call({ method: 'GET', url: `/api/journey-censhare/${String(id)}` }, bearer);
const editTitle = async (id: unknown) => {
  const journey = await journeys.read(id);
  return call({
    method: 'PATCH',
    url: `/api/journey-lit/${String(id)}`,
    payload: { title: 'Neu', version: journey.version },
  });
};
/** The print emulator's control call, as the print sheet's editor releases a journey. */
const releaseOnPrintSheet = (id: unknown) =>
  fetch(`${api.app.print.url}/control/documents/${String(id)}/release`, { method: 'POST' });

const printable = () =>
  journeys.create({
    title: 'Adventszauber in Dresden',
    teaser: 'Striezelmarkt und Semperoper',
    images: [OTHER_IMAGE, MAIN_IMAGE],
    dates: [
      { from: '2026-12-04', till: '2026-12-06', price: 329 },
      { from: '2026-12-11', till: '2026-12-13', price: 349, active: false },
    ],
  });

const ok = (answer: Awaited<ReturnType<typeof call>>) => {
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Row>();
};

afterEach(() => api.app.print.reset());

describe('exporting a journey to print', () => {
  it('locks it while the print sheet works on it, moves its status, and unlocks it on release', async () => {
    const journey = await printable();
    const id = journey.id_jrn_journey;
    expect(ok(await exportJourney(id))).toEqual({
      id_jrn_journey: id,
      censhare_status: 'exported',
      print_locked: true,
    });

    const document = api.app.print.documents().find((each) => each.id === id);
    expect(document).toMatchObject({ title: 'Adventszauber in Dresden', status: 'exported', locked: true, exports: 1 });
    expect(refusalOf(await editTitle(id))).toEqual({
      status: 423,
      field: 'print_locked',
      key: 'error.journey_print_locked',
    });
    expect(refusalOf(await exportJourney(id))).toMatchObject({ status: 423, key: 'error.journey_print_locked' });

    for (const status of ['data_received', 'image_import', 'completed', 'completed'])
      expect(ok(await printState(id))).toEqual({ id_jrn_journey: id, censhare_status: status, print_locked: true });
    expect(await journeys.read(id)).toMatchObject({ censhare_status: 'completed', print_locked: true });
    expect(refusalOf(await editTitle(id)).status).toBe(423);

    expect((await releaseOnPrintSheet(id)).status).toBe(200);
    expect(ok(await printState(id))).toEqual({ id_jrn_journey: id, censhare_status: 'completed', print_locked: false });
    expect((await editTitle(id)).statusCode).toBe(200);

    // exported again: locked again, and the print system has it twice
    expect(ok(await exportJourney(id))).toMatchObject({ censhare_status: 'exported', print_locked: true });
    expect(api.app.print.documents().find((each) => each.id === id)).toMatchObject({ exports: 2, title: 'Neu' });
  });

  it('keeps a history of what the server moved', async () => {
    const journey = await printable();
    ok(await exportJourney(journey.id_jrn_journey));
    const history = await call({
      method: 'GET',
      url: `/api/audit?resource=journeys/journeys&id=${String(journey.id_jrn_journey)}`,
    });
    expect(history.json<Row[]>()[0]).toMatchObject({
      action: 'update',
      after: { censhare_status: 'exported', print_locked: true },
    });
  });

  it('answers a journey never exported as open, without asking the print system', async () => {
    const journey = await journeys.create();
    api.app.print.failNext(1, 'error');
    expect(ok(await printState(journey.id_jrn_journey))).toEqual({
      id_jrn_journey: journey.id_jrn_journey,
      censhare_status: 'open',
      print_locked: false,
    });
  });

  it('an error on the print sheet leaves the journey in error and editable', async () => {
    const journey = await printable();
    ok(await exportJourney(journey.id_jrn_journey));
    api.app.print.setStatus(Number(journey.id_jrn_journey), 'error', 'Hauptbild in zu geringer Auflösung');
    expect(ok(await printState(journey.id_jrn_journey))).toMatchObject({
      censhare_status: 'error',
      print_locked: false,
    });
    expect((await editTitle(journey.id_jrn_journey)).statusCode).toBe(200);
  });
});

describe('when the print system fails', () => {
  for (const mode of ['error', 'hang', 'malformed'] as const) {
    it(`an export it answers with ${mode} leaves the journey unlocked in error, with a clear message`, async () => {
      const journey = await printable();
      api.app.print.failNext(1, mode);
      const answer = await exportJourney(journey.id_jrn_journey);
      expect(refusalOf(answer)).toEqual({ status: 502, field: undefined, key: 'error.print_unavailable' });
      expect(answer.json<Row>().message).toMatch(/print system/);
      expect(await journeys.read(journey.id_jrn_journey)).toMatchObject({
        censhare_status: 'error',
        print_locked: false,
      });
      expect((await editTitle(journey.id_jrn_journey)).statusCode).toBe(200);
      // and the next try goes through
      expect(ok(await exportJourney(journey.id_jrn_journey))).toMatchObject({ censhare_status: 'exported' });
    });

    it(`a status query it answers with ${mode} changes nothing`, async () => {
      const journey = await printable();
      ok(await exportJourney(journey.id_jrn_journey));
      const before = await journeys.read(journey.id_jrn_journey);
      api.app.print.failNext(1, mode);
      expect(refusalOf(await printState(journey.id_jrn_journey))).toMatchObject({
        status: 502,
        key: 'error.print_unavailable',
      });
      expect(await journeys.read(journey.id_jrn_journey)).toEqual(before);
    });
  }

  it('a print system that lost the document leaves the journey unlocked in error', async () => {
    const journey = await printable();
    ok(await exportJourney(journey.id_jrn_journey));
    await fetch(`${api.app.print.url}/control/documents`, { method: 'DELETE' });
    expect(refusalOf(await printState(journey.id_jrn_journey)).status).toBe(502);
    expect(await journeys.read(journey.id_jrn_journey)).toMatchObject({
      censhare_status: 'error',
      print_locked: false,
    });
  });
});

describe('what the export calls refuse', () => {
  it('input they do not understand: 400', async () => {
    for (const payload of [{}, { id_jrn_journey: 'eins' }, { id_jrn_journey: 0 }, { id_jrn_journey: 1, more: true }]) {
      const answer = await call({ method: 'POST', url: '/api/journey-censhare', payload });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call({ method: 'GET', url: '/api/journey-censhare/eins' })).statusCode).toBe(400);
  });

  it('query parameters they do not know: 400, and nothing is exported', async () => {
    const journey = await printable();
    for (const query of ['force=1', '__proto__=1']) {
      const exported = await call({
        method: 'POST',
        url: `/api/journey-censhare?${query}`,
        payload: { id_jrn_journey: journey.id_jrn_journey },
      });
      expect(exported.statusCode, query).toBe(400);
      const asked = await call({
        method: 'GET',
        url: `/api/journey-censhare/${String(journey.id_jrn_journey)}?${query}`,
      });
      expect(asked.statusCode, query).toBe(400);
    }
    expect((await printState(journey.id_jrn_journey)).json<Row>()).toMatchObject({
      censhare_status: 'open',
      print_locked: false,
    });
  });

  it('a journey that is not there or in the trash: 404', async () => {
    expect((await exportJourney(2_000_000_000)).statusCode).toBe(404);
    const journey = await journeys.create();
    await call({ method: 'DELETE', url: `/api/journey-lit/${String(journey.id_jrn_journey)}` });
    expect((await exportJourney(journey.id_jrn_journey)).statusCode).toBe(404);
    expect((await printState(journey.id_jrn_journey)).statusCode).toBe(404);
  });

  it('an export by one who may only read journeys: 403; the status they may ask', async () => {
    const reader = await tokenWithRights(api.app.database.db, 'journey reader', ['internet-read']);
    const journey = await printable();
    expect((await exportJourney(journey.id_jrn_journey, reader)).statusCode).toBe(403);
    expect((await printState(journey.id_jrn_journey, reader)).statusCode).toBe(200);
    expect((await exportJourney(journey.id_jrn_journey, undefined)).statusCode).toBe(200);
  });
});
