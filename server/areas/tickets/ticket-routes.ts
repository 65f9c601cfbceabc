import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../../core/area.ts';
import type { ServicesOf } from '../../core/integration.ts';
import { openaiIntegration } from '../../integrations/openai/openai-integration.ts';
import { metadataRoute } from './ai/metadata-route.ts';
import { eventBatchRoute } from './event-batch-route.ts';
import { BATCH_RESOURCE_NAMES, batchResourcesOf } from './event-batch-resources.ts';
import { invoiceCounterRoute } from './invoice-counter-route.ts';
import { invoicePdfRoute } from './invoice-pdf-route.ts';
import { orderDetailsRoute } from './order-details-route.ts';
import { orderStatusRoute } from './order-status-route.ts';
import { paymentCheckRoute } from './payment-check-route.ts';
import { paymentsIntegration } from './payments-integration.ts';
import { ticketScanRoute } from './ticket-scan-route.ts';
import { voucherBulkRoute } from './voucher-bulk-route.ts';

/** The resources the ticket calls work on. */
export const ticketRouteResources = [
  'tickets/orders',
  'tickets/tickets',
  'tickets/payments',
  'tickets/invoices',
  'tickets/invoice-configs',
  'tickets/vouchers',
  'tickets/ticket-scans',
  ...Object.values(BATCH_RESOURCE_NAMES),
] as const;

/** The payment provider the payment check asks, and the AI service that writes artists' metadata. */
export const ticketIntegrations = [paymentsIntegration, openaiIntegration] as const;

type TicketContext = AreaContext<(typeof ticketRouteResources)[number], ServicesOf<typeof ticketIntegrations>>;

/** The ticket calls beyond the generic ones. */
export function ticketRoutes(
  app: FastifyInstance,
  { db, registry, authenticate, tenants, resources, services }: TicketContext,
) {
  const orders = resources['tickets/orders'];
  const tickets = resources['tickets/tickets'];
  const payments = resources['tickets/payments'];
  const invoices = resources['tickets/invoices'];
  const vouchers = resources['tickets/vouchers'];
  const entities = {
    ticket: tickets.entity,
    order: orders.entity,
    eventDate: resources['tickets/event-dates'].entity,
    event: resources['tickets/events'].entity,
    priceCategory: resources['tickets/price-categories'].entity,
  };
  orderStatusRoute(app, db, orders, authenticate);
  paymentCheckRoute(app, { db, payments, orders, provider: services.payments }, authenticate);
  voucherBulkRoute(app, db, vouchers, authenticate);
  invoicePdfRoute(app, db, invoices, tenants, authenticate);
  invoiceCounterRoute(app, db, resources['tickets/invoice-configs'], authenticate);
  orderDetailsRoute(app, db, { orders, tickets, payments, invoices, vouchers }, entities, authenticate);
  eventBatchRoute(app, db, batchResourcesOf(resources), authenticate);
  ticketScanRoute(app, { db, scans: resources['tickets/ticket-scans'], tickets, entities }, authenticate);
  metadataRoute(app, { db, registry, writer: services.openai }, authenticate);
}
