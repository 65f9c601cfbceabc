import type { BookingSelection, EngineDate, EngineJourney, InsuranceOffer, PriceLine, Quote } from './engine-api.ts';
import { MAX_ROOMS } from './engine-api.ts';

/** The tenant's payment terms (`EngineSettings`): the deposit in percent, when the rest is due. */
export interface PaymentTerms {
  deposit_percent: number;
  remaining_due_days: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The day `days` before `day` (YYYY-MM-DD). */
function daysBefore(day: string, days: number): string {
  const moment = new Date(`${day}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() - days);
  return moment.toISOString().slice(0, 10);
}

const line = (kind: PriceLine['kind'], label: string, quantity: number, price: number): PriceLine => ({
  kind,
  label,
  quantity,
  price,
  total: cents(quantity * price),
});

/** The date of the selection; throws for a date the journey does not offer (`selectionProblems` names that). */
export function selectedDate(journey: EngineJourney, selection: BookingSelection): EngineDate {
  const date = journey.dates.find((candidate) => candidate.from === selection.date);
  if (!date) throw new Error(`Journey ${journey.id_jrn_journey} has no bookable date ${selection.date}`);
  return date;
}

/**
 * The price of a selection that `selectionProblems` found nothing wrong with (spec 1 §4, §9): the date's
 * price per person, the single surcharge for each room with one person, the airport's surcharge per
 * person, the services per person or per booking, the insurance for the booking, under its product's name. The deposit is due
 * now, the rest `remaining_due_days` before departure; when that day is `today` or past, all is due now.
 * The labels are German, as the invoice prints them; `kind` says what a line is for a translation.
 */
export function priceBooking(
  journey: EngineJourney,
  selection: BookingSelection,
  insurance: Pick<InsuranceOffer, 'name' | 'price'> | null,
  terms: PaymentTerms,
  today: string,
): Quote {
  const date = selectedDate(journey, selection);
  const persons = selection.travellers.length;
  const lines: PriceLine[] = [line('travel', `Reisepreis ${journey.title}`, persons, date.price)];
  const singles = selection.rooms.filter((room) => room.persons === 1).length;
  if (singles > 0 && date.single_surcharge > 0)
    lines.push(line('single_surcharge', 'Einzelzimmerzuschlag', singles, date.single_surcharge));
  const airport = journey.airports.find((candidate) => candidate.code === selection.airport);
  if (airport && airport.surcharge > 0)
    lines.push(line('airport', `Flughafenzuschlag ${airport.name}`, persons, airport.surcharge));
  for (const service of journey.services.filter((candidate) => selection.services.includes(candidate.index)))
    lines.push(line('service', service.name, service.per === 'person' ? persons : 1, service.price));
  if (insurance !== null) lines.push(line('insurance', insurance.name, 1, insurance.price));

  const total = cents(lines.reduce((sum, each) => sum + each.total, 0));
  const due = daysBefore(date.from, terms.remaining_due_days);
  const allAtOnce = due <= today;
  const deposit = allAtOnce ? total : cents((total * terms.deposit_percent) / 100);
  return {
    lines,
    total,
    deposit,
    remaining: cents(total - deposit),
    remaining_due: allAtOnce ? null : due,
    max_rooms_reached: selection.rooms.length >= MAX_ROOMS,
  };
}
