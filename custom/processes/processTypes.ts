import type { PARTICIPANT_FIELD_LENGTHS } from '../../domain/bookings/participant-fields';

/** The answers of the processes area's calls (docs: the bookings section of README.md), as the console reads them. */

export type Row = Readonly<Record<string, unknown>>;

/** H outbound (hin), R return (rück). */
export type Direction = 'H' | 'R';

/** A participant's boarding entry ("Zustieg") in Ratio; `haltestelle` is the travel stop's number on the route. */
export interface BoardingEntry {
  nr?: number | null;
  haltestelle: number | null;
  richtung: Direction;
  platznummer?: string | null;
  transport_type?: 'Bus';
}

/** The participant's address as Ratio keeps it (read by the participant's kennziffer). */
export interface ParticipantAddress {
  kennziffer: string;
  anrede?: string | null;
  titel?: string | null;
  name1: string;
  name2?: string | null;
  strasse?: string | null;
  plz?: string | null;
  ort?: string | null;
  land?: string | null;
  email?: string | null;
  telefon?: string | null;
}

export type ParticipantTextField = keyof typeof PARTICIPANT_FIELD_LENGTHS;

/** A participant of a process (spec 1 §3) with its boarding entries and address (null: none read, empty kennziffer). */
export type Participant = {
  nr: number;
  vorgangnr: number;
  kennziffer: string;
  geburtstag: string | null;
  jahre: number | null;
  gruppe: string | null;
  kabinengruppe: string | null;
  ausgestellt_am: string | null;
  gueltig_bis: string | null;
  zustiege: BoardingEntry[];
  address: ParticipantAddress | null;
} & { [Field in ParticipantTextField]: string | null };

/** A travel stop of the process's date: where a boarding entry may board. */
export interface TravelStop {
  id: number;
  haltestelle: number;
  ort: string;
  bezeichnung: string;
  hinZeit?: string;
  rueckZeit?: string;
}

/** `GET /ratio_vorgang/{id}`: our record, the booking system's, the participants and the stops to choose from. */
export interface ProcessBooking {
  process: Row;
  booking: Row;
  participants: Participant[];
  stops: TravelStop[];
  editable: boolean;
}

/** One row of `GET /process-history/{id}`. */
export interface HistoryEntry {
  at: string;
  action: string;
  user: { id: number; name: string } | null;
  before: Row | null;
  after: Row | null;
}

/** What a cancellation would cost (`getProcessCancellation`). */
export interface CancellationInquiry {
  processId: number;
  fee: number;
  currency: string;
  rules: string;
}

/** A cancellation done (`initProcessCancellation`): the notice's recipient, null when no mail went out. */
export interface CancellationOutcome {
  process: Row;
  fee: number;
  currency: string;
  notified: string | null;
}

export type ImportResult = 'created' | 'updated' | 'unchanged';

export interface CustomerImport {
  result: ImportResult;
  customer: Row;
}

/** What `POST /kuschick/import/pre-journeys` did, per journey. */
export interface PreJourneyImport {
  created: number;
  updated: number;
  unchanged: number;
  journeys: { id_jrn_journey: number; kuschick_id: string; title: string; result: ImportResult }[];
}

export interface ProcessImport {
  process: 'created' | 'updated';
  customer: ImportResult;
  record: Row;
}
