import { useEffect, useState } from 'react';
import type { BookingState } from '../../../domain/booking/engine-api';
import { forgetDraft, loadToken } from '../logic/draft-storage';
import { callEngine } from '../logic/engine-client';
import { EngineCallError } from '../logic/engine-errors';
import { CHECK_INTERVAL_MS, returnView, type ReturnView } from '../logic/return-polling';

/**
 * Back from the payment page: has the server ask the payment provider (never the browser's word),
 * again every 2 s while the booking is still held, until it is booked, failed or the checks run out.
 */
export function useBookingReturn(number: string, tokenInAddress: string | null): ReturnView {
  const [view, setView] = useState<ReturnView>({ kind: 'checking' });
  useEffect(() => {
    const token = tokenInAddress ?? loadToken(number);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (checks: number) => {
      try {
        const booking = await callEngine<BookingState>(`/booking-engine/bookings/${encodeURIComponent(number)}/check`, {
          method: 'POST',
          token: token ?? undefined,
        });
        if (stopped) return;
        const next = returnView(booking, checks + 1);
        setView(next);
        if (next.kind === 'checking') timer = setTimeout(() => void check(checks + 1), CHECK_INTERVAL_MS);
        if (next.kind === 'booked') forgetDraft();
      } catch (error) {
        if (stopped) return;
        const key =
          error instanceof EngineCallError && error.status === 404
            ? 'booking.errors.not_successful'
            : 'booking.errors.loading_failed';
        setView({ kind: 'failed', booking: null, key });
      }
    };
    void check(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [number, tokenInAddress]);
  return view;
}
