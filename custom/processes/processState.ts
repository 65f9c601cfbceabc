import { PARTICIPANT_FIELD_LENGTHS } from '../../domain/bookings/participant-fields';
import { inProcessing } from '../../domain/bookings/processing';
import type { ApiError } from '../../src/console-logic';
import type { BoardingEntry, Participant, ParticipantTextField, Row, TravelStop } from './processTypes';

/** The two booking systems (spec 1 §6: a system setting chooses; imports name theirs). */
export type BookingSystem = 'ratio' | 'kuschick';

/** Ratio's booking types and the process status each sets (spec 1 §4). */
export const BOOKING_TYPES = { entwurf: '0', anfrage: '1', option: '2', waitlist: '3', regular: '4' } as const;
export type BookingType = keyof typeof BOOKING_TYPES;

/** The booking type that gives a status; a cancelled process has none. */
export const bookingTypeOf = (status: unknown): BookingType | '' =>
  (Object.keys(BOOKING_TYPES) as BookingType[]).find((type) => BOOKING_TYPES[type] === status) ?? '';

export const CANCELLED = '5';
export const FIRM_BOOKING = '4';

/**
 * Why a process is shown, not edited, as the message key that says so: cancelled, in processing
 * (an action with the booking system runs, spec 1 §4) or kept in Kuschick, whose participants the
 * console does not edit. The server refuses such edits anyway.
 */
export function readOnlyReason(process: Row | undefined): string | undefined {
  if (!process) return undefined;
  if (inProcessing(process.processing_since as string | null | undefined)) return 'error.process_in_processing';
  if (process.status === CANCELLED) return 'error.process_cancelled';
  if (process.backend === 'kuschick') return 'processes.screen.kuschickReadOnly';
  return undefined;
}

type FieldKind = 'text' | 'date' | 'integer';

/** A participant field in the dialog: its kind and, for a text, the widest Ratio takes. */
export interface ParticipantField {
  name: Exclude<keyof Participant, 'zustiege' | 'address' | 'nr' | 'vorgangnr' | 'kennziffer'>;
  kind: FieldKind;
  maxLength?: number;
  multiline?: boolean;
}

/** The widest the area takes a group or cabin group (Ratio names no length for them), and a boarding entry's seat. */
export const OTHER_TEXT_LENGTH = 100;
export const SEAT_LENGTH = 20;

const text = (name: ParticipantTextField, multiline = false): ParticipantField => ({
  name,
  kind: 'text',
  maxLength: PARTICIPANT_FIELD_LENGTHS[name],
  multiline,
});

/** Every participant field of spec 1 §3, grouped as the dialog shows them. */
export const PARTICIPANT_GROUPS: readonly { key: string; fields: readonly ParticipantField[] }[] = [
  {
    key: 'person',
    fields: [
      text('anrede'),
      text('titel'),
      text('name'),
      text('name1'),
      text('name2'),
      text('name3'),
      text('namenszusatz'),
      { name: 'geburtstag', kind: 'date' },
      { name: 'jahre', kind: 'integer' },
      text('geburtsort'),
      text('nation'),
      text('profil'),
      text('status'),
    ],
  },
  {
    key: 'passport',
    fields: [
      text('passnummer'),
      text('passid'),
      text('ausgestellt_in'),
      { name: 'ausgestellt_am', kind: 'date' },
      { name: 'gueltig_bis', kind: 'date' },
      text('passinfo'),
    ],
  },
  {
    key: 'travel',
    fields: [
      text('reservierungsnr'),
      { name: 'gruppe', kind: 'text', maxLength: OTHER_TEXT_LENGTH },
      { name: 'kabinengruppe', kind: 'text', maxLength: OTHER_TEXT_LENGTH },
      text('sitzhin'),
      text('sitzrueck'),
      text('sitzfest'),
      text('hininfo'),
      text('rueckinfo'),
      text('ausstiegrueck'),
      text('shuttle'),
      text('infofaehre'),
      text('ref1'),
      text('ref2'),
      text('info1'),
      text('info2'),
    ],
  },
  { key: 'services', fields: [text('leistungen', true)] },
];

const FIELDS = PARTICIPANT_GROUPS.flatMap((group) => group.fields);

/** A participant's fields as the dialog's inputs hold them: text, '' for none. */
export type ParticipantInputs = Record<string, string>;

export function participantInputs(participant: Participant): ParticipantInputs {
  return Object.fromEntries(
    FIELDS.map(({ name }) => {
      const value = participant[name];
      return [name, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

/** An input's value as Ratio takes it: '' is none, a whole number a number. */
function fieldValue(field: ParticipantField, input: string): string | number | null {
  if (input.trim() === '') return null;
  return field.kind === 'integer' ? Number(input) : input;
}

/** The inputs' problems the browser sees before sending, by field: too long (error.too_long), no whole number. */
export function inputProblems(inputs: ParticipantInputs): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of FIELDS) {
    const input = inputs[field.name] ?? '';
    if (field.maxLength !== undefined && input.length > field.maxLength)
      problems[field.name] = { key: 'error.too_long', params: { limit: field.maxLength } };
    else if (field.kind === 'integer' && input.trim() !== '' && !/^\d+$/.test(input.trim()))
      problems[field.name] = { key: 'error.type' };
  }
  return problems;
}

/** A participant's changes as `PATCH /ratio_vorgang/{id}` takes them. */
export type ParticipantChange = { nr: number; zustiege?: BoardingEntry[] } & Record<string, unknown>;

const sameEntries = (a: readonly BoardingEntry[], b: readonly BoardingEntry[]) =>
  a.length === b.length &&
  a.every(
    (entry, index) =>
      entry.haltestelle === b[index]?.haltestelle &&
      entry.richtung === b[index]?.richtung &&
      (entry.platznummer ?? null) === (b[index]?.platznummer ?? null),
  );

/**
 * What changed of a participant: the fields whose inputs differ and, when any entry changed, all its
 * boarding entries in order (Ratio's numbers kept, new ones without); undefined when nothing did.
 */
export function participantChange(
  participant: Participant,
  inputs: ParticipantInputs,
  entries: readonly BoardingEntry[],
): ParticipantChange | undefined {
  const before = participantInputs(participant);
  const change: ParticipantChange = { nr: participant.nr };
  for (const field of FIELDS)
    if ((inputs[field.name] ?? '') !== before[field.name])
      change[field.name] = fieldValue(field, inputs[field.name] ?? '');
  if (!sameEntries(entries, participant.zustiege))
    change.zustiege = entries.map(({ nr, haltestelle, richtung, platznummer }) => ({
      nr: nr ?? null,
      haltestelle,
      richtung,
      platznummer: platznummer ? platznummer : null,
    }));
  return Object.keys(change).length > 1 ? change : undefined;
}

export interface FieldProblem {
  key: string;
  params?: Record<string, unknown>;
}

/**
 * The server's refusal of one participant's change (sent alone, at index 0), by where it shows:
 * a field's name (`name`), a boarding entry's input (`zustiege.2.haltestelle`), and the rest for the
 * dialog. The area's own checks name a place `participants/0/name`, the schema's `participants.0.name`.
 */
export function serverProblems(error: ApiError): { fields: Record<string, FieldProblem>; general: FieldProblem[] } {
  const fields: Record<string, FieldProblem> = {};
  const general: FieldProblem[] = [];
  for (const { field, key, params } of error.errors) {
    const at = /^participants[./]0[./](?:zustiege[./](\d+)[./]([a-z_]+)|([a-z_0-9]+))$/.exec(field ?? '');
    const name = at?.[1] ? `zustiege.${at[1]}.${at[2]}` : at?.[3];
    if (name && !(name in fields)) fields[name] = { key, params };
    // An entry's refusal says what was saved before it: the dialog shows it above the form too.
    if (!name || at?.[1]) general.push({ key, params });
  }
  return { fields, general };
}

/** A stop's name as staff know it, by its number on the route; the bare number when the date lacks it. */
export function stopName(stops: readonly TravelStop[], haltestelle: number | null): string {
  if (haltestelle === null) return '';
  const stop = stops.find((candidate) => candidate.haltestelle === haltestelle);
  return stop ? `${stop.ort} – ${stop.bezeichnung}` : String(haltestelle);
}

/** A participant's name: Ratio's `name`, else the name parts. */
export const participantName = (participant: Participant) =>
  participant.name ?? [participant.name1, participant.name2].filter(Boolean).join(' ');

/** Where a participant lives, on one line. */
export function addressLine(participant: Participant): string {
  const address = participant.address;
  if (!address) return '';
  const place = [address.plz, address.ort].filter(Boolean).join(' ');
  return [address.strasse, place, address.land].filter(Boolean).join(', ');
}

/** A history row's changed fields with their values before and after, only those that differ. */
export function historyChanges(before: Row | null, after: Row | null) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}
