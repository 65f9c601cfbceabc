import { describe, expect, it } from 'vitest';
import {
  bookingFailure,
  EngineCallError,
  errorsByField,
  messageKey,
} from '../../custom/booking-engine/logic/engine-errors.ts';

describe("the engine's error texts", () => {
  it('shows booking keys as they are, and the generic keys with texts of its own', () => {
    expect(messageKey('booking.errors.consent_required')).toBe('booking.errors.consent_required');
    expect(messageKey('error.empty')).toBe('booking.engine.fieldErrors.required');
    expect(messageKey('error.email')).toBe('booking.engine.fieldErrors.email');
    expect(messageKey('error.something_new')).toBe('booking.engine.fieldErrors.invalid');
  });

  it('places each refusal at its field, the first one of a field winning', () => {
    expect(
      errorsByField([
        { field: 'contact/email', key: 'error.email' },
        { field: '/consents/privacy_policy', key: 'booking.errors.consent_required' },
        { field: 'rooms/0/persons', key: 'booking.errors.room_capacity', params: { min: 1, max: 2 } },
        { field: 'contact/email', key: 'error.empty' },
      ]),
    ).toEqual({
      'contact/email': { key: 'booking.engine.fieldErrors.email', params: undefined },
      'consents/privacy_policy': { key: 'booking.errors.consent_required', params: undefined },
      'rooms/0/persons': { key: 'booking.errors.room_capacity', params: { min: 1, max: 2 } },
    });
  });
});

describe('a refused booking', () => {
  it('restarts at step 1 after a double booking, and goes back to the dates when sold out', () => {
    const double = new EngineCallError(409, 'booking.errors.double_booking', [
      { key: 'booking.errors.double_booking' },
    ]);
    expect(bookingFailure(double)).toEqual({ kind: 'restart', key: 'booking.errors.double_booking' });
    const rooms = new EngineCallError(409, 'booking.errors.room_sold_out', [
      { field: 'rooms/0', key: 'booking.errors.room_sold_out' },
    ]);
    expect(bookingFailure(rooms)).toEqual({ kind: 'dates', key: 'booking.errors.room_sold_out' });
  });

  it('shows a 400 at its fields', () => {
    const refused = new EngineCallError(400, 'booking.errors.consent_required', [
      { field: 'consents/travel_conditions', key: 'booking.errors.consent_required' },
    ]);
    expect(bookingFailure(refused)).toEqual({
      kind: 'fields',
      errors: { 'consents/travel_conditions': { key: 'booking.errors.consent_required', params: undefined } },
    });
  });

  it('says the payment failed on a 502, and that loading failed for anything unknown', () => {
    expect(bookingFailure(new EngineCallError(502, 'booking.errors.payment_failed'))).toEqual({
      kind: 'message',
      key: 'booking.errors.payment_failed',
    });
    expect(bookingFailure(new EngineCallError(502, 'x'))).toEqual({
      kind: 'message',
      key: 'booking.errors.loading_failed',
    });
    expect(bookingFailure(new TypeError('offline'))).toEqual({ kind: 'message', key: 'booking.errors.loading_failed' });
    expect(bookingFailure(new EngineCallError(403, 'booking.errors.disabled'))).toEqual({
      kind: 'message',
      key: 'booking.errors.disabled',
    });
  });
});
