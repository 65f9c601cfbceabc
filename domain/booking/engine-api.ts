/**
 * The public booking engine's calls (`/api/booking-engine/…`, `/api/insurances/ergo`): what the engine
 * in the browser sends and what the server answers. Money is in euros with cents (`1249.5`), days are
 * `YYYY-MM-DD`, times `HH:mm`.
 */

export const PAYMENT_METHODS = ['credit_card', 'paypal', 'instant_transfer', 'sepa_debit', 'invoice'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The consents of spec 1 §5; `insurance_information` only with an insurance. */
export const CONSENTS = ['travel_conditions', 'privacy_policy', 'insurance_information', 'package_travel'] as const;
export type ConsentKey = (typeof CONSENTS)[number];

/** At most this many rooms in one booking; the engine warns when it is reached. */
export const MAX_ROOMS = 4;
/** At most this many travellers in one booking. */
export const MAX_TRAVELLERS = 12;

export type Transport = 'bus' | 'flight' | 'ship';

/** `GET /booking-engine/settings`: the host's engine settings. */
export interface EngineSettings {
  enabled: boolean;
  payment_methods: PaymentMethod[];
  deposit_percent: number;
  remaining_due_days: number;
  hold_minutes: number;
  /** The version every consent records. */
  terms_version: string;
  company: { name: string; email: string | null; tel: string | null; web: string | null; logo: string | null };
  links: { imprint: string | null; privacy: string | null };
}

/** `GET /booking-engine/destinations`: the countries with bookable journeys. */
export interface Destination {
  id_loc_country: number;
  name: string;
  journeys: number;
}

/** `GET /booking-engine/journeys?search&destination&month&transport`: at most 30, soonest first. */
export interface JourneySummary {
  id_jrn_journey: number;
  title: string;
  subtitle: string | null;
  teaser: string | null;
  /** The main image's URL, or null. */
  image: string | null;
  duration: number | null;
  transport: Transport;
  destination: string | null;
  /** The lowest price per person of its bookable dates. */
  price_from: number;
  /** The first bookable date's start. */
  next_date: string;
}

export interface EngineDate {
  from: string;
  till: string;
  price: number;
  price_description: string | null;
  /** The surcharge of a person alone in a room. */
  single_surcharge: number;
  departure_time: string | null;
  return_time: string | null;
  /** Places still free: the contingent less the external counter, held and booked places. */
  remaining: number;
}

export interface EngineRoom {
  id_htl_room: number;
  name: string;
  min_capacity: number;
  max_capacity: number;
}

export interface EngineHotel {
  id_htl_hotel: number;
  name: string;
  stars: number | null;
  city: string | null;
  rooms: EngineRoom[];
}

export interface EngineBoardingPoint {
  id_zus_zustiege: number;
  place: string;
  street: string | null;
  zip: string | null;
  /** Minutes relative to the date's departure time (outbound) and return time (return). */
  offset_outbound: number;
  offset_return: number;
}

export interface EngineAirport {
  code: string;
  name: string;
  surcharge: number;
  departure_time: string | null;
}

export interface EngineService {
  /** Its position in the journey's `booking_services`: what a booking names. */
  index: number;
  name: string;
  price: number;
  per: 'person' | 'booking';
  mandatory: boolean;
}

/** `GET /booking-engine/journeys/{id}`: a bookable journey with what can be chosen. */
export interface EngineJourney {
  id_jrn_journey: number;
  title: string;
  subtitle: string | null;
  introduction: string | null;
  images: string[];
  duration: number | null;
  transport: Transport;
  dates: EngineDate[];
  hotels: EngineHotel[];
  boarding_points: EngineBoardingPoint[];
  airports: EngineAirport[];
  services: EngineService[];
}

/** `GET /booking-engine/journeys/{id}/dates/{from}`: what is left of a date. */
export interface DateAvailability {
  from: string;
  remaining: number;
  /** Rooms of each kind still free (the room's `amount` less held and booked ones). */
  rooms: { id_htl_room: number; remaining: number }[];
}

/** `GET /insurances/ergo?journey&from&persons&price`: the insurances offered for the trip. */
export interface InsuranceOffer {
  code: string;
  name: string;
  description: string;
  /** What the whole booking pays. */
  price: number;
  information_url: string;
  conditions_url: string;
}

export interface TravellerInput {
  salutation: string;
  first_name: string;
  last_name: string;
  birthday: string | null;
  /** Index into `rooms`. */
  room: number;
  /** A boarding point of the journey, for a bus trip. */
  boarding_point: number | null;
}

export interface ContactInput {
  salutation: string;
  first_name: string;
  last_name: string;
  street: string;
  zip: string;
  city: string;
  /** ISO 3166 alpha-2 (DE). */
  country: string;
  email: string;
  phone: string | null;
}

/** What `POST /booking-engine/quote` and `POST /booking-engine/bookings` take. */
export interface BookingSelection {
  journey: number;
  /** The date's `from`. */
  date: string;
  hotel: number | null;
  rooms: { id_htl_room: number; persons: number }[];
  /** For a flight: the departure airport's code. */
  airport: string | null;
  /** Indexes into the journey's services; every mandatory one must be among them. */
  services: number[];
  /** An offer's `code` from `GET /insurances/ergo`, or null. */
  insurance: string | null;
  travellers: TravellerInput[];
}

export interface BookingRequest extends BookingSelection {
  contact: ContactInput;
  payment_method: PaymentMethod;
  /** Each consent accepted, with the version shown (`EngineSettings.terms_version`). */
  consents: { key: ConsentKey; version: string }[];
  language: string;
  /** The agency whose website embeds the engine (its id here), or null. */
  agency: number | null;
}

/** What a price line is for: the engine translates it; `label` is the German text the invoice prints. */
export type PriceLineKind = 'travel' | 'single_surcharge' | 'airport' | 'service' | 'insurance';

export interface PriceLine {
  kind: PriceLineKind;
  label: string;
  quantity: number;
  price: number;
  total: number;
}

/** `POST /booking-engine/quote`: the price as the server computes it. */
export interface Quote {
  lines: PriceLine[];
  total: number;
  deposit: number;
  remaining: number;
  /** When the remaining amount is due; null when everything is due at once. */
  remaining_due: string | null;
  /** The max-rooms warning applies. */
  max_rooms_reached: boolean;
}

/** `POST /booking-engine/bookings`, 201: places held, pay at `checkout_url`. */
export interface HeldBooking extends Quote {
  number: string;
  /** Send as `x-booking-token` to read or check the booking. */
  token: string;
  held_until: string;
  checkout_url: string;
}

export type EngineBookingStatus = 'held' | 'paid' | 'booked' | 'failed' | 'expired' | 'cancelled';

/** `GET /booking-engine/bookings/{number}` and `POST …/{number}/check` (header `x-booking-token`). */
export interface BookingState {
  number: string;
  status: EngineBookingStatus;
  journey_title: string;
  date_from: string;
  date_till: string;
  persons: number;
  total: number;
  deposit: number;
  remaining: number;
  remaining_due: string | null;
  payment_method: PaymentMethod;
  /** A message key when the booking failed (booking.errors.payment_failed …). */
  failure: string | null;
  contact_email: string;
}

/** `POST /booking-engine/contact`, 204. */
export interface ContactMessage {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  journey: number | null;
}
