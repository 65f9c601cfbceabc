import type { EntityHooks } from '../../crud/entity-hooks.ts';
import {
  datesWithTickets,
  duplicateOf,
  isDuplicate,
  ticketsSold,
  timesToTheMinute,
  touches,
  UNIQUE_DATE,
} from './ticket-rules.ts';

/**
 * Event dates: times kept to the minute; no two dates of an event start at the same minute; a
 * date that tickets were sold for cannot be deleted (spec 2 §4).
 */
export const eventDateHooks: EntityHooks = {
  async beforeWrite({ trx, values, before }) {
    const written = timesToTheMinute(values);
    const except = before ? { column: 'id_tk_event_date', id: before.id_tk_event_date } : undefined;
    if (touches(UNIQUE_DATE, written) && (await isDuplicate(trx, UNIQUE_DATE, { ...before, ...written }, except)))
      throw duplicateOf(UNIQUE_DATE);
    return written;
  },

  async beforeDelete({ trx, action, recordId }) {
    if (action === 'restore') return;
    if ((await datesWithTickets(trx, [recordId])).size > 0) throw ticketsSold();
  },
};
