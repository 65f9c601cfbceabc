import { ApiError } from '../../errors.ts';
import type { EntityHooks, WriteEvent } from '../../crud/entity-hooks.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { notDeleted } from '../../crud/operations/record-conditions.ts';
import { allOf } from '../../crud/query/build-where.ts';
import { processInProcessing } from './booking-errors.ts';
import { inProcessing } from './processing-lock.ts';

/** The status of a booking request (travel request, spec 1 §4). */
const BOOKING_REQUEST = '1';

/** 409: the booker has a travel request they have not confirmed yet; a second one waits for it. */
const travelRequestExists = () =>
  new ApiError('Conflict', 'The booker has an unconfirmed travel request', {
    errors: [{ field: 'status', key: 'error.travel_request_exists' }],
  });

/** The booker a write leaves the process with: the one written, else the one it had (a PUT that leaves it out empties it). */
function bookerAfter({ values, before, mode }: WriteEvent): unknown {
  if ('vc_card_booker' in values) return values.vc_card_booker;
  return mode === 'put' ? null : before?.vc_card_booker;
}

/**
 * The travel-request rule (spec 1 §4): a process becomes a booking request (created as one, changed
 * to one, or given another booker while one) only when its booker has no other booking request they
 * have not confirmed.
 */
async function refuseSecondTravelRequest(event: WriteEvent) {
  const { trx, context, values, before, action } = event;
  const status = 'status' in values ? values.status : before?.status;
  const booker = bookerAfter(event);
  if (status !== BOOKING_REQUEST || booker == null) return;
  if (action === 'update' && before?.status === BOOKING_REQUEST && before.vc_card_booker === booker) return;
  const { entity } = context.resource;
  const other = await dynamic(trx)
    .selectFrom(entity.table)
    .select(entity.idField)
    .where(
      allOf([
        notDeleted(entity),
        (eb) =>
          eb.and([
            eb(eb.ref('vc_card_booker'), '=', booker),
            eb(eb.ref('status'), '=', BOOKING_REQUEST),
            eb(eb.ref('booker_confirmed_at'), 'is', null),
            ...(before ? [eb(eb.ref(entity.idField), '<>', before[entity.idField])] : []),
          ]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  if (other) throw travelRequestExists();
}

/**
 * What a process is beyond its row, on every write of the generic API (create, PATCH, PUT, import): a
 * process in processing is not changed (an action with the booking system runs on it), and the
 * travel-request rule holds.
 */
export const processHooks: EntityHooks = {
  async beforeWrite(event) {
    if (event.action === 'update' && inProcessing(event.before?.processing_since as Date | null))
      throw processInProcessing();
    await refuseSecondTravelRequest(event);
    return event.values;
  },
};
