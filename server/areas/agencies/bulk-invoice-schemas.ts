import { AGENCY_ID } from './agency-customer-schemas.ts';

/** The params and queries of the bulk invoice and invoice template calls (invoice-routes.ts). */

const SAMMEL_RECHNUNG_NR = { type: 'string', pattern: '^[0-9A-Za-z-]{1,40}$' } as const;

export const bulkInvoicesQuery = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 1,
  properties: {
    getByAgency: { ...AGENCY_ID, description: 'The agency (id_agency); counts only for who reaches every agency.' },
    getBySammelRechnungNr: SAMMEL_RECHNUNG_NR,
  },
} as const;

export const bulkInvoiceParams = {
  type: 'object',
  required: ['sammelRechnungNr'],
  additionalProperties: false,
  properties: { sammelRechnungNr: SAMMEL_RECHNUNG_NR },
} as const;

export const invoiceTemplateQuery = {
  type: 'object',
  required: ['getInvoice'],
  additionalProperties: false,
  properties: { getInvoice: { type: 'string', pattern: '^[1-9][0-9]{0,8}$', description: "Ratio's process nr." } },
} as const;
