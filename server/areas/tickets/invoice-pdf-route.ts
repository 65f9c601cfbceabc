import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { dynamic } from '../../crud/crud-context.ts';
import type { Tables } from '../../db/tables.ts';
import { notFound } from '../../errors.ts';
import { authorize } from '../../permissions/authorize.ts';
import type { TenantFinder } from '../../tenants/find-tenant.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf.ts';
import { recordIdParams } from '../../http/record-id-params.ts';

/**
 * `GET {invoices api}/{id}/pdf`: the invoice as a PDF with the company data of the host it is
 * asked on (white label). Needs the right to read invoices.
 */
export function invoicePdfRoute(
  app: FastifyInstance,
  db: Kysely<Tables>,
  invoices: ResourceDefinition,
  tenants: TenantFinder,
  authenticate: preHandlerAsyncHookHandler,
) {
  const { entity } = invoices;
  app.get<{ Params: { id: string } }>(
    `${invoices.api}/:id/pdf`,
    {
      preHandler: authenticate,
      schema: { params: recordIdParams },
      config: {
        openapi: {
          operationId: 'getInvoicePdf',
          summary: 'An invoice as a PDF',
          description:
            'The invoice with the company data of the host it is asked on (white label), as a download named ' +
            'after its number.',
          tags: [invoices.name],
          rights: [{ resource: invoices, action: 'read' }],
          parameters: { id: "The invoice's id." },
          answers: () => ({
            '200': {
              description: 'The PDF.',
              headers: {
                'Content-Disposition': {
                  description: '`attachment; filename="<number>.pdf"`.',
                  schema: { type: 'string' },
                },
              },
              content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
            },
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request, reply) => {
      authorize({ user: request.user as SignedInUser, resource: invoices, action: 'read' });
      const invoice = (await dynamic(db)
        .selectFrom(entity.table)
        .select(['number', 'date', 'vat_rate', 'recipient', 'lines', 'net_total', 'vat_total', 'gross_total'])
        .where(entity.idField, '=', Number(request.params.id))
        .executeTakeFirst()) as InvoiceDocument | undefined;
      if (!invoice) throw notFound();
      const tenant = (await tenants.forHost(request.hostname.toLowerCase()))?.tenant ?? {};
      const pdf = await renderInvoicePdf(invoice, tenant);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.number.replaceAll(/[^\w.-]/g, '_')}.pdf"`)
        .send(pdf);
    },
  );
}
