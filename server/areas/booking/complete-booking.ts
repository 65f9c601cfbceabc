import { transact } from '../../crud/crud-context.ts';
import { ApiError } from '../../errors.ts';
import type { CompanyData } from '../../integrations/mail/account-mails.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { PaymentProvider, ProviderPayment } from '../../integrations/payments/payment-provider.ts';
import { sendConfirmation } from './booking-mail-send.ts';
import { holdRanOut, type OnlineBooking } from './booking-state.ts';
import { copyBooking, type CopyCaller } from './complete-copy.ts';
import { bookInRatio } from './complete-ratio.ts';

export interface CompletionCaller extends CopyCaller {
  payments: PaymentProvider;
  mail: Mailer;
  company: CompanyData;
}

const PAYMENT_FAILED_KEY = 'booking.errors.payment_failed';
const CARD_DECLINED_KEY = 'booking.errors.card_declined';
const EXPIRED_KEY = 'booking.errors.expired';

/** The provider statuses that end a payment without the money. */
const NOT_PAID = new Set(['failed', 'canceled', 'expired']);

const providerUnreachable = (cause: unknown) =>
  new ApiError('BadGateway', 'The payment provider could not be asked', {
    errors: [{ key: 'booking.errors.loading_failed' }],
    cause,
  });

/** Why the payment failed, as the engine says it: a declined card asks for the card data again. */
const paymentFailure = (payment: ProviderPayment) =>
  payment.failure_reason === 'card_declined' ? CARD_DECLINED_KEY : PAYMENT_FAILED_KEY;

/**
 * Completes a paid booking: booked in Ratio once, then our copy and `booked`, then the confirmation
 * mails by the call that made it booked. Safe to repeat and to run twice at once; a step that fails
 * leaves the booking paid with `booking.errors.not_successful` for the next check.
 */
export async function completeBooking(caller: CompletionCaller, id: number): Promise<OnlineBooking> {
  const booking = await bookInRatio(caller, id);
  if (booking.status !== 'paid' || booking.ratio_process === null) return booking;
  const copied = await copyBooking(caller, { ...booking, ratio_process: booking.ratio_process });
  if (copied.madeBooked) await sendConfirmation(caller, copied.booking, caller.company);
  return copied.booking;
}

/**
 * What the payment provider says of a held booking's payment, applied under the booking's lock: paid
 * completes it, failed, cancelled or expired fails it (its places are free again), anything else keeps
 * it held, or expires it once its hold ran out. A paid booking not yet written is completed again.
 * The provider not answering is a 502 with `booking.errors.loading_failed`, and nothing changes.
 */
export async function checkBooking(caller: CompletionCaller, booking: OnlineBooking): Promise<OnlineBooking> {
  if (booking.status === 'paid') return completeBooking(caller, booking.id_bk_booking);
  if (booking.status !== 'held') return booking;
  let payment: ProviderPayment | undefined;
  if (booking.provider_payment_id !== null) {
    try {
      payment = await caller.payments.getPayment(booking.provider_payment_id);
    } catch (error) {
      throw providerUnreachable(error);
    }
  }
  const checked = await transact(caller.db, async (trx) => {
    const current = await trx
      .selectFrom('bk_booking')
      .selectAll()
      .where('id_bk_booking', '=', booking.id_bk_booking)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.status !== 'held') return current;
    const change =
      payment?.status === 'paid'
        ? { status: 'paid' as const, failure: null }
        : payment && NOT_PAID.has(payment.status)
          ? { status: 'failed' as const, failure: paymentFailure(payment) }
          : holdRanOut(current)
            ? { status: 'expired' as const, failure: EXPIRED_KEY }
            : {};
    return trx
      .updateTable('bk_booking')
      .set({ ...change, payment_status: payment?.status ?? current.payment_status, updated_at: new Date() })
      .where('id_bk_booking', '=', current.id_bk_booking)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return checked.status === 'paid' ? completeBooking(caller, checked.id_bk_booking) : checked;
}
