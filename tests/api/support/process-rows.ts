import type { Kysely } from 'kysely';
import type { Tables } from '../../../server/db/tables.ts';

type ProcessStatus = '0' | '1' | '2' | '3' | '4' | '5';

/**
 * Our copy of the Ratio emulator's process `nr`: the demo data's row where it has one, else a new
 * row with that Ratio number (booked by `booker`, a card id, when given). Answers its id.
 */
export async function ratioProcessRow(
  db: Kysely<Tables>,
  nr: number,
  fields: { booker?: number | null; status?: ProcessStatus } = {},
): Promise<number> {
  const there = await db.selectFrom('pc_process').select('id_pc_process').where('ratio_id', '=', nr).executeTakeFirst();
  if (there) {
    if (fields.status !== undefined || fields.booker !== undefined)
      await db
        .updateTable('pc_process')
        .set({
          ...(fields.status === undefined ? {} : { status: fields.status }),
          ...(fields.booker === undefined ? {} : { vc_card_booker: fields.booker }),
          processing_since: null,
        })
        .where('id_pc_process', '=', there.id_pc_process)
        .execute();
    return there.id_pc_process;
  }
  const row = await db
    .insertInto('pc_process')
    .values({
      number: `R-${nr}`,
      ratio_id: nr,
      backend: 'ratio',
      status: fields.status ?? '4',
      vc_card_booker: fields.booker ?? null,
    })
    .returning('id_pc_process')
    .executeTakeFirstOrThrow();
  return row.id_pc_process;
}
