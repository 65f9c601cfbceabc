import type { BookingSelection, DateAvailability, EngineJourney } from './engine-api.ts';
import { MAX_ROOMS } from './engine-api.ts';

/** A problem of a selection at one of its fields (`rooms/1`), with its message key: as the API's errors carry it. */
export interface SelectionProblem {
  field: string;
  key: string;
  params?: Record<string, unknown>;
}

const problem = (field: string, key: string, params?: Record<string, unknown>): SelectionProblem =>
  params ? { field, key, params } : { field, key };

function roomProblems(journey: EngineJourney, selection: BookingSelection): SelectionProblem[] {
  if (journey.hotels.length === 0)
    return selection.rooms.length > 0 || selection.hotel !== null ? [problem('hotel', 'error.reference')] : [];
  if (selection.hotel === null) return [problem('hotel', 'error.empty')];
  const hotel = journey.hotels.find((candidate) => candidate.id_htl_hotel === selection.hotel);
  if (!hotel) return [problem('hotel', 'error.reference')];
  if (selection.rooms.length === 0) return [problem('rooms', 'error.empty')];
  if (selection.rooms.length > MAX_ROOMS) return [problem('rooms', 'booking.errors.max_rooms', { max: MAX_ROOMS })];
  return selection.rooms.flatMap((chosen, index) => {
    const room = hotel.rooms.find((candidate) => candidate.id_htl_room === chosen.id_htl_room);
    if (!room) return [problem(`rooms/${index}/id_htl_room`, 'error.reference')];
    return chosen.persons < room.min_capacity || chosen.persons > room.max_capacity
      ? [problem(`rooms/${index}`, 'booking.errors.room_capacity', { min: room.min_capacity, max: room.max_capacity })]
      : [];
  });
}

/** Each traveller in a room of the selection, as many in each as it names; on a bus, at a boarding point. */
function travellerProblems(journey: EngineJourney, selection: BookingSelection): SelectionProblem[] {
  const { travellers, rooms } = selection;
  if (travellers.length === 0) return [problem('travellers', 'error.empty')];
  const problems: SelectionProblem[] = [];
  if (rooms.length > 0) {
    if (travellers.length !== rooms.reduce((sum, room) => sum + room.persons, 0))
      problems.push(problem('travellers', 'error.invalid'));
    else
      rooms.forEach((room, index) => {
        if (travellers.filter((traveller) => traveller.room === index).length !== room.persons)
          problems.push(problem(`rooms/${index}`, 'error.invalid'));
      });
  }
  const points = journey.boarding_points.map((point) => point.id_zus_zustiege);
  const needsPoint = journey.transport === 'bus' && points.length > 0;
  travellers.forEach((traveller, index) => {
    if (traveller.boarding_point === null) {
      if (needsPoint) problems.push(problem(`travellers/${index}/boarding_point`, 'error.empty'));
    } else if (!needsPoint || !points.includes(traveller.boarding_point))
      problems.push(problem(`travellers/${index}/boarding_point`, 'error.reference'));
  });
  return problems;
}

function airportProblems(journey: EngineJourney, selection: BookingSelection): SelectionProblem[] {
  const offered = journey.transport === 'flight' ? journey.airports.map((airport) => airport.code) : [];
  if (selection.airport === null) return offered.length > 0 ? [problem('airport', 'error.empty')] : [];
  return offered.includes(selection.airport) ? [] : [problem('airport', 'error.reference')];
}

function serviceProblems(journey: EngineJourney, selection: BookingSelection): SelectionProblem[] {
  const known = journey.services.map((service) => service.index);
  if (selection.services.some((index) => !known.includes(index))) return [problem('services', 'error.reference')];
  const missing = journey.services.find((service) => service.mandatory && !selection.services.includes(service.index));
  return missing ? [problem('services', 'booking.errors.service_required', { index: missing.index })] : [];
}

/** The date's places and the chosen rooms are still free (`availability` of the selection's date). */
export function availabilityProblems(availability: DateAvailability, selection: BookingSelection): SelectionProblem[] {
  if (selection.travellers.length > availability.remaining) return [problem('date', 'booking.errors.sold_out')];
  return selection.rooms.flatMap((chosen, index) => {
    const wanted = selection.rooms.filter((room) => room.id_htl_room === chosen.id_htl_room).length;
    const left = availability.rooms.find((room) => room.id_htl_room === chosen.id_htl_room)?.remaining ?? 0;
    return wanted > left ? [problem(`rooms/${index}`, 'booking.errors.room_sold_out')] : [];
  });
}

/**
 * What is wrong with a selection, by field, before it is priced or booked: the date offered, the hotel
 * and rooms with their capacities (at most `MAX_ROOMS`), the travellers filling the rooms, the
 * boarding point of a bus trip, the airport of a flight, the mandatory services; and, given the date's
 * `availability`, enough places and rooms. Empty when it can be booked. The engine shows these before
 * it sends; the server refuses with them.
 */
export function selectionProblems(
  journey: EngineJourney,
  availability: DateAvailability | null,
  selection: BookingSelection,
): SelectionProblem[] {
  if (!journey.dates.some((date) => date.from === selection.date))
    return [problem('date', 'booking.errors.date_unavailable')];
  const problems = [
    ...roomProblems(journey, selection),
    ...travellerProblems(journey, selection),
    ...airportProblems(journey, selection),
    ...serviceProblems(journey, selection),
  ];
  return problems.length === 0 && availability ? availabilityProblems(availability, selection) : problems;
}
