import type { z } from 'zod';
import type {
  addressSchema,
  agencySchema,
  boardingEntrySchema,
  bulkInvoiceSchema,
  cancellationSchema,
  cancelledSchema,
  dateSchema,
  participantSchema,
  processSchema,
  quotaSchema,
  ratioStatus,
  transportSchema,
  travelStopSchema,
} from './ratio-records.ts';

import { PARTICIPANT_FIELD_LENGTHS, type ParticipantTextField } from './ratio-records.ts';

export { PARTICIPANT_FIELD_LENGTHS, RATIO_STATUSES, type ParticipantTextField } from './ratio-records.ts';

export type RatioStatus = z.infer<typeof ratioStatus>;
export type RatioAddress = z.infer<typeof addressSchema>;
export type RatioProcess = z.infer<typeof processSchema>;
export type RatioParticipant = z.infer<typeof participantSchema>;
export type RatioBoardingEntry = z.infer<typeof boardingEntrySchema>;
export type RatioCancellation = z.infer<typeof cancellationSchema>;
export type RatioCancelled = z.infer<typeof cancelledSchema>;
export type RatioTravelStop = z.infer<typeof travelStopSchema>;
export type RatioTransport = z.infer<typeof transportSchema>;
export type RatioDate = z.infer<typeof dateSchema>;
export type RatioQuota = z.infer<typeof quotaSchema>;
export type RatioAgency = z.infer<typeof agencySchema>;
export type RatioBulkInvoice = z.infer<typeof bulkInvoiceSchema>;

/** One page of a list, and how many there are in all. */
export interface RatioPage<Item> {
  data: Item[];
  total: number;
}

/** What an address is written with: every field but the kennziffer Ratio assigns and the time it stamps. */
export type RatioAddressFields = Omit<RatioAddress, 'kennziffer' | 'geaendert'>;

/** A participant's own fields: all but its numbers, its address and its boarding entries. */
export type RatioParticipantFields = Omit<RatioParticipant, 'nr' | 'vorgangnr' | 'kennziffer' | 'zustiege'>;

/** A participant's own fields, every one empty. */
export const emptyParticipantFields = (): RatioParticipantFields => ({
  ...(Object.fromEntries(Object.keys(PARTICIPANT_FIELD_LENGTHS).map((field) => [field, null])) as Record<
    ParticipantTextField,
    null
  >),
  geburtstag: null,
  jahre: null,
  gruppe: null,
  kabinengruppe: null,
  ausgestellt_am: null,
  gueltig_bis: null,
});

/** The participant's fields that may be changed: all but its numbers, its address and its boarding entries. */
export type RatioParticipantChanges = Partial<RatioParticipantFields>;

/** A boarding entry to save: with `nr` it is changed where Ratio has it, without (or when Ratio has none) added. */
export type RatioBoardingEntryInput = Omit<RatioBoardingEntry, 'nr'> & { nr?: number | null };

/** A booking of a journey date for a customer (address) of an agency, with its travellers. */
export interface RatioBooking {
  kennziffer: string;
  agentur: number | null;
  termin: number;
  typ: BookingType;
  teilnehmer: { anrede: string | null; vorname: string; name: string }[];
}

/** A process as Ratio answers its booking: with its participants. */
export type RatioBookedProcess = RatioProcess & { participants: RatioParticipant[] };

/** The booking types Ratio takes on `PUT booking/{nr}`, and the status each gives the process (spec 1 §4). */
export const BOOKING_TYPES = { entwurf: 0, anfrage: 1, option: 2, waitlist: 3, regular: 4 } as const;
export type BookingType = keyof typeof BOOKING_TYPES;

/** The status of a booking type; one Ratio does not know is a draft (0). */
export const bookingTypeStatus = (type: string): RatioStatus =>
  Object.hasOwn(BOOKING_TYPES, type) ? BOOKING_TYPES[type as BookingType] : 0;

/** The fields an agency's customers are sorted by (`-` before one for descending). */
export const AGENCY_CUSTOMER_SORTS = ['name1', 'name2', 'ort', 'plz', 'kennziffer'] as const;
export type AgencyCustomerSort = (typeof AGENCY_CUSTOMER_SORTS)[number] | `-${(typeof AGENCY_CUSTOMER_SORTS)[number]}`;

/**
 * A page of an agency's customers as the spec counts it (spec 1 §2): `offset` is the page's first row
 * counted from 1, `limit` the rows after it (0 to 999), so the page holds rows offset … offset + limit;
 * Ratio's default is 1 and 149, 150 rows. `search` looks in name1, name2, ort, plz, kennziffer and email.
 */
export interface AgencyCustomerQuery {
  limit?: number;
  offset?: number;
  search?: string;
  sort?: AgencyCustomerSort;
}

/** Which travel stops to list: of a journey (its code), of one date, or of the dates starting on a day (YYYY-MM-DD). */
export type TravelStopQuery = { reise: string } | { termin: number } | { start: string };

/** Ratio, the booking system processes live in, as the server uses it; every call rejects with a `RatioSystemError`. */
export interface RatioSystem {
  /** The address (customer record) with this kennziffer, Ratio's id of an address. */
  address(kennziffer: string): Promise<RatioAddress>;
  /** Changes the given fields of the address. */
  updateAddress(kennziffer: string, changes: Partial<RatioAddressFields>): Promise<RatioAddress>;
  /** Adds an address; Ratio assigns its kennziffer. */
  createAddress(fields: Partial<RatioAddressFields> & { name1: string }): Promise<RatioAddress>;
  /** Deletes the address; Ratio refuses (409) while a process is booked by it. */
  deleteAddress(kennziffer: string): Promise<void>;

  process(nr: number): Promise<RatioProcess>;
  /** Processes of a customer (kennziffer) and/or an agency, newest first. */
  processes(query: {
    kennziffer?: string;
    agentur?: number;
    status?: RatioStatus;
    limit?: number;
    offset?: number;
  }): Promise<RatioPage<RatioProcess>>;
  /**
   * Books the date `termin` for the address `kennziffer` of the agency `agentur`: the new process, with
   * its number of participants. Ratio refuses an unknown address or date (404), a date without as many
   * free seats (409) and a field too long (400, naming it: `teilnehmer.0.name`).
   */
  bookProcess(booking: RatioBooking): Promise<RatioBookedProcess>;
  /** Sets the process's booking type, and with it its status; a cancelled process is refused (409). */
  setBookingType(nr: number, type: BookingType): Promise<RatioProcess>;
  /** Makes the process a firm booking (status 4). */
  confirmProcess(nr: number): Promise<RatioProcess>;
  /** What cancelling the process would cost now, and the rules that say so; nothing changes. */
  cancellationInquiry(nr: number): Promise<RatioCancellation>;
  /** Cancels the process (status 5) at the fee the inquiry names. */
  cancelProcess(nr: number): Promise<RatioCancelled>;

  processParticipants(nr: number): Promise<RatioParticipant[]>;
  participant(nr: number): Promise<RatioParticipant>;
  /** Changes the given fields; a value longer than Ratio's field is refused (400) with the field named. */
  updateParticipant(nr: number, changes: RatioParticipantChanges): Promise<RatioParticipant>;
  /** `PUT zustiege/{nr}` where the entry exists, else `POST zustiege`. */
  saveBoardingEntry(entry: RatioBoardingEntryInput): Promise<RatioBoardingEntry>;

  travelStops(query: TravelStopQuery): Promise<RatioTravelStop[]>;
  travelStop(id: number): Promise<RatioTravelStop>;
  /** The dates of a journey (its code), or all. */
  dates(reise?: string): Promise<RatioDate[]>;
  /** A date, with the occupied seats, its participants and its transport where asked for. */
  date(
    id: number,
    include?: { occupiedSeats?: boolean; participants?: boolean; transport?: boolean },
  ): Promise<RatioDate>;
  /** A journey's quotas overlapping `from`–`till` (YYYY-MM-DD; sent to Ratio as DD.MM.YYYY). */
  quotas(query: { reise: string; from?: string; till?: string }): Promise<RatioQuota[]>;
  quota(id: number): Promise<RatioQuota>;

  agencies(): Promise<RatioAgency[]>;
  /** A page of the agency's customers (addresses), as `AgencyCustomerQuery` counts it. */
  agencyCustomers(agency: number, query?: AgencyCustomerQuery): Promise<RatioPage<RatioAddress>>;
  bulkInvoices(agency: number): Promise<RatioBulkInvoice[]>;
  bulkInvoice(sammelRechnungNr: string): Promise<RatioBulkInvoice>;
  bulkInvoicePdf(sammelRechnungNr: string): Promise<Uint8Array>;
  /** The process's invoice, made from Ratio's invoice template, as a PDF. */
  invoicePdf(nr: number): Promise<Uint8Array>;
}

/**
 * Why a call to Ratio failed: it could not be reached, did not answer in time, answered with an HTTP
 * error (`status` holds it: 404 for a record it does not have, 400 and 409 for a write it refuses), or
 * answered something that is not what was asked for.
 */
export type RatioFailure = 'unreachable' | 'timeout' | 'http-status' | 'bad-answer';

export class RatioSystemError extends Error {
  override readonly name = 'RatioSystemError';

  constructor(
    readonly failure: RatioFailure,
    message: string,
    readonly status?: number,
    options: { cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
  }
}
