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

/** The travel insurer (ERGO) as the booking engine uses it. */
export interface InsuranceSystem {
  offers(query: InsuranceQuery): Promise<InsuranceProduct[]>;
}
