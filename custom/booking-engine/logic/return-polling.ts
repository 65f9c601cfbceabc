import type { BookingState } from '../../../domain/booking/engine-api';

/** How often and how long the return page asks whether a held booking was paid. */
export const CHECK_INTERVAL_MS = 2000;
export const MAX_CHECKS = 10;

export type ReturnView =
  | { kind: 'checking' }
  | { kind: 'booked'; booking: BookingState }
  /** Paid, but not written (Ratio failed): the support must finish it. */
  | { kind: 'support'; booking: BookingState; key: string }
  | { kind: 'failed'; booking: BookingState | null; key: string }
  /** Still open after every check: the payment may still come in. */
  | { kind: 'pending'; booking: BookingState };

/** What the return page shows for the booking's state after `checks` checks. */
export function returnView(booking: BookingState, checks: number): ReturnView {
  switch (booking.status) {
    case 'booked':
      return { kind: 'booked', booking };
    case 'paid':
      return booking.failure
        ? { kind: 'support', booking, key: booking.failure }
        : checks >= MAX_CHECKS
          ? { kind: 'support', booking, key: 'booking.errors.not_successful' }
          : { kind: 'checking' };
    case 'held':
      return checks >= MAX_CHECKS ? { kind: 'pending', booking } : { kind: 'checking' };
    case 'expired':
      return { kind: 'failed', booking, key: booking.failure ?? 'booking.errors.expired' };
    case 'failed':
    case 'cancelled':
      return { kind: 'failed', booking, key: booking.failure ?? 'booking.errors.not_successful' };
  }
}
