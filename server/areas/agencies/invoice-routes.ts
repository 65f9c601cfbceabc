import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { callBookingSystem } from '../processes/booking-errors.ts';
import type { AgenciesContext } from './agencies-context.ts';
import { agencyForCall } from './agency-for-call.ts';
import { agencyRecordReach } from './agency-customer-reach.ts';
import { agencyRatioRoute, pdfAnswer, sendPdf } from './agency-ratio-route.ts';
import { bulkInvoiceParams, bulkInvoicesQuery, invoiceTemplateQuery } from './bulk-invoice-schemas.ts';

/** The agency's bulk invoices and a booking's invoice from Ratio's templates. */
export const invoiceApiPaths = ['/ratio/api/bulk-invoices', '/ratio/api/templates'];

const REACH =
  "Agency staff reach their own agency's only (an agency named is overruled); an admin or a holder of " +
  '`agencyadmin-read` every agency.';

export function invoiceRoutes(app: FastifyInstance, { db, authenticate, resources, services }: AgenciesContext) {
  const agencies = resources['agencies/agencies'];
  const { ratio } = services;

  /** The bulk invoice if it is in the user's reach, else 404. */
  async function bulkInvoiceInReach(user: SignedInUser, sammelRechnungNr: string) {
    const reach = await agencyRecordReach(db, user);
    if (!reach) throw notFound();
    const invoice = await callBookingSystem(() => ratio.bulkInvoice(sammelRechnungNr));
    if (!reach(invoice.agentur)) throw notFound();
    return invoice;
  }

  agencyRatioRoute(app, authenticate, agencies, {
    url: '/ratio/api/bulk-invoices/',
    operationId: 'agencyBulkInvoices',
    summary: "An agency's bulk invoices, or one by its number",
    description:
      `Exactly one of \`getByAgency\` (the list; empty without an agency, Ratio not asked) and ` +
      `\`getBySammelRechnungNr\` (one; 404 when it is not in reach). ${REACH}`,
    querystring: bulkInvoicesQuery,
    answer: jsonAnswer('The bulk invoices, or the one asked for.', {
      type: 'object',
      required: ['status', 'data'],
      properties: { status: { const: 'ok' }, data: { type: ['array', 'object'] } },
    }),
    handler: async (request, _reply, user) => {
      const { getByAgency, getBySammelRechnungNr } = request.query as {
        getByAgency?: string;
        getBySammelRechnungNr?: string;
      };
      if (getBySammelRechnungNr !== undefined)
        return { status: 'ok', data: await bulkInvoiceInReach(user, getBySammelRechnungNr) };
      const ratioId = (await agencyForCall(db, user, Number(getByAgency)))?.ratio_id ?? null;
      if (ratioId === null) return { status: 'ok', data: [] };
      return { status: 'ok', data: await callBookingSystem(() => ratio.bulkInvoices(ratioId)) };
    },
  });

  agencyRatioRoute(app, authenticate, agencies, {
    url: '/ratio/api/bulk-invoices/:sammelRechnungNr/pdf',
    operationId: 'agencyBulkInvoicePdf',
    summary: 'A bulk invoice as a PDF',
    description: `404 when it is not in reach. ${REACH}`,
    params: bulkInvoiceParams,
    querystring: NO_QUERY,
    answer: pdfAnswer('The bulk invoice from Ratio, named after its number.'),
    handler: async (request, reply, user) => {
      const { sammelRechnungNr } = request.params as { sammelRechnungNr: string };
      const invoice = await bulkInvoiceInReach(user, sammelRechnungNr);
      return sendPdf(
        reply,
        invoice.sammelRechnungNr,
        await callBookingSystem(() => ratio.bulkInvoicePdf(sammelRechnungNr)),
      );
    },
  });

  agencyRatioRoute(app, authenticate, agencies, {
    url: '/ratio/api/templates/',
    operationId: 'agencyProcessInvoicePdf',
    summary: "A booking's invoice from Ratio's invoice template, as a PDF",
    description: `\`getInvoice\`: Ratio's process number; 404 unless the process is the agency's. ${REACH}`,
    querystring: invoiceTemplateQuery,
    answer: pdfAnswer("The process's invoice, named `rechnung-<nr>`."),
    handler: async (request, reply, user) => {
      const nr = Number((request.query as { getInvoice: string }).getInvoice);
      const reach = await agencyRecordReach(db, user);
      if (!reach) throw notFound();
      const process = await callBookingSystem(() => ratio.process(nr));
      if (!reach(process.agentur)) throw notFound();
      return sendPdf(reply, `rechnung-${nr}`, await callBookingSystem(() => ratio.invoicePdf(nr)));
    },
  });
}
