import { defineArea } from '../../core/area.ts';
import { datePriceHooks } from './date-price-hooks.ts';
import { eventDateHooks } from './event-date-hooks.ts';
import { invoiceConfigHooks } from './invoice-config-hooks.ts';
import { invoiceHooks } from './invoice-hooks.ts';
import { priceCategoryHooks } from './price-category-hooks.ts';
import { bulkLoadArtists, bulkLoadLocations } from './seed/bulk-load.ts';
import { seedTicketCatalogue } from './seed/ticket-catalogue.ts';
import { seedTicketSales } from './seed/ticket-sales-insert.ts';
import { ticketIntegrations, ticketRouteResources, ticketRoutes } from './ticket-routes.ts';

/** Event ticketing: the catalogue, events and their dates, orders, tickets, payments, invoices and vouchers. */
export const ticketsArea = defineArea({
  name: 'tickets',
  resources: ticketRouteResources,
  entityHooks: {
    'tickets/invoice': invoiceHooks,
    'tickets/invoice-config': invoiceConfigHooks,
    'tickets/event-date': eventDateHooks,
    'tickets/price-category': priceCategoryHooks,
    'tickets/event-date-price-category': datePriceHooks,
  },
  integrations: ticketIntegrations,
  routes: ticketRoutes,
  reservedApiPaths: ['/openai'],
  seed: async ({ db, registry }) => ({
    catalogue: await seedTicketCatalogue(db, registry),
    ticketSales: await seedTicketSales(db, registry),
  }),
  bulkLoad: async ({ db, registry, scale, onProgress }) => [
    await bulkLoadLocations(db, scale, { onProgress, registry }),
    await bulkLoadArtists(db, Math.ceil(scale / 20), { onProgress, registry }),
  ],
});
