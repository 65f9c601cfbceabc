import { busTours } from '../../areas/processes/seed/processes.ts';
import { EmulatorError } from '../emulator/emulator-error.ts';
import type { RatioState } from './ratio-seed.ts';
import {
  BOOKING_TYPES,
  emptyParticipantFields,
  PARTICIPANT_FIELD_LENGTHS,
  type RatioBookedProcess,
  type RatioParticipant,
} from './ratio-system.ts';

/** The most travellers one booking takes. */
const MOST_TRAVELLERS = 9;
const DEFAULT_PRICE = 499;

/** The traveller's fields a booking names, and the participant field each is stored in. */
const TRAVELLER_FIELDS = { anrede: 'anrede', vorname: 'name2', name: 'name1' } as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function travellerOf(value: unknown, index: number) {
  if (!isObject(value)) throw new EmulatorError(400, `teilnehmer.${index}: must be an object`);
  const unknown = Object.keys(value).find((key) => !Object.hasOwn(TRAVELLER_FIELDS, key));
  if (unknown !== undefined) throw new EmulatorError(400, `teilnehmer.${index}.${unknown}: not a field`);
  const texts = Object.fromEntries(
    Object.entries(TRAVELLER_FIELDS).map(([field, stored]) => {
      const text = value[field] ?? null;
      if (text !== null && typeof text !== 'string')
        throw new EmulatorError(400, `teilnehmer.${index}.${field}: must be a text`);
      if (field !== 'anrede' && !text) throw new EmulatorError(400, `teilnehmer.${index}.${field}: is required`);
      const length = PARTICIPANT_FIELD_LENGTHS[stored];
      if (text !== null && text.length > length)
        throw new EmulatorError(400, `teilnehmer.${index}.${field}: at most ${length} characters`);
      return [field, text];
    }),
  ) as { anrede: string | null; vorname: string; name: string };
  return texts;
}

/**
 * Ratio's booking of a journey date (`POST /api/processes`): the process for the address `kennziffer`
 * and agency `agentur` on the date `termin`, with its travellers. Refused as Ratio refuses it: 400 a
 * body it cannot read or a field too long, 404 an unknown address or date, 409 a date without that
 * many free bus seats. The date's bus quota counts the travellers. Answers the process with its participants.
 */
export function bookProcess(state: RatioState, body: unknown): RatioBookedProcess {
  if (!isObject(body) || !isObject(body.data)) throw new EmulatorError(400, 'The body must be { "data": { … } }');
  const { kennziffer, agentur = null, termin, typ = 'anfrage', teilnehmer } = body.data;
  if (typeof kennziffer !== 'string') throw new EmulatorError(400, 'kennziffer: must be a text');
  if (agentur !== null && !Number.isInteger(agentur)) throw new EmulatorError(400, 'agentur: must be a number');
  if (!Number.isInteger(termin)) throw new EmulatorError(400, 'termin: must be a number');
  if (typeof typ !== 'string' || !Object.hasOwn(BOOKING_TYPES, typ))
    throw new EmulatorError(400, `typ: must be one of ${Object.keys(BOOKING_TYPES).join(', ')}`);
  if (!Array.isArray(teilnehmer) || teilnehmer.length < 1 || teilnehmer.length > MOST_TRAVELLERS)
    throw new EmulatorError(400, `teilnehmer: 1 to ${MOST_TRAVELLERS} travellers`);
  const travellers = teilnehmer.map(travellerOf);
  const address = state.addresses.get(kennziffer);
  if (!address) throw new EmulatorError(404, `Keine Adresse mit Kennziffer ${kennziffer}`);
  const date = state.dates.get(termin as number);
  if (!date) throw new EmulatorError(404, `Kein Termin ${String(termin)}`);
  const bus = [...state.quotas.values()].find((quota) => quota.terminId === date.id && quota.art === 'Bus');
  const free = bus?.frei ?? date.plaetze;
  if (free < travellers.length) throw new EmulatorError(409, `Termin ${date.id} hat nur ${free} freie Plätze`);

  const nr = Math.max(0, ...state.processes.keys()) + 1;
  const price = busTours.find((tour) => tour.title === date.titel)?.price ?? DEFAULT_PRICE;
  const process = {
    nr,
    kennziffer,
    agentur: agentur as number | null,
    reise: date.reise,
    terminId: date.id,
    titel: date.titel,
    status: BOOKING_TYPES[typ as keyof typeof BOOKING_TYPES],
    preis: price * travellers.length,
    waehrung: 'EUR',
    beginn: date.beginn,
    ende: date.ende,
    gebucht: new Date().toISOString(),
    rechnungsnr: null,
  };
  state.processes.set(nr, process);
  const first = Math.max(0, ...state.participants.keys()) + 1;
  const participants: RatioParticipant[] = travellers.map(({ anrede, vorname, name }, index) => ({
    ...emptyParticipantFields(),
    nr: first + index,
    vorgangnr: nr,
    kennziffer: index === 0 ? kennziffer : '',
    anrede,
    name: `${name}, ${vorname}`,
    name1: name,
    name2: vorname,
    status: 'OK',
    zustiege: [],
  }));
  for (const { zustiege: _none, ...participant } of participants) state.participants.set(participant.nr, participant);
  if (bus) {
    bus.gebucht += travellers.length;
    bus.frei = Math.max(0, bus.gesamt - bus.gebucht);
  }
  return { ...process, teilnehmer: travellers.length, participants };
}
