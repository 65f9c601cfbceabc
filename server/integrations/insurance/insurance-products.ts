/** What the emulated insurer is asked to price: the trip, in its API's units (cents). */
export interface TripToInsure {
  tripPriceCents: number;
  travellers: number;
  /** Travel days, the first and the last counted. */
  days: number;
}

/** A travel insurance product as the emulated insurer sells it with package tours. */
export interface InsuranceProductTerms {
  productCode: string;
  name: string;
  description: string;
  /** The premium for the whole booking, in cents. */
  premiumCents(trip: TripToInsure): number;
}

/** Rates on the trip price by price band (up to `upTo` euros for the whole booking), as ERGO's tariffs are built. */
type PriceBands = readonly { upTo: number; rate: number }[];

const rateFor = (bands: PriceBands, tripPriceCents: number) =>
  (bands.find(({ upTo }) => tripPriceCents <= upTo * 100) ?? bands[bands.length - 1]!).rate;

/** A share of the trip price by band, at least `minimumPerTraveller` cents for each traveller. */
const bandedPremium = (bands: PriceBands, minimumPerTraveller: number) => (trip: TripToInsure) =>
  Math.max(
    Math.round(trip.tripPriceCents * rateFor(bands, trip.tripPriceCents)),
    minimumPerTraveller * trip.travellers,
  );

const CANCELLATION_BANDS: PriceBands = [
  { upTo: 1000, rate: 0.045 },
  { upTo: 2500, rate: 0.04 },
  { upTo: 5000, rate: 0.036 },
  { upTo: Infinity, rate: 0.033 },
];
const CANCELLATION_PLUS_BANDS: PriceBands = [
  { upTo: 1000, rate: 0.059 },
  { upTo: 2500, rate: 0.053 },
  { upTo: 5000, rate: 0.049 },
  { upTo: Infinity, rate: 0.045 },
];
/** The full cover's health and luggage part: per traveller and travel day, in cents. */
const FULL_COVER_PER_TRAVELLER_DAY = 150;

const cancellationPlus = bandedPremium(CANCELLATION_PLUS_BANDS, 2500);

/** The three products the emulator offers for every trip. */
export const INSURANCE_PRODUCTS: readonly InsuranceProductTerms[] = [
  {
    productCode: 'RRV',
    name: 'Reiserücktrittsversicherung',
    description:
      'Erstattet die Stornokosten, wenn Sie die Reise aus einem versicherten Grund (z. B. unerwartete schwere ' +
      'Erkrankung, Unfall) nicht antreten können. Ohne Selbstbehalt.',
    premiumCents: bandedPremium(CANCELLATION_BANDS, 1900),
  },
  {
    productCode: 'RRV-PLUS',
    name: 'RücktrittsPlus',
    description:
      'Reiserücktrittsversicherung mit Reiseabbruch-Versicherung: erstattet auch die nicht genutzten ' +
      'Reiseleistungen und die Mehrkosten der Rückreise, wenn Sie die Reise aus einem versicherten Grund abbrechen.',
    premiumCents: cancellationPlus,
  },
  {
    productCode: 'RUNDUM',
    name: 'RundumSorglos-Schutz',
    description:
      'Das Komplettpaket: Reiserücktritt und Reiseabbruch, Reisekranken-Versicherung im Ausland mit ' +
      'Rücktransport, Reisegepäck-Versicherung und 24-Stunden-Notfall-Service.',
    premiumCents: (trip) => cancellationPlus(trip) + FULL_COVER_PER_TRAVELLER_DAY * trip.travellers * trip.days,
  },
];
