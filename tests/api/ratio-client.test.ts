import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRatioClient } from '../../server/integrations/ratio/ratio-client.ts';
import { startRatioEmulator, type RatioEmulator } from '../../server/integrations/ratio/ratio-emulator.ts';
import {
  DEMO_RATIO_ADDRESSES,
  DEMO_RATIO_PROCESSES,
  FIRST_KENNZIFFER,
  FIRST_PROCESS_NR,
} from '../../server/integrations/ratio/ratio-seed.ts';
import {
  PARTICIPANT_FIELD_LENGTHS,
  RatioSystemError,
  type RatioSystem,
} from '../../server/integrations/ratio/ratio-system.ts';
import { startRatio } from '../../server/integrations/ratio/start-ratio.ts';
import { sendControl } from '../unit/support/emulatorControl.ts';

// The Ratio client against the project's Ratio emulator, over HTTP on loopback: every call, writes
// seen by later reads, and each way the system fails becoming the client's typed error.

const TIMEOUT_MS = 1000;

let emulator: RatioEmulator;
let ratio: RatioSystem;
beforeAll(async () => {
  emulator = await startRatioEmulator();
  ratio = createRatioClient({ baseUrl: emulator.url, apiKey: emulator.apiKey, timeoutMs: TIMEOUT_MS });
});
afterEach(() => emulator.reseed());
afterAll(() => emulator.close());

/** A call to the emulator's API as another client would make it, with the key. */
const raw = (method: string, path: string, body?: unknown) =>
  fetch(`${emulator.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${emulator.apiKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The first demo process in `status`, as Ratio lists it. */
async function processIn(status: 0 | 1 | 2 | 3 | 4 | 5) {
  const [found] = (await ratio.processes({ status, limit: 1 })).data;
  if (!found) throw new Error(`no demo process in status ${status}`);
  return found;
}

const isPdf = (bytes: Uint8Array) => {
  const text = Buffer.from(bytes).toString('latin1');
  return text.startsWith('%PDF-') && text.trimEnd().endsWith('%%EOF');
};

describe('addresses', () => {
  const kennziffer = String(FIRST_KENNZIFFER);

  it('reads one by kennziffer, and a change shows in the next read', async () => {
    const address = await ratio.address(kennziffer);
    expect(address).toMatchObject({ kennziffer, land: 'D' });
    expect(address.name1).not.toBe('');
    const changed = await ratio.updateAddress(kennziffer, { strasse: 'Marktplatz 1', ort: 'Halle (Saale)' });
    expect(changed).toMatchObject({ strasse: 'Marktplatz 1', ort: 'Halle (Saale)', name1: address.name1 });
    expect(await ratio.address(kennziffer)).toEqual(changed);
  });

  it('adds one sent in a data wrapper, with a kennziffer of its own, and refuses a body without it', async () => {
    const created = await ratio.createAddress({ name1: 'Neumann', name2: 'Greta', anrede: 'Frau', ort: 'Leipzig' });
    expect(created.kennziffer).toBe(String(FIRST_KENNZIFFER + DEMO_RATIO_ADDRESSES));
    expect(await ratio.address(created.kennziffer)).toMatchObject({ name1: 'Neumann', name2: 'Greta', email: null });
    const unwrapped = await raw('POST', '/api/addresses', { name1: 'Ohne Hülle' });
    expect(unwrapped.status).toBe(400);
    expect(await unwrapped.json()).toMatchObject({
      status: 'error',
      error: { message: expect.stringMatching(/data/) },
    });
  });

  it('deletes one, which is then not found; one that booked a process stays', async () => {
    const created = await ratio.createAddress({ name1: 'Kurzzeit' });
    await ratio.deleteAddress(created.kennziffer);
    await expect(ratio.address(created.kennziffer)).rejects.toMatchObject({ failure: 'http-status', status: 404 });
    const booker = (await ratio.process(FIRST_PROCESS_NR)).kennziffer;
    await expect(ratio.deleteAddress(booker)).rejects.toMatchObject({ status: 409 });
    expect((await ratio.address(booker)).kennziffer).toBe(booker);
  });
});

describe('processes', () => {
  it('holds some 400 in every status, listed by customer and by agency with limit and offset', async () => {
    const all = await ratio.processes({ limit: 1 });
    expect(all.total).toBe(DEMO_RATIO_PROCESSES);
    for (const status of [0, 1, 2, 3, 4, 5] as const)
      expect((await ratio.processes({ status })).total, `status ${status}`).toBeGreaterThan(0);

    const first = await ratio.process(FIRST_PROCESS_NR);
    const ofCustomer = await ratio.processes({ kennziffer: first.kennziffer });
    expect(ofCustomer.data.map((each) => each.nr)).toContain(FIRST_PROCESS_NR);
    expect(ofCustomer.data.every((each) => each.kennziffer === first.kennziffer)).toBe(true);

    const ofAgency = await ratio.processes({ agentur: 1, limit: 5 });
    const next = await ratio.processes({ agentur: 1, limit: 5, offset: 5 });
    expect(ofAgency.data).toHaveLength(5);
    expect(ofAgency.data.every((each) => each.agentur === 1)).toBe(true);
    expect(next.data[0]?.nr).toBeLessThan(ofAgency.data[4]?.nr ?? 0);
    expect(next.total).toBe(ofAgency.total);
    for (const bad of ['limit=0', 'limit=1001', 'limit=zwei', 'offset=-1'])
      expect((await raw('GET', `/api/processes?${bad}`)).status, bad).toBe(400);
  });

  it("sets a process's booking type, which gives its status", async () => {
    const { nr } = await processIn(1);
    expect(await ratio.setBookingType(nr, 'option')).toMatchObject({ nr, status: 2 });
    expect((await ratio.process(nr)).status).toBe(2);
    expect((await ratio.setBookingType(nr, 'waitlist')).status).toBe(3);
    expect((await ratio.setBookingType(nr, 'entwurf')).status).toBe(0);
    expect((await raw('PUT', `/api/booking/${nr}`, { typ: 'fest' })).status).toBe(400);
  });

  it('makes a process a firm booking (status 4)', async () => {
    const { nr } = await processIn(2);
    expect(await ratio.confirmProcess(nr)).toMatchObject({ nr, status: 4 });
    expect((await ratio.process(nr)).status).toBe(4);
    expect((await raw('PUT', `/api/processes/${nr}/status`, { status: 5 })).status).toBe(400);
  });

  it('names the cost of a cancellation without cancelling, then cancels at that cost', async () => {
    const { nr, preis, beginn } = await processIn(4);
    const inquiry = await ratio.cancellationInquiry(nr);
    expect(inquiry).toMatchObject({ vorgangnr: nr, waehrung: 'EUR', regeln: expect.stringContaining('Reisebeginn') });
    expect(inquiry.gebuehr).toBeGreaterThan(0);
    expect(inquiry.gebuehr).toBeLessThanOrEqual(preis);
    if (beginn > '2026-12-15') expect(inquiry.gebuehr).toBe(Math.round(preis * 20) / 100);
    expect((await ratio.process(nr)).status).toBe(4);

    const cancelled = await ratio.cancelProcess(nr);
    expect(cancelled).toMatchObject({ vorgangnr: nr, gebuehr: inquiry.gebuehr, storniert: expect.any(String) });
    expect((await ratio.process(nr)).status).toBe(5);
    await expect(ratio.cancellationInquiry(nr)).rejects.toMatchObject({ status: 409 });
    await expect(ratio.confirmProcess(nr)).rejects.toMatchObject({ status: 409 });
    await expect(ratio.setBookingType(nr, 'regular')).rejects.toMatchObject({ status: 409 });
  });

  it('answers 404 for a process it does not have', async () => {
    await expect(ratio.process(1)).rejects.toMatchObject({ failure: 'http-status', status: 404 });
  });
});

describe('participants and boarding entries', () => {
  it("lists a process's 1 to 6 participants with seats and boarding entries at the date's stops", async () => {
    const { nr, teilnehmer, terminId } = await ratio.process(FIRST_PROCESS_NR);
    const participants = await ratio.processParticipants(nr);
    expect(participants).toHaveLength(teilnehmer);
    expect(teilnehmer).toBeGreaterThanOrEqual(1);
    expect(teilnehmer).toBeLessThanOrEqual(6);
    const stops = (await ratio.travelStops({ termin: terminId })).map((stop) => stop.haltestelle);
    for (const participant of participants) {
      expect(participant.vorgangnr).toBe(nr);
      for (const entry of participant.zustiege) {
        expect(stops).toContain(entry.haltestelle);
        expect(entry).toMatchObject({ teilnehmerNr: participant.nr, transport_type: 'Bus' });
      }
    }
    const first = participants[0];
    if (!first) throw new Error('no participant');
    expect(await ratio.participant(first.nr)).toEqual(first);
    expect(first.kennziffer).toBe((await ratio.process(nr)).kennziffer);
  });

  it('has participants without a kennziffer, and all within the lengths of spec 1 §3', () => {
    const participants = [...emulator.state().participants.values()];
    expect(participants.some((each) => each.kennziffer === '')).toBe(true);
    expect(participants.some((each) => each.kabinengruppe !== null)).toBe(true);
    for (const participant of participants)
      for (const [field, length] of Object.entries(PARTICIPANT_FIELD_LENGTHS)) {
        const value = participant[field as keyof typeof PARTICIPANT_FIELD_LENGTHS];
        expect((value ?? '').length, `${field} of ${participant.nr}`).toBeLessThanOrEqual(length);
      }
  });

  it('changes a participant, and refuses a value longer than its field with the field named', async () => {
    const { nr } = [...emulator.state().participants.values()][0] ?? { nr: 0 };
    expect(await ratio.updateParticipant(nr, { name: 'Muster, Erika', info1: 'Fensterplatz' })).toMatchObject({
      nr,
      name: 'Muster, Erika',
      info1: 'Fensterplatz',
    });
    expect((await ratio.participant(nr)).info1).toBe('Fensterplatz');
    for (const field of ['name', 'anrede', 'titel', 'leistungen'] as const) {
      const tooLong = 'x'.repeat(PARTICIPANT_FIELD_LENGTHS[field] + 1);
      const refused = await ratio.updateParticipant(nr, { [field]: tooLong }).catch((error: unknown) => error);
      expect(refused, field).toBeInstanceOf(RatioSystemError);
      expect(refused, field).toMatchObject({ status: 400, message: expect.stringContaining(`${field}:`) });
    }
    expect((await ratio.participant(nr)).name).toBe('Muster, Erika');
  });

  it('saves a boarding entry with PUT where it exists and with POST where it does not', async () => {
    const participant = [...emulator.state().participants.values()].find((each) =>
      [...emulator.state().boarding.values()].some((entry) => entry.teilnehmerNr === each.nr),
    );
    if (!participant) throw new Error('no participant with boarding entries');
    const [entry] = (await ratio.participant(participant.nr)).zustiege;
    if (!entry) throw new Error('no boarding entry');
    const changed = await ratio.saveBoardingEntry({ ...entry, platznummer: '14' });
    expect(changed).toEqual({ ...entry, platznummer: '14' });

    const unknown = 99_999;
    expect((await raw('PUT', `/api/zustiege/${unknown}`, { ...entry, nr: undefined })).status).toBe(404);
    const added = await ratio.saveBoardingEntry({ ...entry, nr: unknown, richtung: 'R', platznummer: '15' });
    const addedWithoutNr = await ratio.saveBoardingEntry({ ...entry, nr: null, platznummer: '16' });
    expect(added.nr).not.toBe(unknown);
    expect(addedWithoutNr.nr).toBe(added.nr + 1);
    expect((await ratio.participant(participant.nr)).zustiege).toEqual(
      expect.arrayContaining([
        { ...entry, platznummer: '14' },
        { ...entry, nr: added.nr, richtung: 'R', platznummer: '15' },
        { ...entry, nr: addedWithoutNr.nr, platznummer: '16' },
      ]),
    );
    await expect(ratio.saveBoardingEntry({ ...entry, haltestelle: 99 })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('haltestelle'),
    });
  });
});

describe('journeys: travel stops, dates and quotas', () => {
  it('lists travel stops by journey, by date and by start day, answering status and data', async () => {
    const [date] = await ratio.dates();
    if (!date) throw new Error('no date');
    const byJourney = await ratio.travelStops({ reise: date.reise });
    const byDate = await ratio.travelStops({ termin: date.id });
    const byStart = await ratio.travelStops({ start: date.beginn });
    expect(byDate.length).toBeGreaterThanOrEqual(4);
    expect(byDate.map((stop) => stop.haltestelle)).toEqual(byDate.map((_, index) => index + 1));
    expect(byJourney).toEqual(expect.arrayContaining(byDate));
    expect(byStart).toEqual(expect.arrayContaining(byDate));
    expect(await ratio.travelStop(byDate[0]?.id ?? 0)).toEqual(byDate[0]);
    expect(await (await raw('GET', `/api/travelstops?termin=${date.id}`)).json()).toEqual({
      status: 'ok',
      data: byDate,
    });
    expect((await raw('GET', '/api/travelstops')).status).toBe(400);
  });

  it('reads a date with its occupied seats, participants and transport only where asked', async () => {
    const { terminId } = await ratio.process(FIRST_PROCESS_NR);
    const plain = await ratio.date(terminId);
    expect(plain).not.toHaveProperty('belegtePlaetze');
    expect(plain).not.toHaveProperty('teilnehmer');
    expect(plain).not.toHaveProperty('transport');
    const full = await ratio.date(terminId, { occupiedSeats: true, participants: true, transport: true });
    expect(full.transport).toMatchObject({ art: 'Bus', plaetze: plain.plaetze });
    expect(full.teilnehmer?.length).toBeGreaterThan(0);
    expect(full.belegtePlaetze).toEqual(full.teilnehmer?.flatMap((each) => (each.sitzhin ? [each.sitzhin] : [])));
    expect((await ratio.dates(plain.reise)).every((each) => each.reise === plain.reise)).toBe(true);
  });

  it('lists quotas of a journey within start and end sent as DD.MM.YYYY', async () => {
    const dates = await ratio.dates();
    const reise = dates.find((date) => dates.filter((each) => each.reise === date.reise).length > 1)?.reise;
    if (!reise) throw new Error('no journey with two dates');
    const all = await ratio.quotas({ reise });
    const [first] = dates.filter((each) => each.reise === reise);
    if (!first) throw new Error('no date');
    const window = await ratio.quotas({ reise, from: first.beginn, till: first.ende });
    expect(window.length).toBeGreaterThan(0);
    expect(window.length).toBeLessThan(all.length);
    const german = `${first.beginn.slice(8, 10)}.${first.beginn.slice(5, 7)}.${first.beginn.slice(0, 4)}`;
    expect(window.some((quota) => quota.beginn === german)).toBe(true);
    expect(window.find((quota) => quota.art === 'Bus')).toMatchObject({ terminId: first.id });
    expect(await ratio.quota(window[0]?.id ?? 0)).toEqual(window[0]);
    const iso = await raw('GET', `/api/quotas?reise=${reise}&start=${first.beginn}`);
    expect(iso.status).toBe(400);
    expect(await iso.json()).toMatchObject({ error: { message: 'start: must be DD.MM.YYYY' } });
  });
});

describe('agencies and invoices', () => {
  it('lists six agencies and their customers a page at a time, offset counted from 1, limit the rows after it', async () => {
    const agencies = await ratio.agencies();
    expect(agencies).toHaveLength(6);
    const all = await ratio.agencyCustomers(1, { limit: 999 });
    expect(all.total).toBeGreaterThan(6);
    expect(all.data).toHaveLength(all.total);
    expect(all.data.every((customer) => customer.agentur === 1)).toBe(true);
    const kennziffern = all.data.map((customer) => customer.kennziffer);
    // page 2 of size 3: limit 2, offset 4, rows 4 to 6
    const second = await ratio.agencyCustomers(1, { limit: 2, offset: 4 });
    expect(second.data.map((customer) => customer.kennziffer)).toEqual(kennziffern.slice(3, 6));
    expect((await ratio.agencyCustomers(1, { limit: 0, offset: 1 })).data).toHaveLength(1);
    expect((await ratio.agencyCustomers(1)).data).toEqual(all.data.slice(0, 150));
    await expect(ratio.agencyCustomers(9)).rejects.toMatchObject({ status: 404 });
    for (const page of [{ offset: 0 }, { limit: 1000 }, { limit: -1 }])
      await expect(ratio.agencyCustomers(1, page), JSON.stringify(page)).rejects.toMatchObject({ status: 400 });
  });

  it("searches and sorts an agency's customers", async () => {
    const all = (await ratio.agencyCustomers(1, { limit: 999 })).data;
    const someone = all[Math.floor(all.length / 2)]!;
    const found = await ratio.agencyCustomers(1, { search: someone.name1.toUpperCase(), limit: 999 });
    expect(found.data.map((customer) => customer.kennziffer)).toContain(someone.kennziffer);
    expect(found.total).toBe(found.data.length);
    const term = someone.name1.toLowerCase();
    const matches = (customer: (typeof all)[number]) =>
      [customer.name1, customer.name2, customer.ort, customer.plz, customer.kennziffer, customer.email].some((field) =>
        field?.toLowerCase().includes(term),
      );
    expect(found.data.every(matches)).toBe(true);
    expect((await ratio.agencyCustomers(1, { search: someone.kennziffer })).data).toEqual([someone]);
    expect((await ratio.agencyCustomers(1, { search: 'kein-solcher-kunde' })).total).toBe(0);

    const collator = new Intl.Collator('de', { numeric: true });
    const byName = (await ratio.agencyCustomers(1, { sort: 'name1', limit: 999 })).data.map((each) => each.name1);
    expect(byName).toEqual([...byName].sort(collator.compare));
    const byPlaceDown = (await ratio.agencyCustomers(1, { sort: '-ort', limit: 999 })).data.map((each) => each.ort);
    expect(byPlaceDown).toEqual([...byPlaceDown].sort((a, b) => collator.compare(b ?? '', a ?? '')));
    const unknown = await raw('GET', '/api/agencies/1/customers?sort=email');
    expect(unknown.status).toBe(400);
  });

  it("reads an agency's bulk invoices, one by its number and its PDF, and a process's invoice as a PDF", async () => {
    const invoices = await ratio.bulkInvoices(2);
    expect(invoices.length).toBeGreaterThan(0);
    const [invoice] = invoices;
    if (!invoice) throw new Error('no bulk invoice');
    expect(invoice.agentur).toBe(2);
    expect(await ratio.bulkInvoice(invoice.sammelRechnungNr)).toEqual(invoice);
    expect(isPdf(await ratio.bulkInvoicePdf(invoice.sammelRechnungNr))).toBe(true);
    expect(isPdf(await ratio.invoicePdf(invoice.vorgaenge[0] ?? FIRST_PROCESS_NR))).toBe(true);
    await expect(ratio.bulkInvoicePdf('SR-0000')).rejects.toMatchObject({ status: 404 });
  });
});

describe('failures', () => {
  it('fails as the emulator is told to: an HTTP error, no answer, a body that is not JSON or not a PDF', async () => {
    for (const [mode, failure, call] of [
      ['error', 'http-status', () => ratio.process(FIRST_PROCESS_NR)],
      ['hang', 'timeout', () => ratio.process(FIRST_PROCESS_NR)],
      ['malformed', 'bad-answer', () => ratio.process(FIRST_PROCESS_NR)],
      ['malformed', 'bad-answer', () => ratio.invoicePdf(FIRST_PROCESS_NR)],
      [
        'hang',
        'timeout',
        () =>
          ratio.saveBoardingEntry({
            nr: 1,
            teilnehmerNr: 1,
            haltestelle: 1,
            richtung: 'H',
            transport_type: 'Bus',
            platznummer: null,
          }),
      ],
    ] as const) {
      emulator.failNext(1, mode);
      const refused = await call().catch((error: unknown) => error);
      expect(refused, mode).toBeInstanceOf(RatioSystemError);
      expect(refused, mode).toMatchObject({ failure });
    }
  });

  it('answers slowly on demand: within the timeout an answer, past it a timeout', async () => {
    emulator.setDelay(TIMEOUT_MS / 5);
    expect((await ratio.process(FIRST_PROCESS_NR)).nr).toBe(FIRST_PROCESS_NR);
    emulator.setDelay(TIMEOUT_MS * 2);
    await expect(ratio.process(FIRST_PROCESS_NR)).rejects.toMatchObject({ failure: 'timeout' });
  });

  it('leaves the data as it was when a write fails', async () => {
    const { nr } = await processIn(1);
    emulator.failNext(1, 'error');
    await expect(ratio.confirmProcess(nr)).rejects.toMatchObject({ failure: 'http-status', status: 500 });
    expect((await ratio.process(nr)).status).toBe(1);
  });

  it('fails as unreachable where nothing listens, and refuses a wrong key', async () => {
    const closed = await startRatioEmulator();
    await closed.close();
    const nowhere = createRatioClient({ baseUrl: closed.url, apiKey: 'k', timeoutMs: TIMEOUT_MS });
    await expect(nowhere.agencies()).rejects.toMatchObject({ failure: 'unreachable' });
    const wrongKey = createRatioClient({ baseUrl: emulator.url, apiKey: 'wrong', timeoutMs: TIMEOUT_MS });
    await expect(wrongKey.agencies()).rejects.toMatchObject({ failure: 'http-status', status: 401 });
  });

  it('refuses answers that are not what was asked for', async () => {
    for (const body of [{ status: 'ok', data: { nr: 'eins' } }, { status: 'error', data: [] }, { data: [] }, []]) {
      const server = createServer((_request, response) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      try {
        const other = createRatioClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k', timeoutMs: TIMEOUT_MS });
        await expect(other.process(1), JSON.stringify(body)).rejects.toMatchObject({ failure: 'bad-answer' });
        await expect(other.agencies(), JSON.stringify(body)).rejects.toMatchObject({ failure: 'bad-answer' });
      } finally {
        server.close();
      }
    }
  });
});

describe('the control calls', () => {
  it('read the state, one process with its participants, and reseed what the API changed', async () => {
    const { nr } = await processIn(1);
    await ratio.confirmProcess(nr);
    const state = await (await sendControl(emulator.url, 'GET', '/control/state')).json();
    expect(state).toMatchObject({ addresses: DEMO_RATIO_ADDRESSES, processes: DEMO_RATIO_PROCESSES });
    const stored = await (await sendControl(emulator.url, 'GET', `/control/processes/${nr}`)).json();
    expect(stored).toMatchObject({ nr, status: 4, participants: expect.any(Array) });
    expect((await sendControl(emulator.url, 'DELETE', '/control/state')).status).toBe(204);
    expect((await ratio.process(nr)).status).toBe(1);
  });
});

describe('startRatio', () => {
  it('starts an emulator when no RATIO_URL is configured, and none when one is', async () => {
    const local = await startRatio({ ratioEmulatorPort: 0 });
    try {
      expect(local.emulator).toBeDefined();
      expect(await local.system.agencies()).toHaveLength(6);
    } finally {
      await local.stop();
    }
    const remote = await startRatio({
      ratioSystem: { url: emulator.url, apiKey: emulator.apiKey },
      ratioEmulatorPort: 0,
    });
    expect(remote.emulator).toBeUndefined();
    expect((await remote.system.process(FIRST_PROCESS_NR)).nr).toBe(FIRST_PROCESS_NR);
    await remote.stop();
  });
});

describe('booking a date (POST /api/processes)', () => {
  const agencyCustomer = () => {
    const found = [...emulator.state().addresses.values()].find((each) => each.agentur === 1);
    if (!found) throw new Error('no customer of agency 1');
    return found.kennziffer;
  };
  const openDate = (seats: number) => {
    const found = [...emulator.state().quotas.values()].find((quota) => quota.art === 'Bus' && quota.frei >= seats);
    if (!found) throw new Error('no date with free seats');
    return found;
  };
  const traveller = { anrede: 'Frau', vorname: 'Erika', name: 'Mustermann' };

  it('creates the process with its participants; the date counts its seats and later reads show it', async () => {
    const quota = openDate(2);
    const kennziffer = agencyCustomer();
    const booked = await ratio.bookProcess({
      kennziffer,
      agentur: 1,
      termin: quota.terminId,
      typ: 'anfrage',
      teilnehmer: [traveller, { anrede: null, vorname: 'Max', name: 'Mustermann' }],
    });
    expect(booked).toMatchObject({ kennziffer, agentur: 1, terminId: quota.terminId, status: 1, teilnehmer: 2 });
    expect(booked.nr).toBe(FIRST_PROCESS_NR + DEMO_RATIO_PROCESSES);
    expect(booked.participants.map((each) => [each.kennziffer, each.name2, each.name1, each.name])).toEqual([
      [kennziffer, 'Erika', 'Mustermann', 'Mustermann, Erika'],
      ['', 'Max', 'Mustermann', 'Mustermann, Max'],
    ]);
    expect(await ratio.process(booked.nr)).toMatchObject({ teilnehmer: 2, status: 1 });
    expect((await ratio.processParticipants(booked.nr)).map((each) => each.nr)).toEqual(
      booked.participants.map((each) => each.nr),
    );
    expect((await ratio.quota(quota.id)).frei).toBe(quota.frei);
  });

  it('refuses an unknown address or date (404), too few free seats (409), a field too long (400)', async () => {
    const quota = openDate(1);
    const booking = { kennziffer: agencyCustomer(), agentur: 1, termin: quota.terminId, typ: 'regular' as const };
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: unknown) => error,
      );
    const unknownAddress = await refusal(ratio.bookProcess({ ...booking, kennziffer: '1', teilnehmer: [traveller] }));
    expect(unknownAddress).toMatchObject({ failure: 'http-status', status: 404 });
    const unknownDate = await refusal(ratio.bookProcess({ ...booking, termin: 1, teilnehmer: [traveller] }));
    expect(unknownDate).toMatchObject({ failure: 'http-status', status: 404 });
    quota.frei = 1;
    const full = await refusal(ratio.bookProcess({ ...booking, teilnehmer: [traveller, traveller] }));
    expect(full).toMatchObject({ failure: 'http-status', status: 409 });
    const tooLong = await refusal(
      ratio.bookProcess({
        ...booking,
        teilnehmer: [{ ...traveller, name: 'M'.repeat(PARTICIPANT_FIELD_LENGTHS.name1 + 1) }],
      }),
    );
    expect(tooLong).toBeInstanceOf(RatioSystemError);
    expect(tooLong).toMatchObject({ status: 400, message: expect.stringContaining('teilnehmer.0.name') });
    expect(emulator.state().processes.size).toBe(DEMO_RATIO_PROCESSES);
  });
});
