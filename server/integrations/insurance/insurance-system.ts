/** What the travel insurance is asked for: the trip, as the booking engine knows it. */
export interface InsuranceQuery {
  /** The trip's price for all travellers, in euros. */
  tripPrice: number;
  travellers: number;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  /** ISO 3166 alpha-2 of the destination, when known. */
  destination: string | null;
}

/** An insurance the insurer offers for the trip, with its premium for the whole booking. */
export interface InsuranceProduct {
  code: string;
  name: string;
  description: string;
  /** Euros, for all travellers. */
  premium: number;
  informationUrl: string;
  conditionsUrl: string;
}

/** The travel insurer (ERGO) as the booking engine uses it; rejects with an `InsuranceError`. */
export interface InsuranceSystem {
  offers(query: InsuranceQuery): Promise<InsuranceProduct[]>;
}

/**
 * Why a call to the insurer failed: it could not be reached, did not answer in time, answered with an
 * HTTP error (`status` holds it), or answered something that is not the documented JSON.
 */
export type InsuranceFailure = 'unreachable' | 'timeout' | 'http-status' | 'bad-answer';

export class InsuranceError extends Error {
  override readonly name = 'InsuranceError';
  /** The insurer's HTTP status, for an `http-status` failure. */
  readonly status: number | undefined;

  constructor(
    readonly failure: InsuranceFailure,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
  }
}
