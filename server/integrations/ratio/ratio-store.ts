import { EmulatorError } from '../emulator/emulator-error.ts';
import { addressSchema, PARTICIPANT_FIELD_LENGTHS, participantSchema } from './ratio-records.ts';
import { pageOf } from './ratio-query.ts';
import type { RatioState, StoredDate } from './ratio-seed.ts';
import {
  bookingTypeStatus,
  BOOKING_TYPES,
  type RatioAddress,
  type RatioBoardingEntry,
  type RatioCancellation,
  type RatioParticipant,
  type RatioProcess,
} from './ratio-system.ts';

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A travel stop of a date to register: its number on the route, its place and its times there and back. */
export interface NewTravelStop {
  haltestelle: number;
  ort: string;
  bezeichnung?: string;
  hinZeit?: string;
  rueckZeit?: string;
}

/** A journey date to register (`POST /control/dates`): with `id` it replaces that date, else the one of `reise` on `beginn`. */
export interface NewDate {
  id?: number;
  reise: string;
  titel: string;
  beginn: string;
  ende: string;
  plaetze: number;
  stops?: NewTravelStop[];
}

/** Ratio's cancellation terms: the share of the price due from this many days before the start on. */
const CANCELLATION_SCALE = [
  { fromDays: 30, share: 0.2 },
  { fromDays: 22, share: 0.3 },
  { fromDays: 15, share: 0.4 },
  { fromDays: 7, share: 0.55 },
  { fromDays: 0, share: 0.8 },
] as const;
const CANCELLATION_RULES =
  'Rücktritt bis 30 Tage vor Reisebeginn: 20 % des Reisepreises; 29 bis 22 Tage: 30 %; 21 bis 15 Tage: 40 %; ' +
  '14 bis 7 Tage: 55 %; ab 6 Tage vor Reisebeginn: 80 %; nach Reisebeginn: 100 %.';

const ADDRESS_FIELDS = addressSchema.omit({ kennziffer: true, geaendert: true });
const PARTICIPANT_CHANGES = participantSchema.omit({ nr: true, vorgangnr: true, kennziffer: true, zustiege: true });

/** The message Ratio refuses an unreadable write with: the first field in question, and why. */
function refusal(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): EmulatorError {
  const [issue] = error.issues;
  const field = issue?.path.map(String).join('.') || 'body';
  return new EmulatorError(400, `${field}: ${issue?.message ?? 'not valid'}`);
}

/**
 * What the emulated Ratio does with its addresses, processes, participants and boarding entries: reads
 * answered as the API answers them, and the writes Ratio allows, each refused with an `EmulatorError`
 * (400 unreadable, 404 unknown, 409 not now) as Ratio would refuse it. `today` (YYYY-MM-DD) prices
 * cancellations.
 */
export function ratioStore(state: () => RatioState, today: () => string) {
  function address(kennziffer: string): RatioAddress {
    const found = state().addresses.get(kennziffer);
    if (!found) throw new EmulatorError(404, `Keine Adresse mit Kennziffer ${kennziffer}`);
    return found;
  }

  function storedProcess(nr: number) {
    const found = state().processes.get(nr);
    if (!found) throw new EmulatorError(404, `Kein Vorgang ${nr}`);
    return found;
  }

  const participantsOf = (nr: number) => [...state().participants.values()].filter((each) => each.vorgangnr === nr);

  function process(nr: number): RatioProcess {
    return { ...storedProcess(nr), teilnehmer: participantsOf(nr).length };
  }

  function participant(nr: number): RatioParticipant {
    const found = state().participants.get(nr);
    if (!found) throw new EmulatorError(404, `Kein Teilnehmer ${nr}`);
    const zustiege = [...state().boarding.values()].filter((entry) => entry.teilnehmerNr === nr);
    return { ...found, zustiege };
  }

  function notCancelled(nr: number) {
    const stored = storedProcess(nr);
    if (stored.status === 5) throw new EmulatorError(409, `Vorgang ${nr} ist storniert`);
    return stored;
  }

  function cancellation(nr: number): RatioCancellation {
    const stored = notCancelled(nr);
    const days = Math.floor((Date.parse(stored.beginn) - Date.parse(today())) / DAY_MS);
    const share = days < 0 ? 1 : (CANCELLATION_SCALE.find((step) => days >= step.fromDays)?.share ?? 1);
    return {
      vorgangnr: nr,
      gebuehr: Math.round(stored.preis * share * 100) / 100,
      waehrung: stored.waehrung,
      regeln: CANCELLATION_RULES,
    };
  }

  function boardingEntry(body: Record<string, unknown>, nr: number): RatioBoardingEntry {
    const { teilnehmerNr, haltestelle, richtung, platznummer = null } = body;
    if (!Number.isInteger(teilnehmerNr)) throw new EmulatorError(400, 'teilnehmerNr: must be a number');
    const of = participant(teilnehmerNr as number);
    if (!Number.isInteger(haltestelle) || (haltestelle as number) < 1)
      throw new EmulatorError(400, 'haltestelle: must be a stop number');
    const terminId = storedProcess(of.vorgangnr).terminId;
    if (![...state().stops.values()].some((stop) => stop.terminId === terminId && stop.haltestelle === haltestelle))
      throw new EmulatorError(400, `haltestelle: the date ${terminId} has no stop ${String(haltestelle)}`);
    if (richtung !== 'H' && richtung !== 'R') throw new EmulatorError(400, 'richtung: must be H or R');
    if (platznummer !== null && (typeof platznummer !== 'string' || platznummer.length > 20))
      throw new EmulatorError(400, 'platznummer: must be a text of at most 20 characters');
    return {
      nr,
      teilnehmerNr: teilnehmerNr as number,
      haltestelle: haltestelle as number,
      richtung,
      transport_type: 'Bus',
      platznummer,
    };
  }

  /** Registers the dates (and their stops) all or none: the first unreadable one refuses the list. */
  function addDates(dates: unknown): StoredDate[] {
    if (!Array.isArray(dates)) throw new EmulatorError(400, 'The body must be a list of dates');
    const valid = dates.map(newDate);
    return valid.map(({ stops = [], ...date }) => {
      const known =
        date.id === undefined
          ? [...state().dates.values()].find((each) => each.reise === date.reise && each.beginn === date.beginn)
          : state().dates.get(date.id);
      const id = date.id ?? known?.id ?? Math.max(0, ...state().dates.keys()) + 1;
      const stored: StoredDate = {
        ...date,
        id,
        transport: known?.transport ?? { art: 'Bus', bezeichnung: 'Reisebus', kennzeichen: '', plaetze: date.plaetze },
      };
      state().dates.set(id, stored);
      const dateStops = [...state().stops.values()].filter((stop) => stop.terminId === id);
      for (const stop of stops) {
        if (dateStops.some((each) => each.haltestelle === stop.haltestelle)) continue;
        const stopId = Math.max(0, ...state().stops.keys()) + 1;
        state().stops.set(stopId, {
          id: stopId,
          terminId: id,
          reise: date.reise,
          haltestelle: stop.haltestelle,
          ort: stop.ort,
          bezeichnung: stop.bezeichnung ?? stop.ort,
          hinZeit: stop.hinZeit ?? '00:00',
          rueckZeit: stop.rueckZeit ?? '00:00',
        });
      }
      return stored;
    });
  }

  return {
    address,
    addDates,
    updateAddress(kennziffer: string, body: unknown): RatioAddress {
      const current = address(kennziffer);
      const parsed = ADDRESS_FIELDS.partial().strict().safeParse(body);
      if (!parsed.success) throw refusal(parsed.error);
      const updated = { ...current, ...parsed.data, geaendert: new Date().toISOString() };
      state().addresses.set(kennziffer, updated);
      return updated;
    },
    createAddress(body: unknown): RatioAddress {
      if (typeof body !== 'object' || body === null || !('data' in body))
        throw new EmulatorError(400, 'The body must be { "data": { … } }');
      const defaults = Object.fromEntries(Object.keys(ADDRESS_FIELDS.shape).map((field) => [field, null]));
      const parsed = ADDRESS_FIELDS.partial().strict().safeParse(body.data);
      if (!parsed.success) throw refusal(parsed.error);
      if (!parsed.data.name1) throw new EmulatorError(400, 'name1: is required');
      const kennziffer = String(state().next.kennziffer++);
      const created: RatioAddress = {
        ...defaults,
        agentur: null,
        newsletter: false,
        dsgvo1: false,
        ...parsed.data,
        name1: parsed.data.name1,
        kennziffer,
        geaendert: new Date().toISOString(),
      } as RatioAddress;
      state().addresses.set(kennziffer, created);
      return created;
    },
    deleteAddress(kennziffer: string) {
      address(kennziffer);
      const booking = [...state().processes.values()].find((each) => each.kennziffer === kennziffer);
      if (booking) throw new EmulatorError(409, `Adresse ${kennziffer} ist Bucher von Vorgang ${booking.nr}`);
      state().addresses.delete(kennziffer);
      return { kennziffer };
    },

    process,
    processes(search: URLSearchParams) {
      const kennziffer = search.get('kennziffer');
      const agentur = search.get('agentur');
      const status = search.get('status');
      const { limit, offset } = pageOf(search);
      const found = [...state().processes.values()]
        .filter(
          (each) =>
            (kennziffer === null || each.kennziffer === kennziffer) &&
            (agentur === null || String(each.agentur) === agentur) &&
            (status === null || String(each.status) === status),
        )
        .sort((one, other) => other.nr - one.nr);
      return { data: found.slice(offset, offset + limit).map((each) => process(each.nr)), total: found.length };
    },
    setBookingType(nr: number, body: Record<string, unknown>): RatioProcess {
      const { typ } = body;
      if (typeof typ !== 'string' || !Object.hasOwn(BOOKING_TYPES, typ))
        throw new EmulatorError(400, `typ: must be one of ${Object.keys(BOOKING_TYPES).join(', ')}`);
      notCancelled(nr).status = bookingTypeStatus(typ);
      return process(nr);
    },
    setStatus(nr: number, body: Record<string, unknown>): RatioProcess {
      if (body.status !== 4) throw new EmulatorError(400, 'status: only 4 (feste Buchung) is set this way');
      notCancelled(nr).status = 4;
      return process(nr);
    },
    cancellation,
    cancel(nr: number) {
      const inquiry = cancellation(nr);
      storedProcess(nr).status = 5;
      return { ...inquiry, storniert: new Date().toISOString() };
    },

    /** The process's participants, with their boarding entries. */
    participantsOf: (nr: number) => (storedProcess(nr), participantsOf(nr).map((each) => participant(each.nr))),
    participant,
    updateParticipant(nr: number, body: unknown): RatioParticipant {
      const current = participant(nr);
      for (const [field, length] of Object.entries(PARTICIPANT_FIELD_LENGTHS)) {
        const value = (body as Record<string, unknown> | null)?.[field];
        if (typeof value === 'string' && value.length > length)
          throw new EmulatorError(400, `${field}: at most ${length} characters`);
      }
      const parsed = PARTICIPANT_CHANGES.partial().strict().safeParse(body);
      if (!parsed.success) throw refusal(parsed.error);
      const { zustiege: _entries, ...stored } = { ...current, ...parsed.data };
      state().participants.set(nr, stored);
      return participant(nr);
    },
    putBoardingEntry(nr: number, body: Record<string, unknown>) {
      if (!state().boarding.has(nr)) throw new EmulatorError(404, `Kein Zustieg ${nr}`);
      const entry = boardingEntry(body, nr);
      state().boarding.set(nr, entry);
      return entry;
    },
    postBoardingEntry(body: Record<string, unknown>) {
      const entry = boardingEntry(body, state().next.boardingEntry);
      state().next.boardingEntry += 1;
      state().boarding.set(entry.nr, entry);
      return entry;
    },
  };
}

export type RatioStore = ReturnType<typeof ratioStore>;

const isText = (value: unknown, max: number) => typeof value === 'string' && value !== '' && value.length <= max;

function newDate(value: unknown, index: number): NewDate {
  const date = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const refuse = (field: string, why: string) => new EmulatorError(400, `${index}.${field}: ${why}`);
  if (date.id !== undefined && (!Number.isInteger(date.id) || (date.id as number) < 1))
    throw refuse('id', 'must be a positive number');
  if (!isText(date.reise, 20)) throw refuse('reise', 'must be a text of 1 to 20 characters');
  if (!isText(date.titel, 200)) throw refuse('titel', 'must be a text of 1 to 200 characters');
  for (const field of ['beginn', 'ende'])
    if (typeof date[field] !== 'string' || !DAY.test(date[field])) throw refuse(field, 'must be YYYY-MM-DD');
  if (!Number.isInteger(date.plaetze) || (date.plaetze as number) < 0) throw refuse('plaetze', 'must be 0 or more');
  if (date.stops !== undefined && !Array.isArray(date.stops)) throw refuse('stops', 'must be a list');
  (date.stops as unknown[] | undefined)?.forEach((stop, at) => {
    const { haltestelle, ort, bezeichnung, hinZeit, rueckZeit } = (stop ?? {}) as Record<string, unknown>;
    if (!Number.isInteger(haltestelle) || (haltestelle as number) < 1)
      throw refuse(`stops.${at}.haltestelle`, 'must be a stop number');
    if (!isText(ort, 100)) throw refuse(`stops.${at}.ort`, 'must be a text of 1 to 100 characters');
    if (bezeichnung !== undefined && !isText(bezeichnung, 200))
      throw refuse(`stops.${at}.bezeichnung`, 'must be a text of 1 to 200 characters');
    for (const [field, time] of [
      ['hinZeit', hinZeit],
      ['rueckZeit', rueckZeit],
    ] as const)
      if (time !== undefined && (typeof time !== 'string' || !CLOCK.test(time)))
        throw refuse(`stops.${at}.${field}`, 'must be HH:mm');
  });
  return date as unknown as NewDate;
}
