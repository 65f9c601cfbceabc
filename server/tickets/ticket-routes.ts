import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Registry } from '../../registry/types.ts';
import type { Tables } from '../db/tables.ts';
import type { PaymentProvider } from '../integrations/payments/payment-provider.ts';
import type { TenantFinder } from '../tenants/find-tenant.ts';
import { eventBatchRoute } from './event-batch-route.ts';
import { batchResources } from './event-batch-resources.ts';
import { invoiceCounterRoute } from './invoice-counter-route.ts';
import { invoicePdfRoute } from './invoice-pdf-route.ts';
import { orderDetailsRoute } from './order-details-route.ts';
import { orderStatusRoute } from './order-status-route.ts';
import { paymentCheckRoute } from './payment-check-route.ts';
import { ticketScanRoute } from './ticket-scan-route.ts';
import { ticketEntities } from './ticket-view.ts';
import { voucherBulkRoute } from './voucher-bulk-route.ts';

interface TicketRouteOptions {
  db: Kysely<Tables>;
  registry: Registry;
  authenticate: preHandlerAsyncHookHandler;
  paymentProvider: PaymentProvider;
  tenants: TenantFinder;
}

/** The ticket calls beyond the generic ones, each where the registry has its resource. */
export function ticketRoutes(
  app: FastifyInstance,
  { db, registry, authenticate, paymentProvider, tenants }: TicketRouteOptions,
) {
  const orders = registry.resource('tickets/orders');
  if (orders) orderStatusRoute(app, db, orders, authenticate);
  const payments = registry.resource('tickets/payments');
  if (payments && orders) paymentCheckRoute(app, { db, payments, orders, provider: paymentProvider }, authenticate);
  const vouchers = registry.resource('tickets/vouchers');
  if (vouchers) voucherBulkRoute(app, db, vouchers, authenticate);
  const invoices = registry.resource('tickets/invoices');
  if (invoices) invoicePdfRoute(app, db, invoices, tenants, authenticate);
  const invoiceConfigs = registry.resource('tickets/invoice-configs');
  if (invoiceConfigs) invoiceCounterRoute(app, db, invoiceConfigs, authenticate);
  const tickets = registry.resource('tickets/tickets');
  const entities = ticketEntities(registry);
  if (orders && tickets && payments && invoices && vouchers && entities)
    orderDetailsRoute(app, db, { orders, tickets, payments, invoices, vouchers }, entities, authenticate);
  const batch = batchResources(registry);
  if (batch) eventBatchRoute(app, db, batch, authenticate);
  const scans = registry.resource('tickets/ticket-scans');
  if (scans && tickets && entities) ticketScanRoute(app, { db, scans, tickets, entities }, authenticate);
}
