import type { EntityHooks } from '../../crud/entity-hooks.ts';
import type { AppServices } from './app-context.ts';
import {
  journeyLength,
  refuseDuplicateDeparture,
  refuseMenuBeyondJourney,
  refuseNonDriver,
} from './departure-rules.ts';

type Row = Record<string, unknown>;

/**
 * Departures: the driver is a user with the driver flag; one departure per journey title and start
 * day (its travellers are found by these two); each menu day within the journey. A PATCH is checked
 * as the record it would leave.
 */
export const departureHooks = (_services: AppServices): EntityHooks => ({
  async beforeWrite({ trx, values, before }) {
    const departure: Row = { ...before, ...values };
    const driver = values.id_users_driver;
    if (typeof driver === 'number' && driver !== before?.id_users_driver) await refuseNonDriver(trx, driver);
    const { title, journey_start: start, journey_end: end } = departure;
    if (typeof title === 'string' && typeof start === 'string' && typeof end === 'string') {
      if (!before || title !== before.title || start !== before.journey_start)
        await refuseDuplicateDeparture(trx, { title, start, id: before?.id_app_departure as number | undefined });
      refuseMenuBeyondJourney(departure.menu, journeyLength(start, end));
    }
    return values;
  },
});
