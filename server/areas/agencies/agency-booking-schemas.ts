import type { BookingType } from '../../integrations/ratio/ratio-system.ts';

/** The most travellers one booking takes. */
export const MOST_TRAVELLERS = 9;

/** `GET /agency-booking/dates`: an optional search on the journey's title or code. */
export const bookingDatesQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string', maxLength: 100 } },
} as const;

/** `POST /agency-booking`: the customer (Ratio address), the date, the booking type and the travellers. */
export const agencyBookingBody = {
  type: 'object',
  additionalProperties: false,
  required: ['kennziffer', 'termin', 'travellers'],
  properties: {
    kennziffer: { type: 'string', pattern: '^[0-9A-Za-z-]{1,20}$' },
    termin: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    typ: { type: 'string', enum: ['anfrage', 'option', 'regular'] satisfies BookingType[] },
    travellers: {
      type: 'array',
      minItems: 1,
      maxItems: MOST_TRAVELLERS,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['vorname', 'name'],
        properties: {
          anrede: { type: ['string', 'null'] },
          vorname: { type: 'string', minLength: 1 },
          name: { type: 'string', minLength: 1 },
        },
      },
    },
    agency: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  },
} as const;

export interface AgencyBookingBody {
  kennziffer: string;
  termin: number;
  typ?: 'anfrage' | 'option' | 'regular';
  travellers: { anrede?: string | null; vorname: string; name: string }[];
  agency?: number;
}
