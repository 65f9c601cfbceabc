import { CONSENTS, MAX_TRAVELLERS, PAYMENT_METHODS } from '../../../domain/booking/engine-api.ts';
import { RECORD_ID_PARAM } from '../../http/record-id-params.ts';

const ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const DAY = { type: 'string', format: 'date' } as const;
const TEXT = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

/** `/booking-engine/journeys/{id}`. */
export const journeyParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: RECORD_ID_PARAM },
} as const;

/** `/booking-engine/journeys/{id}/dates/{from}`. */
export const journeyDateParams = {
  type: 'object',
  required: ['id', 'from'],
  additionalProperties: false,
  properties: { id: RECORD_ID_PARAM, from: DAY },
} as const;

/** `GET /booking-engine/journeys`: words of the title, a country's id, a month, a transport. */
export const journeysQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    search: { type: 'string', maxLength: 100 },
    destination: RECORD_ID_PARAM,
    month: { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' },
    transport: { type: 'string', enum: ['bus', 'flight', 'ship'] },
  },
} as const;

/**
 * The travellers: with their names in a booking; a quote prices them before they are named (the
 * engine offers the insurances at step 1, for the persons of the rooms).
 */
function travellersSchema(name: (maxLength: number) => { type: 'string'; minLength?: number; maxLength: number }) {
  return {
    type: 'array',
    minItems: 1,
    maxItems: MAX_TRAVELLERS,
    items: {
      type: 'object',
      required: ['salutation', 'first_name', 'last_name', 'birthday', 'room', 'boarding_point'],
      additionalProperties: false,
      properties: {
        salutation: name(5),
        first_name: name(60),
        last_name: name(90),
        birthday: { type: ['string', 'null'], format: 'date' },
        room: { type: 'integer', minimum: 0, maximum: MAX_TRAVELLERS },
        boarding_point: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
      },
    },
  } as const;
}

const UNNAMED = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const selectionProperties = {
  journey: ID,
  date: DAY,
  hotel: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
  rooms: {
    type: 'array',
    maxItems: MAX_TRAVELLERS,
    items: {
      type: 'object',
      required: ['id_htl_room', 'persons'],
      additionalProperties: false,
      properties: { id_htl_room: ID, persons: { type: 'integer', minimum: 1, maximum: MAX_TRAVELLERS } },
    },
  },
  airport: { type: ['string', 'null'], pattern: '^[A-Z]{3}$' },
  services: { type: 'array', maxItems: 50, uniqueItems: true, items: { type: 'integer', minimum: 0, maximum: 49 } },
  insurance: { type: ['string', 'null'], minLength: 1, maxLength: 40 },
  travellers: travellersSchema(TEXT),
} as const;
const selectionRequired = ['journey', 'date', 'hotel', 'rooms', 'airport', 'services', 'insurance', 'travellers'];

/** `POST /booking-engine/quote`: a `BookingSelection`. */
export const selectionBody = {
  type: 'object',
  required: selectionRequired,
  additionalProperties: false,
  properties: { ...selectionProperties, travellers: travellersSchema(UNNAMED) },
} as const;

/** `POST /booking-engine/bookings`: a `BookingRequest`. */
export const bookingBody = {
  type: 'object',
  required: [...selectionRequired, 'contact', 'payment_method', 'consents', 'language', 'agency'],
  additionalProperties: false,
  properties: {
    ...selectionProperties,
    contact: {
      type: 'object',
      required: ['salutation', 'first_name', 'last_name', 'street', 'zip', 'city', 'country', 'email', 'phone'],
      additionalProperties: false,
      properties: {
        salutation: TEXT(5),
        first_name: TEXT(60),
        last_name: TEXT(90),
        street: TEXT(120),
        zip: TEXT(10),
        city: TEXT(80),
        country: { type: 'string', pattern: '^[A-Z]{2}$' },
        email: { type: 'string', format: 'email', maxLength: 254 },
        phone: { type: ['string', 'null'], maxLength: 40 },
      },
    },
    payment_method: { type: 'string', enum: PAYMENT_METHODS },
    consents: {
      type: 'array',
      maxItems: CONSENTS.length,
      items: {
        type: 'object',
        required: ['key', 'version'],
        additionalProperties: false,
        properties: { key: { type: 'string', enum: CONSENTS }, version: TEXT(40) },
      },
    },
    language: { type: 'string', pattern: '^[a-z]{2}$' },
    agency: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
  },
} as const;
