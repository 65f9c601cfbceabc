export type {
  BookableDate,
  BookedProcess,
  CommissionRow,
  CommissionStatement,
} from '../../domain/agencies/agency-answers';
/** The answers of the agencies area's calls (README.md, Agencies), as the agency pages read them. */

export type Country = 'DE' | 'AT' | 'CH' | 'IT' | 'NL' | 'BE';

/** An agency's master data (schemas/agencies/agency.json). */
export interface Agency {
  id_agency: number;
  name: string;
  street: string | null;
  zip: string | null;
  city: string | null;
  country: Country;
  contact_person: string | null;
  phone: string | null;
  email: string | null;
  cancellation_email: string | null;
  commission_rate: number;
  ratio_id: number | null;
}

/** One of the agency's staff users. */
export interface StaffUser {
  id_users: number;
  firstname: string | null;
  lastname: string | null;
  email: string;
  role: string | null;
  isActive: boolean;
  lastLogin: string | null;
}

/** `GET /agency-details/{id?}`. */
export interface AgencyDetails {
  agency: Agency;
  staff: StaffUser[];
  customers: number;
  bookings: number;
}

/** A customer's address as Ratio keeps it. */
export interface RatioAddress {
  kennziffer: string;
  anrede: string | null;
  titel: string | null;
  name1: string;
  name2: string | null;
  strasse: string | null;
  plz: string | null;
  ort: string | null;
  land: string | null;
  telefon: string | null;
  mobil: string | null;
  email: string | null;
  geburtstag: string | null;
  agentur: number | null;
}

/** `GET /ratio/api/agencies/?getCustomersFor=…`: one page of the agency's customers. */
export interface CustomerPage {
  data: RatioAddress[];
  total: number;
}

/** One of our processes of a customer. */
export interface CustomerProcess {
  id_pc_process: number;
  number: string;
  title: string | null;
  journey_start: string | null;
  journey_end: string | null;
  status: number | null;
  price: number | string | null;
}

/** `GET /agency-customers/{kennziffer}`. */
export interface CustomerDetails {
  address: RatioAddress;
  processes: CustomerProcess[];
}

/** A bulk invoice of the agency in Ratio. */
export interface BulkInvoice {
  sammelRechnungNr: string;
  agentur: number;
  datum: string;
  vorgaenge: number[];
  betrag: number;
  waehrung: string;
}

/** Ratio's booking types: an inquiry, an option, a booking. */
export const BOOKING_TYPES = ['anfrage', 'option', 'regular'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export interface Traveller {
  anrede: string | null;
  vorname: string;
  name: string;
}

/** `POST /agency-booking`: the body. */
export interface AgencyBooking {
  kennziffer: string;
  termin: number;
  typ: BookingType;
  travellers: Traveller[];
  agency?: number;
}
