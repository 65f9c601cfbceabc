/** What the agency calls answer (spec 2 §7), as the server writes them and the console reads them. */

/** A date an agency may book (`GET /agency-booking/dates`): Ratio's date with its free seats. */
export interface BookableDate {
  termin: number;
  reise: string;
  titel: string;
  beginn: string;
  ende: string;
  plaetze: number;
  frei: number;
}

/** `POST /agency-booking`: the process made, here and in Ratio. */
export interface BookedProcess {
  id_pc_process: number;
  number: string;
  ratio_id: number;
  status: string;
}

/** One firm booking of the commission statement. */
export interface CommissionRow {
  id_pc_process: number;
  number: string;
  invoice_id: string | null;
  booker: string | null;
  title: string;
  journey_start: string;
  price: number;
  commission: number;
}

/** `GET /agency-commission`. */
export interface CommissionStatement {
  agency: { id_agency: number; name: string; commission_rate: number } | null;
  from: string;
  till: string;
  rows: CommissionRow[];
  totals: { bookings: number; price: number; commission: number };
}
