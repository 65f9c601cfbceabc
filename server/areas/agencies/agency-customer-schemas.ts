import { AGENCY_CUSTOMER_SORTS } from '../../integrations/ratio/ratio-system.ts';

/** The params and queries of the agency customer calls (customer-routes.ts). */

export const AGENCY_ID = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } as const;

export const agencyCustomersQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    getCustomersFor: { ...AGENCY_ID, description: 'The agency (id_agency); counts only for who reaches every agency.' },
    limit: {
      type: 'string',
      pattern: '^(0|[1-9][0-9]{0,2})$',
      description: 'The rows after the first: page size − 1 (0 to 999; 149 by default).',
    },
    offset: {
      type: 'string',
      pattern: '^[1-9][0-9]{0,8}$',
      description: "The page's first row, counted from 1: (page − 1) × size + 1 (1 by default).",
    },
    search: { type: 'string', maxLength: 100 },
    sort: { type: 'string', enum: AGENCY_CUSTOMER_SORTS.flatMap((field) => [field, `-${field}`]) },
  },
} as const;

export const agencyCustomerParams = {
  type: 'object',
  required: ['kennziffer'],
  additionalProperties: false,
  properties: { kennziffer: { type: 'string', pattern: '^[0-9A-Za-z-]{1,20}$' } },
} as const;
