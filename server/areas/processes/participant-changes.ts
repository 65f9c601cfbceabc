import { ApiError, badRequest, type FieldError } from '../../errors.ts';
import {
  PARTICIPANT_FIELD_LENGTHS,
  type ParticipantTextField,
  type RatioBoardingEntry,
  type RatioParticipant,
  type RatioParticipantChanges,
  type RatioSystem,
} from '../../integrations/ratio/ratio-system.ts';

/** A boarding entry as the process screen sends it: `haltestelle` null is an entry whose stop was not chosen. */
export interface BoardingEntryChange {
  nr?: number | null;
  haltestelle: number | null;
  richtung: 'H' | 'R';
  platznummer?: string | null;
}

export type ParticipantChange = RatioParticipantChanges & { nr: number; zustiege?: BoardingEntryChange[] };

const TEXT_FIELDS = Object.keys(PARTICIPANT_FIELD_LENGTHS) as ParticipantTextField[];
const nullableDate = { type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

/**
 * The body of `PATCH /ratio_vorgang/{id}`. The texts' lengths are not in the schema: they are checked
 * for the whole body at once (`tooLongFields`), each named by its place in the body. The body limit
 * bounds them meanwhile.
 */
export const participantChangesBody = {
  type: 'object',
  required: ['participants'],
  additionalProperties: false,
  properties: {
    participants: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        required: ['nr'],
        additionalProperties: false,
        properties: {
          nr: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, { type: ['string', 'null'] }])),
          geburtstag: nullableDate,
          ausgestellt_am: nullableDate,
          gueltig_bis: nullableDate,
          jahre: { type: ['integer', 'null'], minimum: 0, maximum: 150 },
          gruppe: nullableText(100),
          kabinengruppe: nullableText(100),
          zustiege: {
            type: 'array',
            maxItems: 20,
            items: {
              type: 'object',
              required: ['haltestelle', 'richtung'],
              additionalProperties: false,
              properties: {
                nr: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
                haltestelle: { type: ['integer', 'null'], minimum: 0, maximum: 2_147_483_647 },
                richtung: { type: 'string', enum: ['H', 'R'] },
                platznummer: nullableText(20),
              },
            },
          },
        },
      },
    },
  },
} as const;

/** Every text longer than Ratio's field, named `participants/{i}/{field}`: none is written when there is one. */
export function tooLongFields(participants: readonly ParticipantChange[]): FieldError[] {
  return participants.flatMap((participant, index) =>
    TEXT_FIELDS.flatMap((field) => {
      const value = participant[field];
      const limit = PARTICIPANT_FIELD_LENGTHS[field];
      return typeof value === 'string' && value.length > limit
        ? [{ field: `participants/${index}/${field}`, key: 'error.too_long', params: { limit } }]
        : [];
    }),
  );
}

/** 400 for a participant number that is not one of the process's. */
export function refuseStrangers(participants: readonly ParticipantChange[], theirs: readonly RatioParticipant[]) {
  const known = new Set(theirs.map((each) => each.nr));
  const errors = participants.flatMap((participant, index) =>
    known.has(participant.nr) ? [] : [{ field: `participants/${index}/nr`, key: 'error.not_found' }],
  );
  if (errors.length > 0) throw badRequest('A participant is not one of the process', errors);
}

/** What was written to Ratio, for the history and the answer. */
export interface WrittenChanges {
  participants: { nr: number; changes: RatioParticipantChanges }[];
  entries: RatioBoardingEntry[];
  /** The first entry without a stop, where writing stopped. */
  stoppedAt?: { index: number; entry: number; name: string };
}

/**
 * Writes the participants' fields to Ratio, then their boarding entries in the order sent. At the first
 * entry without a stop it stops: the entries before it are saved, none after (spec 1 §5).
 */
export async function writeParticipantChanges(
  ratio: RatioSystem,
  participants: readonly ParticipantChange[],
  theirs: readonly RatioParticipant[],
): Promise<WrittenChanges> {
  const written: WrittenChanges = { participants: [], entries: [] };
  for (const { nr, zustiege: _entries, ...changes } of participants) {
    if (Object.keys(changes).length === 0) continue;
    await ratio.updateParticipant(nr, changes);
    written.participants.push({ nr, changes });
  }
  for (const [index, participant] of participants.entries()) {
    for (const [position, entry] of (participant.zustiege ?? []).entries()) {
      if (entry.haltestelle === null) {
        const name = theirs.find((each) => each.nr === participant.nr)?.name ?? String(participant.nr);
        written.stoppedAt = { index, entry: position, name };
        return written;
      }
      written.entries.push(
        await ratio.saveBoardingEntry({
          nr: entry.nr ?? null,
          teilnehmerNr: participant.nr,
          haltestelle: entry.haltestelle,
          richtung: entry.richtung,
          transport_type: 'Bus',
          platznummer: entry.platznummer ?? null,
        }),
      );
    }
  }
  return written;
}

/** 422: the boarding entry has no stop; the ones before it were saved (`saved`). */
export const boardingStopMissing = (stoppedAt: NonNullable<WrittenChanges['stoppedAt']>, saved: number) =>
  new ApiError('Unprocessable', 'A boarding entry has no stop', {
    errors: [
      {
        field: `participants/${stoppedAt.index}/zustiege/${stoppedAt.entry}/haltestelle`,
        key: 'error.boarding_stop_missing',
        params: { participant: stoppedAt.name, entry: stoppedAt.entry + 1, saved },
      },
    ],
  });
