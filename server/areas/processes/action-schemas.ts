import { BOOKING_TYPES } from '../../integrations/ratio/ratio-system.ts';

/** The params, queries and bodies of the actions on a process (action-routes.ts). */

const ID = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } as const;
const idParams = (name: string) =>
  ({ type: 'object', required: [name], additionalProperties: false, properties: { [name]: ID } }) as const;

const actionQuery = (flag: string, value: string) =>
  ({
    type: 'object',
    required: [flag, 'processId'],
    additionalProperties: false,
    properties: { [flag]: { const: value }, processId: ID },
  }) as const;

export const processNumberParams = idParams('nr');
export const invoiceIdParams = idParams('invoice_id');
export const processIdParams = idParams('id');

export const bookingTypeBody = {
  type: 'object',
  required: ['typ'],
  additionalProperties: false,
  properties: { typ: { type: 'string', enum: Object.keys(BOOKING_TYPES) } },
} as const;

export const firmBookingQuery = actionQuery('updateProcessStatus', '4');
export const cancellationQuery = actionQuery('initProcessCancellation', '1');

/** The inquiry's query; `initProcessCancellation` is named only to answer a GET of the execution with 405. */
export const cancellationInquiryQuery = {
  type: 'object',
  required: ['processId'],
  additionalProperties: false,
  properties: {
    getProcessCancellation: { const: '1' },
    initProcessCancellation: { const: '1' },
    processId: ID,
  },
} as const;

export const cancellationBody = {
  type: 'object',
  required: ['confirmed'],
  additionalProperties: false,
  properties: {
    confirmed: {
      const: true,
      description: 'The user confirmed the cancellation; anything but true is refused.',
    },
  },
} as const;

export const paymentBody = {
  type: 'object',
  required: ['addKuschickPayments'],
  additionalProperties: false,
  properties: {
    addKuschickPayments: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        required: ['betrag', 'datum', 'art'],
        additionalProperties: false,
        properties: {
          betrag: { type: 'number', exclusiveMinimum: 0, maximum: 10_000_000 },
          datum: { type: 'string', format: 'date' },
          art: { type: 'string', enum: ['Überweisung', 'Lastschrift', 'Bar', 'Karte', 'PayPal'] },
        },
      },
    },
    sendBookingMail: { type: 'boolean' },
  },
} as const;
