/** A payment as the provider's API answers it (`GET /v1/payments/{id}`). */
export interface ProviderPayment {
  id: string;
  /** One of `PROVIDER_PAYMENT_STATUSES`, or a status a newer API version added. */
  status: string;
  /** In minor units: cents for EUR. */
  amount: number;
  /** ISO 4217, e.g. `EUR`. */
  currency: string;
  method: string | null;
  /** When the status last changed (ISO 8601). */
  updated_at: string;
  /** Where the payer pays: the provider's page, for a payment made with a `return_url`. */
  checkout_url?: string | null;
  /** Why a failed or cancelled payment did not go through (`card_declined`, `canceled_by_payer` …). */
  failure_reason?: string | null;
  /** Our reference, as given at its creation (the booking number). */
  reference?: string | null;
}

/** What `POST /v1/payments` takes. */
export interface NewProviderPayment {
  amount: number;
  currency: string;
  method?: string | null;
  /** Where the provider's page sends the payer back when they paid or gave up. */
  return_url?: string;
  /** Our reference for the payment (the booking number). */
  reference?: string;
}

/** The payment provider as the rest of the server uses it; rejects with a `PaymentProviderError`. */
export interface PaymentProvider {
  getPayment(id: string): Promise<ProviderPayment>;
  createPayment(payment: NewProviderPayment): Promise<ProviderPayment>;
}

/**
 * Why a call to the provider failed: it could not be reached, did not answer in time, answered
 * with an HTTP error (`status` holds it), or answered something that is not the documented JSON.
 */
export type PaymentProviderFailure = 'unreachable' | 'timeout' | 'http-status' | 'bad-answer';

export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  /** The provider's HTTP status, for an `http-status` failure. */
  readonly status: number | undefined;

  constructor(
    readonly failure: PaymentProviderFailure,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
  }
}
