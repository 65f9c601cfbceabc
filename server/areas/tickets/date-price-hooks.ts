import type { Kysely } from 'kysely';
import type { EntityHooks } from '../../crud/entity-hooks.ts';
import { dynamic } from '../../crud/crud-context.ts';
import type { Tables } from '../../db/tables.ts';
import { duplicateOf, isDuplicate, notFoundForEvent, UNIQUE_DATE_PRICE } from './ticket-rules.ts';

/** The event a date or price category belongs to, if it exists and is not in the trash. */
async function eventOf(trx: Kysely<Tables>, table: string, idField: string, id: unknown) {
  const row = await dynamic(trx)
    .selectFrom(table)
    .select('id_tk_event')
    .where(idField, '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id_tk_event as number | undefined;
}

/**
 * A date price joins a date and a price category of the same event, once (spec 2 §5: adding a
 * category to a date fails when the date or category is not found or the category is on the date).
 */
export const datePriceHooks: EntityHooks = {
  async beforeWrite({ trx, values, before }) {
    const merged = { ...before, ...values };
    if ((await eventOf(trx, 'tk_event_date', 'id_tk_event_date', merged.id_tk_event_date)) !== merged.id_tk_event)
      throw notFoundForEvent(['id_tk_event_date']);
    if (
      (await eventOf(trx, 'tk_price_category', 'id_tk_price_category', merged.id_tk_price_category)) !==
      merged.id_tk_event
    )
      throw notFoundForEvent(['id_tk_price_category']);
    const except = before
      ? { column: 'id_tk_event_date_price_category', id: before.id_tk_event_date_price_category }
      : undefined;
    if (await isDuplicate(trx, UNIQUE_DATE_PRICE, merged, except)) throw duplicateOf(UNIQUE_DATE_PRICE);
    return values;
  },
};
