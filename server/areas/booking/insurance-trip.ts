import type { Kysely } from 'kysely';
import { berlinDay } from '../../../domain/berlin-time.ts';
import type { Tables } from '../../db/tables.ts';
import type { InsuranceQuery } from '../../integrations/insurance/insurance-system.ts';

/** The `bookable` values the engine sells: bookable, on request, guaranteed, few seats left. */
const SELLING = [0, 1, 4, 5] as const;

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
  const journey = await db
    .selectFrom('jrn_journey')
    .leftJoin('loc_country', 'loc_country.id_loc_country', 'jrn_journey.id_loc_country')
    .select(['jrn_journey.dates', 'loc_country.iso'])
    .where('jrn_journey.id_jrn_journey', '=', request.journey)
    .where('jrn_journey.online', '=', true)
    .where('jrn_journey.bookable', 'in', SELLING)
    .executeTakeFirst();
  const date = journey?.dates.find(
    (each) => each.from === request.date && each.active !== false && each.from > berlinDay(),
  );
  if (!journey || !date) return undefined;
  return {
    tripPrice: request.price,
    travellers: request.persons,
    startDate: date.from,
    endDate: date.till,
    destination: journey.iso ?? null,
  };
}
