import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import type { AgencyCustomerSort } from '../../integrations/ratio/ratio-system.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import { callBookingSystem } from '../processes/booking-errors.ts';
import type { AgenciesContext } from './agencies-context.ts';
import { agencyForCall } from './agency-for-call.ts';
import { agencyCustomerProcesses } from './agency-customer-processes.ts';
import { agencyRecordReach } from './agency-customer-reach.ts';
import { agencyCustomerParams, agencyCustomersQuery } from './agency-customer-schemas.ts';
import { agencyRatioRoute } from './agency-ratio-route.ts';

/** The agency's customers in Ratio: `GET /ratio/api/agencies/` and `GET /agency-customers/{kennziffer}`. */
export const customerApiPaths = ['/ratio/api/agencies', '/agency-customers'];

interface CustomersQuery {
  getCustomersFor?: string;
  limit?: string;
  offset?: string;
  search?: string;
  sort?: AgencyCustomerSort;
}

const FOR_WHOM =
  "Agency staff get their own agency's (an agency named is overruled); an admin or a holder of " +
  '`agencyadmin-read` the one named, else their own. Without an agency (or one Ratio has no number of) nothing, ' +
  'and Ratio is not asked.';

export function customerRoutes(app: FastifyInstance, { db, authenticate, resources, services }: AgenciesContext) {
  const agencies = resources['agencies/agencies'];
  const processes = resources['processes/processes'];

  agencyRatioRoute(app, authenticate, agencies, {
    url: '/ratio/api/agencies/',
    operationId: 'listAgencyCustomers',
    summary: "A page of the agency's customers (Ratio addresses)",
    description:
      `${FOR_WHOM} Paged as spec 1 §2 counts: page p of size s is \`limit = s − 1\`, \`offset = (p − 1) × s + 1\` ` +
      '(rows offset … offset + limit; 150 rows by default). `search` looks in name1, name2, ort, plz, kennziffer ' +
      'and email; `sort` names a field, `-` before it for descending.',
    querystring: agencyCustomersQuery,
    answer: jsonAnswer('A page of the customers and how many there are in all.', {
      type: 'object',
      required: ['status', 'data', 'total'],
      properties: {
        status: { const: 'ok' },
        data: { type: 'array', items: { type: 'object' } },
        total: { type: 'integer' },
      },
    }),
    handler: async (request, _reply, user) => {
      const { getCustomersFor, limit, offset, search, sort } = request.query as CustomersQuery;
      const agency = await agencyForCall(db, user, getCustomersFor === undefined ? null : Number(getCustomersFor));
      if (agency?.ratio_id == null) return { status: 'ok', data: [], total: 0 };
      const ratioId = agency.ratio_id;
      const page = await callBookingSystem(() =>
        services.ratio.agencyCustomers(ratioId, {
          limit: limit === undefined ? undefined : Number(limit),
          offset: offset === undefined ? undefined : Number(offset),
          search,
          sort,
        }),
      );
      return { status: 'ok', ...page };
    },
  });

  agencyRatioRoute(app, authenticate, agencies, {
    url: '/agency-customers/:kennziffer',
    operationId: 'getAgencyCustomer',
    summary: 'A customer of the agency (a Ratio address) with our processes they booked',
    description:
      "The address must be the user's agency's (for who reaches every agency: any), else 404. `processes`: " +
      "ours whose booker card has the kennziffer, within the user's scope of processes, newest first.",
    params: agencyCustomerParams,
    querystring: NO_QUERY,
    answer: jsonAnswer('The address and its processes.', {
      type: 'object',
      required: ['status', 'data'],
      properties: {
        status: { const: 'ok' },
        data: {
          type: 'object',
          required: ['address', 'processes'],
          properties: { address: { type: 'object' }, processes: { type: 'array', items: { type: 'object' } } },
        },
      },
    }),
    handler: async (request, _reply, user) => {
      const { kennziffer } = request.params as { kennziffer: string };
      const reach = await agencyRecordReach(db, user);
      if (!reach) throw notFound();
      const address = await callBookingSystem(() => services.ratio.address(kennziffer));
      if (!reach(address.agentur)) throw notFound();
      return {
        status: 'ok',
        data: { address, processes: await agencyCustomerProcesses(db, user, processes, kennziffer) },
      };
    },
  });
}
