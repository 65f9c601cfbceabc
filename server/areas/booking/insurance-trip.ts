import type { Kysely } from 'kysely';
import { berlinDay } from '../../../domain/berlin-time.ts';
import type { Tables } from '../../db/tables.ts';
import type { InsuranceQuery } from '../../integrations/insurance/insurance-system.ts';
import { offeredJourney } from './offered-journeys.ts';

/** What the engine asks insurances for: a date of a journey, for so many travellers at that price. */
export interface TripRequest {
  journey: number;
  /** The date's `from`. */
  date: string;
  persons: number;
  /** The trip's price without insurance, euros. */
  price: number;
}

/**
 * The trip as the insurer is asked about it: the date's days and the journey's country; undefined when
 * the journey is not sold online or the date is not an active one after today.
 */
export async function insuredTrip(db: Kysely<Tables>, request: TripRequest): Promise<InsuranceQuery | undefined> {
  const offered = await offeredJourney(db, request.journey, berlinDay());
  const date = offered?.journey.dates.find((each) => each.from === request.date);
  if (!offered || !date) return undefined;
  return {
    tripPrice: request.price,
    travellers: request.persons,
    startDate: date.from,
    endDate: date.till,
    destination: offered.country,
  };
}
