import type { Kysely } from 'kysely';
import type {
  BookingSelection,
  DateAvailability,
  EngineSettings,
  InsuranceOffer,
  Quote,
} from '../../../domain/booking/engine-api.ts';
import { priceBooking, selectedDate } from '../../../domain/booking/price.ts';
import {
  availabilityProblems,
  selectionProblems,
  type SelectionProblem,
} from '../../../domain/booking/selection-problems.ts';
import type { Tables } from '../../db/tables.ts';
import { ApiError, badRequest, notFound } from '../../errors.ts';
import type { InsuranceSystem } from '../../integrations/insurance/insurance-system.ts';
import type { DateStock } from './availability.ts';
import { insuranceOffer } from './insurance-offer.ts';
import { offeredJourney, type OfferedJourney } from './offered-journeys.ts';

/** A selection found bookable but for its places, priced with its insurance as the insurer prices it now. */
export interface PricedSelection {
  offered: OfferedJourney;
  stock: DateStock;
  quote: Quote;
  insurance: InsuranceOffer | null;
}

async function chosenInsurance(
  insurance: InsuranceSystem,
  offered: OfferedJourney,
  selection: BookingSelection,
  tripPrice: number,
): Promise<InsuranceOffer | null> {
  if (selection.insurance === null) return null;
  const date = selectedDate(offered.journey, selection);
  const trip = {
    tripPrice,
    travellers: selection.travellers.length,
    startDate: date.from,
    endDate: date.till,
    destination: offered.country,
  };
  let offer: InsuranceOffer | undefined;
  try {
    offer = await insuranceOffer(insurance, trip, selection.insurance);
  } catch (cause) {
    throw new ApiError('BadGateway', 'The insurer failed', {
      errors: [{ field: 'insurance', key: 'booking.errors.loading_failed' }],
      cause,
    });
  }
  if (!offer)
    throw badRequest('The insurer offers no such insurance', [
      { field: 'insurance', key: 'booking.errors.insurance_unavailable' },
    ]);
  return offer;
}

/**
 * The selection checked and priced: 404 for a journey not online or not in a bookable state, 400 with every problem of
 * the selection and the `problems` the caller found besides, 400 `booking.errors.insurance_unavailable`
 * for an insurance the insurer does not offer, 502 `booking.errors.loading_failed` when it fails.
 */
export async function priceSelection(
  { db, insurance }: { db: Kysely<Tables>; insurance: InsuranceSystem },
  settings: EngineSettings,
  selection: BookingSelection,
  today: string,
  problems: SelectionProblem[] = [],
): Promise<PricedSelection> {
  const offered = await offeredJourney(db, selection.journey, today);
  if (!offered) throw notFound('The journey cannot be booked');
  const all = [...selectionProblems(offered.journey, null, selection), ...problems];
  if (all.length > 0) throw badRequest('The booking cannot be made so', all);
  const terms = { deposit_percent: settings.deposit_percent, remaining_due_days: settings.remaining_due_days };
  const withoutInsurance = priceBooking(offered.journey, selection, null, terms, today);
  const chosen = await chosenInsurance(insurance, offered, selection, withoutInsurance.total);
  return {
    offered,
    stock: offered.stock(selection.date) as DateStock,
    quote: chosen ? priceBooking(offered.journey, selection, chosen, terms, today) : withoutInsurance,
    insurance: chosen,
  };
}

/** 409 `booking.errors.sold_out` or `booking.errors.room_sold_out` when the date has not enough left. */
export function refuseUnavailable(availability: DateAvailability, selection: BookingSelection) {
  const problems = availabilityProblems(availability, selection);
  if (problems.length > 0) throw new ApiError('Conflict', 'Not enough left on the date', { errors: problems });
}
