import { z } from 'zod';
import { PARTICIPANT_FIELD_LENGTHS } from '../../../domain/bookings/participant-fields.ts';

/**
 * Ratio's records as its API answers them, checked by the client: an answer that does not match is a
 * `bad-answer` failure. The types of `ratio-system.ts` are inferred from these.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');
const nullableText = z.string().nullable();

export { PARTICIPANT_FIELD_LENGTHS } from '../../../domain/bookings/participant-fields.ts';

export type ParticipantTextField = keyof typeof PARTICIPANT_FIELD_LENGTHS;

/** Process status in Ratio (spec 1 §4): 0 draft, 1 booking request, 2 option, 3 waiting list, 4 firm booking, 5 cancelled. */
export const RATIO_STATUSES = [0, 1, 2, 3, 4, 5] as const;
export const ratioStatus = z.union(RATIO_STATUSES.map((status) => z.literal(status)));

/** A boarding entry ("Zustieg") of a participant: where, in which direction, on which seat. */
export const boardingEntrySchema = z.object({
  nr: z.number().int(),
  teilnehmerNr: z.number().int(),
  /** The travel stop's number. */
  haltestelle: z.number().int(),
  /** H outbound (hin), R return (rück). */
  richtung: z.enum(['H', 'R']),
  transport_type: z.literal('Bus'),
  platznummer: nullableText,
});

const participantTexts = Object.fromEntries(
  Object.keys(PARTICIPANT_FIELD_LENGTHS).map((field) => [field, nullableText]),
) as { [Field in ParticipantTextField]: typeof nullableText };

export const participantSchema = z.object({
  nr: z.number().int(),
  vorgangnr: z.number().int(),
  /** The participant's address; empty when Ratio has none for them. */
  kennziffer: z.string(),
  ...participantTexts,
  geburtstag: isoDate.nullable(),
  jahre: z.number().int().nullable(),
  gruppe: nullableText,
  kabinengruppe: nullableText,
  ausgestellt_am: isoDate.nullable(),
  gueltig_bis: isoDate.nullable(),
  zustiege: z.array(boardingEntrySchema),
});

export const addressSchema = z.object({
  kennziffer: z.string().min(1),
  code: nullableText,
  anrede: nullableText,
  titel: nullableText,
  name1: z.string(),
  name2: nullableText,
  name3: nullableText,
  strasse: nullableText,
  plz: nullableText,
  ort: nullableText,
  land: nullableText,
  telefon: nullableText,
  mobil: nullableText,
  email: nullableText,
  geburtstag: isoDate.nullable(),
  /** The agency the customer belongs to. */
  agentur: z.number().int().nullable(),
  newsletter: z.boolean(),
  dsgvo1: z.boolean(),
  geaendert: z.string(),
});

export const processSchema = z.object({
  nr: z.number().int(),
  /** The booker's address. */
  kennziffer: z.string(),
  agentur: z.number().int().nullable(),
  reise: z.string(),
  terminId: z.number().int(),
  titel: z.string(),
  status: ratioStatus,
  preis: z.number(),
  waehrung: z.string(),
  beginn: isoDate,
  ende: isoDate,
  gebucht: z.string(),
  rechnungsnr: nullableText,
  teilnehmer: z.number().int(),
});

export const cancellationSchema = z.object({
  vorgangnr: z.number().int(),
  gebuehr: z.number(),
  waehrung: z.string(),
  regeln: z.string(),
});

export const cancelledSchema = cancellationSchema.extend({ storniert: z.string() });

export const travelStopSchema = z.object({
  id: z.number().int(),
  terminId: z.number().int(),
  reise: z.string(),
  /** Its number on the route: what boarding entries name as `haltestelle`. */
  haltestelle: z.number().int(),
  ort: z.string(),
  bezeichnung: z.string(),
  hinZeit: z.string(),
  rueckZeit: z.string(),
});

export const transportSchema = z.object({
  art: z.literal('Bus'),
  bezeichnung: z.string(),
  kennzeichen: z.string(),
  plaetze: z.number().int(),
});

export const dateSchema = z.object({
  id: z.number().int(),
  reise: z.string(),
  titel: z.string(),
  beginn: isoDate,
  ende: isoDate,
  plaetze: z.number().int(),
  belegtePlaetze: z.array(z.string()).optional(),
  teilnehmer: z.array(participantSchema).optional(),
  transport: transportSchema.optional(),
});

export const quotaSchema = z.object({
  id: z.number().int(),
  reise: z.string(),
  terminId: z.number().int(),
  art: z.enum(['Bus', 'Hotel', 'Kabine']),
  bezeichnung: z.string(),
  gesamt: z.number().int(),
  gebucht: z.number().int(),
  frei: z.number().int(),
  /** DD.MM.YYYY, as Ratio writes quota periods. */
  beginn: z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/),
  ende: z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/),
});

export const agencySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  strasse: z.string(),
  plz: z.string(),
  ort: z.string(),
  /** ISO 3166 code of the country the agency books in (spec 1 §9). */
  land: z.enum(['DE', 'AT', 'CH', 'IT', 'NL', 'BE']),
  telefon: z.string(),
  email: z.string(),
  /** Where cancellation notices go; null: the default recipient. */
  stornoEmail: nullableText,
});

export const bulkInvoiceSchema = z.object({
  sammelRechnungNr: z.string(),
  agentur: z.number().int(),
  datum: isoDate,
  vorgaenge: z.array(z.number().int()),
  betrag: z.number(),
  waehrung: z.string(),
});

/** A list answer: one page of `data` and how many there are in all. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), total: z.number().int().min(0) });
