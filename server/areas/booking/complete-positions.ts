import type { Selectable } from 'kysely';
import type { JourneysJourneyRow } from '../../db/entity-tables.ts';
import type { OnlineBooking } from './booking-state.ts';

export interface Position {
  label: string;
  quantity: number;
  price: number;
}

type PricedJourney = Pick<Selectable<JourneysJourneyRow>, 'dates' | 'airports'>;

const label = (text: string) => text.slice(0, 200);

/**
 * The booking's price as our process's invoice positions: the travel price per person, the single
 * surcharge per person alone in a room, the airport's surcharge, the services and the insurance.
 */
export function bookingPositions(booking: OnlineBooking, journey: PricedJourney): Position[] {
  const date = journey.dates.find((each) => each.from === booking.date_from);
  const alone = booking.rooms.filter((room) => room.persons === 1).length;
  const airport = journey.airports.find((each) => each.code === booking.airport);
  const positions: Position[] = [];
  if (date)
    positions.push({ label: label(`Reisepreis ${booking.date_from}`), quantity: booking.persons, price: date.price });
  if (date?.additional_price && alone > 0)
    positions.push({ label: 'Einzelzimmerzuschlag', quantity: alone, price: date.additional_price });
  if (airport?.surcharge)
    positions.push({
      label: label(`Flughafenzuschlag ${airport.code}`),
      quantity: booking.persons,
      price: airport.surcharge,
    });
  for (const service of booking.services)
    positions.push({ label: label(service.name), quantity: service.quantity, price: service.price });
  if (booking.insurance?.name && booking.insurance.price !== undefined)
    positions.push({ label: label(booking.insurance.name), quantity: 1, price: booking.insurance.price });
  return positions;
}
