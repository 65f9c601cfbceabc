import { describe, expect, it } from 'vitest';
import {
  addressLine,
  bookingTypeOf,
  historyChanges,
  inputProblems,
  PARTICIPANT_GROUPS,
  participantChange,
  participantInputs,
  readOnlyReason,
  serverProblems,
  stopName,
} from '../../custom/processes/processState.ts';
import type { Participant } from '../../custom/processes/processTypes.ts';
import { PARTICIPANT_FIELD_LENGTHS } from '../../domain/bookings/participant-fields.ts';
import { ApiError } from '../../src/api/apiClient.ts';

// The process screen's state (issue 19): what it sends, what it refuses before sending, where it shows the server's refusals.

const texts = Object.fromEntries(Object.keys(PARTICIPANT_FIELD_LENGTHS).map((field) => [field, null]));
const participant = {
  ...texts,
  nr: 7001,
  vorgangnr: 500001,
  kennziffer: '100001',
  name: 'Erika Muster',
  sitzhin: '12',
  geburtstag: '1970-05-01',
  jahre: 56,
  gruppe: null,
  kabinengruppe: null,
  ausgestellt_am: null,
  gueltig_bis: null,
  zustiege: [{ nr: 1, haltestelle: 3, richtung: 'H', platznummer: '12', transport_type: 'Bus' }],
  address: { kennziffer: '100001', name1: 'Muster', strasse: 'Hauptstr. 1', plz: '10115', ort: 'Berlin', land: 'DE' },
} as Participant;
const stops = [
  { id: 1, haltestelle: 3, ort: 'Berlin', bezeichnung: 'ZOB' },
  { id: 2, haltestelle: 4, ort: 'Leipzig', bezeichnung: 'Hbf' },
];

describe('the participant dialog', () => {
  it('shows every participant field of spec 1 §3 once, each text with Ratio’s length', () => {
    const fields = PARTICIPANT_GROUPS.flatMap((group) => group.fields);
    const names = fields.map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
    for (const [name, length] of Object.entries(PARTICIPANT_FIELD_LENGTHS))
      expect(fields.find((field) => field.name === name)?.maxLength).toBe(length);
    expect(names).toEqual(
      expect.arrayContaining(['geburtstag', 'jahre', 'gruppe', 'kabinengruppe', 'ausgestellt_am', 'gueltig_bis']),
    );
  });

  it('refuses a name longer than 90 before sending, naming the limit', () => {
    const inputs = { ...participantInputs(participant), name: 'x'.repeat(91) };
    expect(inputProblems(inputs)).toEqual({ name: { key: 'error.too_long', params: { limit: 90 } } });
    expect(inputProblems({ ...inputs, name: 'x'.repeat(90) })).toEqual({});
    expect(inputProblems({ ...inputs, name: 'ok', jahre: 'zehn' })).toEqual({ jahre: { key: 'error.type' } });
  });

  it('sends only what changed: fields as Ratio takes them, the boarding entries whole when one changed', () => {
    const inputs = participantInputs(participant);
    expect(participantChange(participant, inputs, participant.zustiege)).toBeUndefined();
    expect(
      participantChange(
        participant,
        { ...inputs, name: 'Erika Beispiel', sitzhin: '', jahre: '57' },
        participant.zustiege,
      ),
    ).toEqual({
      nr: 7001,
      name: 'Erika Beispiel',
      sitzhin: null,
      jahre: 57,
    });
    const entries = [
      { ...participant.zustiege[0]!, haltestelle: 4 },
      { nr: null, haltestelle: null, richtung: 'R' as const, platznummer: '' },
    ];
    expect(participantChange(participant, inputs, entries)).toEqual({
      nr: 7001,
      zustiege: [
        { nr: 1, haltestelle: 4, richtung: 'H', platznummer: '12' },
        { nr: null, haltestelle: null, richtung: 'R', platznummer: null },
      ],
    });
  });

  it('places the server’s refusals at their fields, a boarding entry’s also above the form', () => {
    const refused = new ApiError(422, 'Unprocessable', [
      { field: 'participants/0/name', key: 'error.too_long', params: { limit: 90 } },
      {
        field: 'participants/0/zustiege/1/haltestelle',
        key: 'error.boarding_stop_missing',
        params: { participant: 'Erika Muster', entry: 2, saved: 1 },
      },
      { field: 'participants.0.jahre', key: 'error.maximum' },
      { key: 'error.booking_unavailable' },
    ]);
    expect(serverProblems(refused)).toEqual({
      fields: {
        name: { key: 'error.too_long', params: { limit: 90 } },
        'zustiege.1.haltestelle': {
          key: 'error.boarding_stop_missing',
          params: { participant: 'Erika Muster', entry: 2, saved: 1 },
        },
        jahre: { key: 'error.maximum', params: undefined },
      },
      general: [
        { key: 'error.boarding_stop_missing', params: { participant: 'Erika Muster', entry: 2, saved: 1 } },
        { key: 'error.booking_unavailable', params: undefined },
      ],
    });
  });

  it('names a stop by its place and name, an unknown one by its number; the address on one line', () => {
    expect(stopName(stops, 3)).toBe('Berlin – ZOB');
    expect(stopName(stops, 9)).toBe('9');
    expect(stopName(stops, null)).toBe('');
    expect(addressLine(participant)).toBe('Hauptstr. 1, 10115 Berlin, DE');
    expect(addressLine({ ...participant, address: null })).toBe('');
  });
});

describe('the process’s state', () => {
  it('is only shown when cancelled, in processing or Kuschick’s, with the spec’s text', () => {
    expect(readOnlyReason({ status: '2', backend: 'ratio', processing_since: null })).toBeUndefined();
    expect(readOnlyReason({ status: '5', backend: 'ratio' })).toBe('error.process_cancelled');
    expect(readOnlyReason({ status: '2', processing_since: new Date().toISOString() })).toBe(
      'error.process_in_processing',
    );
    // A claim left by a run that died does not lock the process for good.
    expect(readOnlyReason({ status: '2', processing_since: '2020-01-01T10:00:00Z' })).toBeUndefined();
    expect(readOnlyReason({ status: '2', backend: 'kuschick' })).toBe('processes.screen.kuschickReadOnly');
  });

  it('offers the booking type of the status (spec 1 §4 map), none for a cancelled one', () => {
    expect(bookingTypeOf('0')).toBe('entwurf');
    expect(bookingTypeOf('4')).toBe('regular');
    expect(bookingTypeOf('5')).toBe('');
  });

  it('lists a history row’s changed fields only', () => {
    expect(historyChanges({ status: '2', title: 'A' }, { status: '4', title: 'A' })).toEqual([
      { field: 'status', before: '2', after: '4' },
    ]);
    expect(historyChanges(null, { status: '0' })).toEqual([{ field: 'status', before: undefined, after: '0' }]);
  });
});
