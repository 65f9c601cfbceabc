import type { EntityHooks } from '../../crud/entity-hooks.ts';
import { isPrintLocked, printLocked, refuseDatesOutOfOrder, refuseOnlineWithoutMainImage } from './journey-rules.ts';

/**
 * Journeys on every generic write path (create, PATCH, PUT, delete, restore, delete for good): a
 * print-locked journey is not changed (423); a journey that would be online without a main image,
 * or with a date that ends before it starts, is refused (422). The export status and the lock are
 * read-only fields, so only the print export moves them.
 */
export const journeyHooks: EntityHooks = {
  async beforeWrite({ values, before, mode }) {
    if (isPrintLocked(before)) throw printLocked();
    // A PUT's values are the whole record (its defaults filled in); a PATCH changes the stored one.
    const journey = before && mode !== 'put' ? { ...before, ...values } : values;
    refuseOnlineWithoutMainImage(journey);
    if ('dates' in values) refuseDatesOutOfOrder(values.dates);
    return values;
  },

  async beforeDelete({ before }) {
    if (isPrintLocked(before)) throw printLocked();
  },
};
