import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { afterEach, describe, expect, it } from 'vitest';
import { demoAgencyId } from '../../server/db/seed/demo-accounts.ts';
import { PARTICIPANT_FIELD_LENGTHS, type RatioParticipant } from '../../server/integrations/ratio/ratio-system.ts';
import { ratioProcessRow } from './support/process-rows.ts';
import { superadminApp } from './support/superadminApp.ts';

// The process with its participants from Ratio (issue 19, spec 1 §3 and §5, spec 2 §7): GET and PATCH
// /ratio_vorgang/{id}, against the project's Ratio emulator over HTTP. The emulator's state tells what
// Ratio holds; Ratio's requests are seen on undici's diagnostics channel, as they leave.

type Row = Record<string, unknown>;
type View = {
  process: Row;
  booking: Row;
  participants: (RatioParticipant & { address: Row | null })[];
  stops: Row[];
  editable: boolean;
};

const api = superadminApp();
const { call } = api;
const view = (id: number, bearer?: string) => call({ method: 'GET', url: `/api/ratio_vorgang/${id}` }, bearer);
const patch = (id: number, payload: object, bearer?: string) =>
  call({ method: 'PATCH', url: `/api/ratio_vorgang/${id}`, payload }, bearer);
const firstError = (answer: { json: <T>() => T }) => answer.json<{ errors: Row[] }>().errors[0] ?? {};

const ratioState = () => api.app.ratio.state();
const participantsOf = (nr: number) => [...ratioState().participants.values()].filter((each) => each.vorgangnr === nr);
const entriesOf = (teilnehmerNr: number) =>
  [...ratioState().boarding.values()].filter((each) => each.teilnehmerNr === teilnehmerNr);
/** A firm process of the emulator with two participants or more, one without a kennziffer, and a booker with boarding entries. */
const mixedProcess = () =>
  [...ratioState().processes.values()].find(
    (process) =>
      process.status === 4 &&
      participantsOf(process.nr).length >= 2 &&
      participantsOf(process.nr).some((each) => each.kennziffer === '') &&
      participantsOf(process.nr).some((each) => each.kennziffer !== '') &&
      participantsOf(process.nr).some(
        (each) => each.kennziffer === process.kennziffer && entriesOf(each.nr).length > 0,
      ),
  )!;
const snapshot = (nr: number) =>
  JSON.stringify({
    participants: participantsOf(nr),
    entries: participantsOf(nr).flatMap((each) => entriesOf(each.nr)),
  });
const ourRow = (id: number) =>
  api.app.database.db.selectFrom('pc_process').selectAll().where('id_pc_process', '=', id).executeTakeFirstOrThrow();

/** The paths of the requests sent to Ratio while `work` runs. */
async function ratioRequests(work: () => Promise<unknown>): Promise<string[]> {
  const origin = new URL(api.app.ratio.url).origin;
  const paths: string[] = [];
  const seen = (message: unknown) => {
    const { request } = message as { request: { origin: string; path: string } };
    if (request.origin === origin) paths.push(request.path);
  };
  subscribe('undici:request:create', seen);
  try {
    await work();
  } finally {
    unsubscribe('undici:request:create', seen);
  }
  return paths;
}

afterEach(() => api.app.ratio.reseed());

describe('GET /ratio_vorgang/{id}', () => {
  it('answers the process, Ratio’s booking, the participants with their addresses and the stops of its date', async () => {
    const process = mixedProcess();
    const id = await ratioProcessRow(api.app.database.db, process.nr);
    let answer: Awaited<ReturnType<typeof view>> | undefined;
    const requests = await ratioRequests(async () => (answer = await view(id)));
    expect(answer!.statusCode, answer!.body).toBe(200);
    const body = answer!.json<View>();
    expect(body.process.id_pc_process).toBe(id);
    expect(body.booking.nr).toBe(process.nr);
    expect(body.editable).toBe(true);
    expect(body.stops.length).toBeGreaterThan(0);
    expect(body.stops.every((stop) => stop.terminId === process.terminId)).toBe(true);
    expect(body.participants.map((each) => each.nr).sort()).toEqual(
      participantsOf(process.nr)
        .map((each) => each.nr)
        .sort(),
    );
    for (const participant of body.participants) {
      if (participant.kennziffer === '') expect(participant.address).toBeNull();
      else expect(participant.address).toEqual(ratioState().addresses.get(participant.kennziffer));
    }
    // One address read per kennziffer, none for a participant without one.
    const addressReads = requests.filter((path) => path.includes('/addresses/'));
    const kennziffern = new Set(
      participantsOf(process.nr)
        .map((each) => each.kennziffer)
        .filter(Boolean),
    );
    expect(addressReads.sort()).toEqual([...kennziffern].map((kennziffer) => `/api/addresses/${kennziffer}`).sort());
    expect(addressReads.some((path) => path.endsWith('/addresses/'))).toBe(false);
    // Our copy's count, and the booker's seat and boarding stop, follow Ratio's.
    const copy = await ourRow(id);
    expect(copy.participants).toBe(participantsOf(process.nr).length);
    const booker = participantsOf(process.nr).find((each) => each.kennziffer === process.kennziffer)!;
    const entry = entriesOf(booker.nr).sort((a, b) => a.richtung.localeCompare(b.richtung))[0]!;
    const stop = [...ratioState().stops.values()].find(
      (each) => each.terminId === process.terminId && each.haltestelle === entry.haltestelle,
    );
    expect(copy).toMatchObject({ seat_number: entry.platznummer, direction: entry.richtung });
    expect(copy.boarding_point).toContain(stop!.bezeichnung);
  });

  it('refuses a Ratio process without a Ratio number (422) and one it cannot reach (404)', async () => {
    const { db } = api.app.database;
    const row = await db
      .insertInto('pc_process')
      .values({ number: 'NO-RATIO-1', backend: 'ratio', status: '4' })
      .returning('id_pc_process')
      .executeTakeFirstOrThrow();
    const answer = await view(row.id_pc_process);
    expect(answer.statusCode).toBe(422);
    expect(firstError(answer).key).toBe('error.ratio_number_required');
    expect((await view(2_000_000_000)).statusCode).toBe(404);
    expect((await view(0)).statusCode).toBe(404);
  });

  it('is not editable while cancelled or in processing', async () => {
    const { db } = api.app.database;
    const id = await ratioProcessRow(db, mixedProcess().nr, { status: '5' });
    expect((await view(id)).json<View>().editable).toBe(false);
    await db
      .updateTable('pc_process')
      .set({ status: '4', processing_since: new Date() })
      .where('id_pc_process', '=', id)
      .execute();
    expect((await view(id)).json<View>().editable).toBe(false);
    await db.updateTable('pc_process').set({ processing_since: null }).where('id_pc_process', '=', id).execute();
  });

  it.each(['error', 'hang', 'malformed'] as const)(
    'answers 502 when Ratio fails (%s), our copy unchanged',
    async (mode) => {
      const { db } = api.app.database;
      const id = await ratioProcessRow(db, mixedProcess().nr);
      await db.updateTable('pc_process').set({ participants: 99 }).where('id_pc_process', '=', id).execute();
      const before = await ourRow(id);
      api.app.ratio.failNext(1, mode);
      const answer = await view(id);
      expect(answer.statusCode).toBe(502);
      expect(firstError(answer).key).toBe('error.booking_unavailable');
      expect(await ourRow(id)).toEqual(before);
    },
  );

  it('refuses unknown query keys', async () => {
    const id = await ratioProcessRow(api.app.database.db, mixedProcess().nr);
    expect((await call({ method: 'GET', url: `/api/ratio_vorgang/${id}?with=all` })).statusCode).toBe(400);
  });
});

describe('a Kuschick process', () => {
  it("shows Kuschick's travellers in the participants' shape, not editable, and refuses changes (422)", async () => {
    const invoiceId = 300004;
    const { db } = api.app.database;
    const row = await db
      .insertInto('pc_process')
      .values({ number: `K-TEST-${Date.now()}`, backend: 'kuschick', invoice_id: String(invoiceId), status: '4' })
      .returning('id_pc_process')
      .executeTakeFirstOrThrow();
    const answer = await view(row.id_pc_process);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<View>();
    expect(body.booking.invoice_id).toBe(invoiceId);
    expect(body.editable).toBe(false);
    const travellers = body.booking.teilnehmer as { vorname: string; nachname: string }[];
    expect(body.participants.map((each) => each.name)).toEqual(
      travellers.map((each) => `${each.vorname} ${each.nachname}`),
    );
    expect(body.participants.every((each) => each.address === null && each.zustiege.length === 0)).toBe(true);
    const refused = await patch(row.id_pc_process, { participants: [{ nr: 1, info1: 'no' }] });
    expect(refused.statusCode).toBe(422);
    expect(firstError(refused).key).toBe('error.booking_failed');
  });
});

describe('agency staff', () => {
  it("reach their agency's bookers' processes only (404 for others)", async () => {
    const { db } = api.app.database;
    const staff = await api.app.signIn('agency@demo.local');
    const other = await db
      .insertInto('agency')
      .values({ name: 'Reisebüro Andere' })
      .returning('id_agency')
      .executeTakeFirstOrThrow();
    const [own, foreign] = await db
      .insertInto('vc_card')
      .values([
        { name: 'Vorgang Kundin Eigen', agencyId: await demoAgencyId(db) },
        { name: 'Vorgang Kunde Fremd', agencyId: other.id_agency },
      ])
      .returning('id_vc_card')
      .execute();
    const [first, second] = [...ratioState().processes.values()].filter((process) => process.status === 4);
    const ownId = await ratioProcessRow(db, first!.nr, { booker: own!.id_vc_card });
    const foreignId = await ratioProcessRow(db, second!.nr, { booker: foreign!.id_vc_card });
    expect((await view(ownId, staff)).statusCode).toBe(200);
    expect((await view(foreignId, staff)).statusCode).toBe(404);
  });
});

describe('PATCH /ratio_vorgang/{id}', () => {
  it("writes the participant's fields to Ratio, changes an existing boarding entry and adds a new one", async () => {
    const process = mixedProcess();
    const id = await ratioProcessRow(api.app.database.db, process.nr);
    const participant = participantsOf(process.nr).find((each) => entriesOf(each.nr).length > 0)!;
    const existing = entriesOf(participant.nr)[0]!;
    const entriesBefore = entriesOf(participant.nr).length;
    const stop = [...ratioState().stops.values()].find((each) => each.terminId === process.terminId)!;
    const answer = await patch(id, {
      participants: [
        {
          nr: participant.nr,
          info1: 'Fensterplatz bitte',
          zustiege: [
            { nr: existing.nr, haltestelle: stop.haltestelle, richtung: existing.richtung, platznummer: '12A' },
            { haltestelle: stop.haltestelle, richtung: 'R', platznummer: '14C' },
          ],
        },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(ratioState().participants.get(participant.nr)?.info1).toBe('Fensterplatz bitte');
    expect(ratioState().boarding.get(existing.nr)?.platznummer).toBe('12A');
    const entries = entriesOf(participant.nr);
    expect(entries).toHaveLength(entriesBefore + 1);
    expect(entries.some((each) => each.nr !== existing.nr && each.platznummer === '14C' && each.richtung === 'R')).toBe(
      true,
    );
    const shown = answer.json<View>().participants.find((each) => each.nr === participant.nr)!;
    expect(shown.info1).toBe('Fensterplatz bitte');
    // The history names the change.
    const history = await api.app.database.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('resource', '=', 'processes/processes')
      .where('record_id', '=', String(id))
      .where('action', '=', 'participants')
      .execute();
    expect(history).toHaveLength(1);
  });

  it('saves the entries before one without a stop, none after, and says which', async () => {
    const process = mixedProcess();
    const id = await ratioProcessRow(api.app.database.db, process.nr);
    const participant = participantsOf(process.nr)[0]!;
    const before = entriesOf(participant.nr).length;
    const stop = [...ratioState().stops.values()].find((each) => each.terminId === process.terminId)!;
    const answer = await patch(id, {
      participants: [
        {
          nr: participant.nr,
          zustiege: [
            { haltestelle: stop.haltestelle, richtung: 'H', platznummer: '1A' },
            { haltestelle: null, richtung: 'H', platznummer: '1B' },
            { haltestelle: stop.haltestelle, richtung: 'R', platznummer: '1C' },
          ],
        },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(firstError(answer)).toEqual({
      field: 'participants/0/zustiege/1/haltestelle',
      key: 'error.boarding_stop_missing',
      params: { participant: participant.name, entry: 2, saved: 1 },
    });
    const seats = entriesOf(participant.nr).map((each) => each.platznummer);
    expect(entriesOf(participant.nr)).toHaveLength(before + 1);
    expect(seats).toContain('1A');
    expect(seats).not.toContain('1B');
    expect(seats).not.toContain('1C');
    // The claim is cleared however the run ended.
    expect((await ourRow(id)).processing_since).toBeNull();
  });

  it.each(Object.entries(PARTICIPANT_FIELD_LENGTHS))(
    'refuses %s longer than %i characters, naming it, and writes nothing in Ratio',
    async (field, limit) => {
      const process = mixedProcess();
      const id = await ratioProcessRow(api.app.database.db, process.nr);
      const [first, second] = participantsOf(process.nr);
      const before = snapshot(process.nr);
      const answer = await patch(id, {
        participants: [
          { nr: first!.nr, info1: 'valid, and written only with the rest' },
          { nr: second!.nr, [field]: 'x'.repeat(limit + 1) },
        ],
      });
      expect(answer.statusCode).toBe(400);
      expect(firstError(answer)).toEqual({
        field: `participants/1/${field}`,
        key: 'error.too_long',
        params: { limit },
      });
      expect(snapshot(process.nr)).toBe(before);
    },
  );

  it('refuses a participant of another process and unknown keys (400), writing nothing', async () => {
    const process = mixedProcess();
    const id = await ratioProcessRow(api.app.database.db, process.nr);
    const stranger = [...ratioState().participants.values()].find((each) => each.vorgangnr !== process.nr)!;
    const before = snapshot(process.nr);
    expect((await patch(id, { participants: [{ nr: stranger.nr, info1: 'no' }] })).statusCode).toBe(400);
    expect(
      (await patch(id, { participants: [{ nr: participantsOf(process.nr)[0]!.nr, colour: 'red' }] })).statusCode,
    ).toBe(400);
    expect((await patch(id, { participants: [], extra: 1 })).statusCode).toBe(400);
    expect(snapshot(process.nr)).toBe(before);
    expect(ratioState().participants.get(stranger.nr)?.info1).not.toBe('no');
  });

  it('refuses a process in processing (409) and a cancelled one (409)', async () => {
    const { db } = api.app.database;
    const process = mixedProcess();
    const id = await ratioProcessRow(db, process.nr);
    const nr = participantsOf(process.nr)[0]!.nr;
    const before = snapshot(process.nr);
    await db.updateTable('pc_process').set({ processing_since: new Date() }).where('id_pc_process', '=', id).execute();
    const busy = await patch(id, { participants: [{ nr, info1: 'busy' }] });
    expect(busy.statusCode).toBe(409);
    expect(firstError(busy).key).toBe('error.process_in_processing');
    await db
      .updateTable('pc_process')
      .set({ processing_since: null, status: '5' })
      .where('id_pc_process', '=', id)
      .execute();
    const cancelled = await patch(id, { participants: [{ nr, info1: 'cancelled' }] });
    expect(cancelled.statusCode).toBe(409);
    expect(firstError(cancelled).key).toBe('error.process_cancelled');
    expect(snapshot(process.nr)).toBe(before);
    await db.updateTable('pc_process').set({ status: '4' }).where('id_pc_process', '=', id).execute();
  });

  it.each(['error', 'hang', 'malformed'] as const)(
    'answers 502 when Ratio fails (%s), our copy unchanged',
    async (mode) => {
      const process = mixedProcess();
      const id = await ratioProcessRow(api.app.database.db, process.nr);
      const before = await ourRow(id);
      api.app.ratio.failNext(1, mode);
      const answer = await patch(id, { participants: [{ nr: participantsOf(process.nr)[0]!.nr, info1: 'never' }] });
      expect(answer.statusCode).toBe(502);
      expect(firstError(answer).key).toBe('error.booking_unavailable');
      expect(await ourRow(id)).toEqual(before);
    },
  );

  it('refuses agency staff without the update right (403)', async () => {
    const staff = await api.app.signIn('agency@demo.local');
    const process = mixedProcess();
    const id = await ratioProcessRow(api.app.database.db, process.nr);
    expect(
      (await patch(id, { participants: [{ nr: participantsOf(process.nr)[0]!.nr, info1: 'x' }] }, staff)).statusCode,
    ).toBe(403);
  });
});
