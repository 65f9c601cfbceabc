/** One error of an API answer: the field (`contact/email`, `consents/privacy_policy`) and its message key. */
export interface FieldError {
  field?: string;
  key: string;
  params?: Record<string, unknown>;
}

/** A failed engine call: its status, the general message key and the errors by field. */
export class EngineCallError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly errors: FieldError[] = [],
  ) {
    super(`The booking engine's call failed (${status}, ${key})`);
  }
}

/**
 * The engine loads only the `booking` dictionary: the generic `error.*` keys a booking can answer
 * are shown with texts of its own (`booking.engine.fieldErrors.*`), every other one as "not valid".
 */
const GENERIC_ERRORS: Record<string, string> = {
  'error.empty': 'booking.engine.fieldErrors.required',
  'error.email': 'booking.engine.fieldErrors.email',
  'error.pattern': 'booking.engine.fieldErrors.format',
  'error.format': 'booking.engine.fieldErrors.format',
  'error.too_long': 'booking.engine.fieldErrors.too_long',
  'error.reference': 'booking.engine.fieldErrors.reference',
};

/** The engine's text key for an answered message key. */
export function messageKey(key: string): string {
  if (key.startsWith('booking.')) return key;
  return GENERIC_ERRORS[key] ?? 'booking.engine.fieldErrors.invalid';
}

export interface ShownError {
  key: string;
  params?: Record<string, unknown>;
}

/** The errors of a failed call by field path (`contact/email`), with the engine's text keys. */
export function errorsByField(errors: readonly FieldError[]): Record<string, ShownError> {
  const shown: Record<string, ShownError> = {};
  for (const error of errors) {
    const field = (error.field ?? '').replace(/^\/+/, '').replace(/^body\//, '');
    shown[field] ??= { key: messageKey(error.key), params: error.params };
  }
  return shown;
}

/** What a failed booking asks of the engine: show the text and go back where the traveller can fix it. */
export type BookingFailure =
  | { kind: 'fields'; errors: Record<string, ShownError> }
  | { kind: 'restart'; key: string }
  | { kind: 'dates'; key: string }
  | { kind: 'message'; key: string };

export function bookingFailure(error: unknown): BookingFailure {
  if (!(error instanceof EngineCallError)) return { kind: 'message', key: 'booking.errors.loading_failed' };
  const keys = [error.key, ...error.errors.map((item) => item.key)];
  if (keys.includes('booking.errors.double_booking')) return { kind: 'restart', key: 'booking.errors.double_booking' };
  const soldOut = keys.find((key) => key === 'booking.errors.sold_out' || key === 'booking.errors.room_sold_out');
  if (soldOut) return { kind: 'dates', key: soldOut };
  if (error.status === 400 && error.errors.length > 0) return { kind: 'fields', errors: errorsByField(error.errors) };
  if (keys.includes('booking.errors.disabled')) return { kind: 'message', key: 'booking.errors.disabled' };
  if (error.status === 502) {
    return {
      kind: 'message',
      key: keys.includes('booking.errors.payment_failed')
        ? 'booking.errors.payment_failed'
        : 'booking.errors.loading_failed',
    };
  }
  const known = keys.find((key) => key.startsWith('booking.errors.'));
  return { kind: 'message', key: known ?? 'booking.errors.loading_failed' };
}

/** The text key to show for a failed load: the switched-off engine says so, anything else is a loading failure. */
export function messageKeyOf(error: unknown): string {
  if (error instanceof EngineCallError && error.key === 'booking.errors.disabled') return error.key;
  return 'booking.errors.loading_failed';
}
