import { z } from 'zod';

/**
 * Kuschick's records as its API answers them, checked by the client: an answer that does not match is
 * a `bad-answer` failure. The types of `kuschick-system.ts` are inferred from these.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');
const nullableText = z.string().nullable();

export const customerSchema = z.object({
  kuschick_id: z.number().int(),
  /** The id of the customer's address record; only answered when asked for with `idaddress=1`, else null. */
  idaddress: z.number().int().nullable(),
  anrede: nullableText,
  vorname: z.string(),
  nachname: z.string(),
  strasse: nullableText,
  plz: nullableText,
  ort: nullableText,
  land: nullableText,
  email: nullableText,
  telefon: nullableText,
  geburtsdatum: isoDate.nullable(),
});

export const travellerSchema = z.object({
  vorname: z.string(),
  nachname: z.string(),
  geburtsdatum: isoDate.nullable(),
  sitzplatz: nullableText,
  zustieg: nullableText,
});

export const paymentSchema = z.object({
  betrag: z.number().positive(),
  datum: isoDate,
  art: z.enum(['Überweisung', 'Lastschrift', 'Bar', 'Karte', 'PayPal']),
});

/** Process status, as Ratio's (spec 1 §4): 0 draft, 1 booking request, 2 option, 3 waiting list, 4 firm booking, 5 cancelled. */
export const vorgangSchema = z.object({
  invoice_id: z.number().int(),
  kuschick_id: z.number().int(),
  reise: z.string(),
  titel: z.string(),
  beginn: isoDate,
  ende: isoDate,
  status: z.union([0, 1, 2, 3, 4, 5].map((status) => z.literal(status))),
  preis: z.number(),
  bezahlt: z.number(),
  waehrung: z.string(),
  gebucht: z.string(),
  teilnehmer: z.array(travellerSchema),
  zahlungen: z.array(paymentSchema),
});

export const paymentResultSchema = z.object({
  invoice_id: z.number().int(),
  bezahlt: z.number(),
  offen: z.number(),
  zahlungen: z.array(paymentSchema),
  /** Whether Kuschick sent the booking confirmation mail to the customer with this call. */
  buchungsmail: z.boolean(),
});

export const preJourneySchema = z.object({
  code: z.string(),
  titel: z.string(),
  dauer: z.number().int().min(1),
  preis: z.number(),
  termine: z.array(
    z.object({ code: z.string(), von: isoDate, bis: isoDate, preis: z.number(), kontingent: z.number().int() }),
  ),
});
