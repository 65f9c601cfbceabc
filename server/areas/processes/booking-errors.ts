import { ApiError } from '../../errors.ts';
import { KuschickSystemError } from '../../integrations/kuschick/kuschick-system.ts';
import { RatioSystemError } from '../../integrations/ratio/ratio-system.ts';

/**
 * The answer to a failed call to a booking system. A refusal of a write (400, 409) is the user's to
 * fix and says the booking was not successful, with the system's words; a record it does not have is
 * 404; anything else (unreachable, timed out, a 5xx, an answer of the wrong shape) is 502 with the
 * spec's "data loading error" and its support hint. Other errors pass through unchanged.
 */
export function bookingSystemFailure(error: unknown): unknown {
  if (!(error instanceof RatioSystemError) && !(error instanceof KuschickSystemError)) return error;
  if (error.failure === 'http-status' && error.status === 404)
    return new ApiError('NotFound', error.message, { errors: [{ key: 'error.not_found' }], cause: error });
  if (error.failure === 'http-status' && (error.status === 400 || error.status === 409))
    return new ApiError('Unprocessable', error.message, { errors: [{ key: 'error.booking_failed' }], cause: error });
  return new ApiError('BadGateway', error.message, { errors: [{ key: 'error.booking_unavailable' }], cause: error });
}

/** Runs a call to a booking system, answering its failure as `bookingSystemFailure` says. */
export async function callBookingSystem<Result>(call: () => Promise<Result>): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    throw bookingSystemFailure(error);
  }
}

/** 409: an action with the booking system runs on the process; it cannot be edited now (spec 1 §4). */
export const processInProcessing = () =>
  new ApiError('Conflict', 'The process is in processing and cannot be edited', {
    errors: [{ key: 'error.process_in_processing' }],
  });

/** 422: the process has no Ratio number, so Ratio cannot be asked about it. */
export const ratioNumberRequired = () =>
  new ApiError('Unprocessable', 'The process has no Ratio number', {
    errors: [{ field: 'ratio_id', key: 'error.ratio_number_required' }],
  });

/** 409: the process is cancelled; nothing more can be done with it in the booking system. */
export const processCancelled = () =>
  new ApiError('Conflict', 'The process is cancelled', {
    errors: [{ field: 'status', key: 'error.process_cancelled' }],
  });
