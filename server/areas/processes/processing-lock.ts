import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { PROCESSING_EXPIRES_MS } from '../../../domain/bookings/processing.ts';
import { processInProcessing } from './booking-errors.ts';

export { inProcessing, PROCESSING_EXPIRES_MS } from '../../../domain/bookings/processing.ts';

/**
 * Runs an action with the booking system while the process is marked in processing (spec 1 §4),
 * claimed in one statement, so that two actions at once cannot both run: the second answers 409
 * `error.process_in_processing`, as every edit does meanwhile. The mark is cleared however the action
 * ends. `action` does the booking system's call and then our writes (in its own transaction).
 */
export async function whileInProcessing<Result>(
  db: Kysely<Tables>,
  processId: number,
  action: () => Promise<Result>,
): Promise<Result> {
  const claimed = await db
    .updateTable('pc_process')
    .set({ processing_since: sql<Date>`now()` })
    .where('id_pc_process', '=', processId)
    .where((where) =>
      where.or([
        where('processing_since', 'is', null),
        where('processing_since', '<', sql<Date>`now() - ${`${PROCESSING_EXPIRES_MS} milliseconds`}::interval`),
      ]),
    )
    .returning('id_pc_process')
    .executeTakeFirst();
  if (!claimed) throw processInProcessing();
  try {
    return await action();
  } finally {
    await db.updateTable('pc_process').set({ processing_since: null }).where('id_pc_process', '=', processId).execute();
  }
}
