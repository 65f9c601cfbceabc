import { transact } from '../../crud/crud-context.ts';
import type { RatioSystem } from '../../integrations/ratio/ratio-system.ts';
import { actionProcess, ratioNumberFor, recordAction, type ActionCaller } from './action-process.ts';
import { callBookingSystem } from './booking-errors.ts';
import { whileInProcessing } from './processing-lock.ts';

/** Firm-books the process (spec 1 §4, status 4): in Ratio first, then here with the history row `firm-booking`. */
export async function firmBook(caller: ActionCaller, ratio: RatioSystem, processId: number) {
  const { db, processes } = caller;
  const process = await actionProcess(caller, processId);
  const nr = ratioNumberFor(process);
  await whileInProcessing(db, processId, async () => {
    await callBookingSystem(() => ratio.confirmProcess(nr));
    await transact(db, (trx) =>
      recordAction(trx, processes, processId, 'firm-booking', {
        values: { status: '4' },
        userId: caller.user.id_users,
        ip: caller.ip,
      }),
    );
  });
}
