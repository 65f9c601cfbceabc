import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { RatioProcess } from '../../integrations/ratio/ratio-system.ts';
import type { BookingSide } from './process-booking-view.ts';
import { inProcessing } from './processing-lock.ts';
import { bookerSeat } from './ratio-copy.ts';

type Row = Record<string, unknown>;

/**
 * What our copy holds of the booking system's process: how many travel, and the booker's seat and
 * boarding point (ratio-copy.ts).
 */
export function copiedFields(side: BookingSide): Row {
  if (!side.ratio) return { participants: side.participants.length };
  const { participants, seat_number, direction, boarding_point, boarding_time } = bookerSeat(
    side.booking as RatioProcess,
    side.participants,
    side.stops,
  );
  return { participants, seat_number, direction, boarding_point, boarding_time };
}

/**
 * Keeps our copy in step with what the booking system answered, where it differs. No history row: it
 * is the booking system's value, not an edit. A process in processing is left to the action that runs.
 */
export async function keepCopyInStep(db: Kysely<Tables>, process: Row, side: BookingSide): Promise<Row> {
  const fields = copiedFields(side);
  const differing = Object.fromEntries(Object.entries(fields).filter(([key, value]) => process[key] !== value));
  if (Object.keys(differing).length === 0 || inProcessing(process.processing_since as Date | null)) return process;
  await db
    .updateTable('pc_process')
    .set(differing)
    .where('id_pc_process', '=', process.id_pc_process as number)
    .where('processing_since', 'is', null)
    .execute();
  return { ...process, ...differing };
}
