import type { EntityHooks } from '../crud/entity-hooks.ts';
import { duplicate, takenBy } from './ticket-rules.ts';

/** No two price categories of an event share a title (spec 2 §5: a duplicate price category is refused). */
export const priceCategoryHooks: EntityHooks = {
  async beforeWrite({ trx, values, before }) {
    const merged = { ...before, ...values };
    const except = before ? { column: 'id_tk_price_category', id: before.id_tk_price_category } : undefined;
    if (
      ('title' in values || 'id_tk_event' in values) &&
      (await takenBy(trx, 'tk_price_category', { id_tk_event: merged.id_tk_event, title: merged.title }, except))
    )
      throw duplicate('title', 'tickets.duplicate_price_category', 'The event has a price category of this title');
    return values;
  },
};
