import type { EntityHooks } from '../crud/entity-hooks.ts';
import { dynamic } from '../crud/crud-context.ts';
import { ApiError } from '../errors.ts';
import { duplicate, takenBy, toTheMinute } from './ticket-rules.ts';

const TIMES = ['starts_at', 'ends_at', 'entry_starts_at', 'visible_from', 'visible_until'];

/**
 * Event dates: times kept to the minute; no two dates of an event start at the same minute; a
 * date that tickets were sold for cannot be deleted (spec 2 §4).
 */
export const eventDateHooks: EntityHooks = {
  async beforeWrite({ trx, values, before }) {
    const written = { ...values };
    for (const name of TIMES) if (name in written) written[name] = toTheMinute(written[name]);
    const merged = { ...before, ...written };
    const except = before ? { column: 'id_tk_event_date', id: before.id_tk_event_date } : undefined;
    if (
      ('starts_at' in written || 'id_tk_event' in written) &&
      (await takenBy(trx, 'tk_event_date', { id_tk_event: merged.id_tk_event, starts_at: merged.starts_at }, except))
    )
      throw duplicate('starts_at', 'tickets.duplicate_date', 'The event has a date at this time already');
    return written;
  },

  async beforeDelete({ trx, action, recordId }) {
    if (action === 'restore') return;
    const sold = await dynamic(trx)
      .selectFrom('tk_ticket')
      .select('id_tk_ticket')
      .where('id_tk_event_date', '=', recordId)
      .limit(1)
      .executeTakeFirst();
    if (sold)
      throw new ApiError('Conflict', 'Tickets were sold for this date', {
        errors: [{ key: 'tickets.date_has_tickets' }],
      });
  },
};
