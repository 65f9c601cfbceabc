import { datePriceHooks } from '../tickets/date-price-hooks.ts';
import { eventDateHooks } from '../tickets/event-date-hooks.ts';
import { invoiceConfigHooks } from '../tickets/invoice-config-hooks.ts';
import { priceCategoryHooks } from '../tickets/price-category-hooks.ts';
import { invoiceHooks } from '../tickets/invoice-hooks.ts';
import { userHooks } from '../users/user-hooks.ts';
import type { EntityHooks } from './entity-hooks.ts';

/** The entities with hooks, by entity name; every other entity only stores rows. */
export const entityHooks: Readonly<Record<string, EntityHooks>> = {
  'users/user': userHooks,
  'tickets/invoice': invoiceHooks,
  'tickets/invoice-config': invoiceConfigHooks,
  'tickets/event-date': eventDateHooks,
  'tickets/price-category': priceCategoryHooks,
  'tickets/event-date-price-category': datePriceHooks,
};
