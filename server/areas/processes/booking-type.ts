import { transact } from '../../crud/crud-context.ts';
import { notFound } from '../../errors.ts';
import { BOOKING_TYPES, type BookingType, type RatioSystem } from '../../integrations/ratio/ratio-system.ts';
import { actionProcess, ratioNumberFor, recordAction, type ActionCaller } from './action-process.ts';
import { callBookingSystem } from './booking-errors.ts';
import { whileInProcessing } from './processing-lock.ts';

/**
 * Sets the booking type of our process with Ratio number `nr` (spec 2 §7 `PUT ratio/api/booking/{nr}`):
 * Ratio first, then our status as the type gives it, with the history row `booking-type`. Ratio
 * failing leaves our process as it was. Answers our process's id.
 */
export async function setBookingType(caller: ActionCaller, ratio: RatioSystem, nr: number, type: BookingType) {
  const { db, processes } = caller;
  const found = await db.selectFrom('pc_process').select('id_pc_process').where('ratio_id', '=', nr).executeTakeFirst();
  if (!found) throw notFound();
  const process = await actionProcess(caller, found.id_pc_process);
  ratioNumberFor(process);
  await whileInProcessing(db, process.id_pc_process, async () => {
    await callBookingSystem(() => ratio.setBookingType(nr, type));
    await transact(db, (trx) =>
      recordAction(trx, processes, process.id_pc_process, 'booking-type', {
        values: { status: String(BOOKING_TYPES[type]) },
        details: { typ: type },
        userId: caller.user.id_users,
        ip: caller.ip,
      }),
    );
  });
  return process.id_pc_process;
}
