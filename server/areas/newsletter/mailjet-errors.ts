import { ApiError } from '../../errors.ts';
import { MailjetError } from '../../integrations/mailjet/mailjet-system.ts';

/** 502: Mailjet failed, did not answer in time or answered nothing usable; the change is not kept. */
export const mailjetUnavailable = (message: string, cause?: unknown) =>
  new ApiError('BadGateway', message, { errors: [{ key: 'newsletter.errors.mailjet_unavailable' }], cause });

/**
 * A failed Mailjet call as our answer: rate-limited (429) is 503 `newsletter.errors.mailjet_busy`, a
 * request Mailjet refused as invalid (400) is 422 `newsletter.errors.mailjet_refused` with Mailjet's words,
 * anything else 502 `newsletter.errors.mailjet_unavailable`. An ApiError passes as it is.
 */
export function fromMailjetError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!(error instanceof MailjetError)) return mailjetUnavailable('Mailjet failed', error);
  if (error.status === 429)
    return new ApiError('Unavailable', error.message, {
      errors: [{ key: 'newsletter.errors.mailjet_busy' }],
      headers: { 'Retry-After': '60' },
      cause: error,
    });
  if (error.status === 400)
    return new ApiError('Unprocessable', error.message, {
      errors: [{ key: 'newsletter.errors.mailjet_refused', params: { message: error.message } }],
      cause: error,
    });
  return mailjetUnavailable(error.message, error);
}

/** Runs a Mailjet call; its failure becomes our answer (`fromMailjetError`). */
export async function callMailjet<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw fromMailjetError(error);
  }
}

/** Whether Mailjet answered 404: the object is gone there. */
export const isMailjetNotFound = (error: unknown) => error instanceof MailjetError && error.status === 404;
