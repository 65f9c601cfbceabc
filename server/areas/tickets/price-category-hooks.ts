import type { EntityHooks } from '../../crud/entity-hooks.ts';
import { duplicateOf, isDuplicate, touches, UNIQUE_PRICE_CATEGORY } from './ticket-rules.ts';

/** No two price categories of an event share a title (spec 2 §5: a duplicate price category is refused). */
export const priceCategoryHooks: EntityHooks = {
  async beforeWrite({ trx, values, before }) {
    const except = before ? { column: 'id_tk_price_category', id: before.id_tk_price_category } : undefined;
    if (
      touches(UNIQUE_PRICE_CATEGORY, values) &&
      (await isDuplicate(trx, UNIQUE_PRICE_CATEGORY, { ...before, ...values }, except))
    )
      throw duplicateOf(UNIQUE_PRICE_CATEGORY);
    return values;
  },
};
