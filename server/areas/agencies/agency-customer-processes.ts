import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { mayDo } from '../../../registry/permission-check.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { notDeleted } from '../../crud/operations/record-conditions.ts';
import { allOf } from '../../crud/query/build-where.ts';
import type { Tables } from '../../db/tables.ts';
import { rowScope } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';

const COLUMNS = ['id_pc_process', 'number', 'title', 'journey_start', 'journey_end', 'status', 'price'];

/**
 * Our processes booked by the Ratio customer `kennziffer` (their booker card's `ratio_id`), newest first:
 * those in the user's scope, none without the right to read processes.
 */
export async function agencyCustomerProcesses(
  db: Kysely<Tables>,
  user: SignedInUser,
  processes: ResourceDefinition,
  kennziffer: string,
) {
  if (!mayDo(user.permissions, processes.permission, 'read')) return [];
  return dynamic(db)
    .selectFrom(processes.entity.table)
    .select(COLUMNS)
    .where(
      allOf([
        rowScope(user, processes).where,
        notDeleted(processes.entity),
        (eb) =>
          eb(
            eb.ref('vc_card_booker'),
            'in',
            eb.selectFrom('vc_card').select('id_vc_card').where('ratio_id', '=', kennziffer),
          ),
      ]),
    )
    .orderBy('id_pc_process', 'desc')
    .execute();
}
