import type { FastifyInstance } from 'fastify';
import { jsonAnswer } from '../../openapi/route-description.ts';
import { authorizeRight } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import type { AgenciesContext } from './agencies-context.ts';
import { agencyForCall } from './agency-for-call.ts';
import { commissionPeriod, commissionQuery, commissionStatement, type CommissionQuery } from './commission.ts';
import { renderCommissionPdf } from './commission-pdf.ts';

const COMMISSION_PATH = '/agency-commission';

/** The agency's commission statement: `/agency-commission` and its PDF. */
export const commissionApiPaths = [COMMISSION_PATH];

const money = { type: 'number' } as const;
const statementSchema = {
  type: 'object',
  required: ['agency', 'from', 'till', 'rows', 'totals'],
  properties: {
    agency: {
      type: ['object', 'null'],
      required: ['id_agency', 'name', 'commission_rate'],
      properties: { id_agency: { type: 'integer' }, name: { type: 'string' }, commission_rate: money },
    },
    from: { type: 'string', format: 'date' },
    till: { type: 'string', format: 'date' },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id_pc_process', 'number', 'invoice_id', 'booker', 'title', 'journey_start', 'price', 'commission'],
        properties: {
          id_pc_process: { type: 'integer' },
          number: { type: 'string' },
          invoice_id: { type: ['string', 'null'] },
          booker: { type: ['string', 'null'] },
          title: { type: 'string' },
          journey_start: { type: 'string', format: 'date' },
          price: money,
          commission: money,
        },
      },
    },
    totals: {
      type: 'object',
      required: ['bookings', 'price', 'commission'],
      properties: { bookings: { type: 'integer' }, price: money, commission: money },
    },
  },
};

const DESCRIPTION =
  "The agency's bookers' firm bookings (status 4) whose journey starts in `from`–`till` (default the current " +
  "calendar year), each with the agency's commission rate of its price, rounded to cents, and the totals. Agency " +
  'staff get their own agency (`agency` is overruled); who reaches every agency names it. Without an agency: ' +
  '`agency` null, no rows. A day that is none, or `from` after `till`: 400 `error.format`.';

export function commissionRoutes(app: FastifyInstance, { db, authenticate, resources, tenants }: AgenciesContext) {
  const agencies = resources['agencies/agencies'];
  const tags = [agencies.name];
  const rights = [{ resource: agencies, right: 'agencydata-read' }];

  const statementFor = async (user: SignedInUser, query: CommissionQuery) => {
    authorizeRight(user, 'agencydata-read');
    const period = commissionPeriod(query);
    const agency = await agencyForCall(db, user, query.agency === undefined ? null : Number(query.agency));
    return commissionStatement(db, agency, period);
  };

  app.get<{ Querystring: CommissionQuery }>(
    COMMISSION_PATH,
    {
      preHandler: authenticate,
      schema: { querystring: commissionQuery },
      config: {
        openapi: {
          operationId: 'agencyCommission',
          summary: "The agency's commission statement",
          description: DESCRIPTION,
          tags,
          rights,
          answers: () => ({
            '200': jsonAnswer('The statement.', {
              type: 'object',
              required: ['data'],
              properties: { data: statementSchema },
            }),
          }),
        },
      },
    },
    async (request) => ({ data: await statementFor(request.user as SignedInUser, request.query) }),
  );

  app.get<{ Querystring: CommissionQuery }>(
    `${COMMISSION_PATH}/pdf`,
    {
      preHandler: authenticate,
      schema: { querystring: commissionQuery },
      config: {
        openapi: {
          operationId: 'agencyCommissionPdf',
          summary: "The agency's commission statement as a PDF",
          description: `${DESCRIPTION} As a German PDF with the company data of the host it is asked on.`,
          tags,
          rights,
          answers: () => ({
            '200': {
              description: 'The PDF.',
              headers: {
                'Content-Disposition': {
                  description: '`attachment; filename="provision-<from>-<till>.pdf"`.',
                  schema: { type: 'string' },
                },
              },
              content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
            },
          }),
        },
      },
    },
    async (request, reply) => {
      const statement = await statementFor(request.user as SignedInUser, request.query);
      const tenant = (await tenants.forHost(request.hostname.toLowerCase()))?.tenant ?? {};
      const pdf = await renderCommissionPdf(statement, tenant);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="provision-${statement.from}-${statement.till}.pdf"`)
        .send(pdf);
    },
  );
}
