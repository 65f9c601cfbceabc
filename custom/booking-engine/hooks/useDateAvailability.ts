import type { DateAvailability, EngineJourney } from '../../../domain/booking/engine-api';
import type { BookingDraft } from '../logic/booking-draft';
import { personsOf } from '../logic/booking-draft';
import { callEngine } from '../logic/engine-client';
import { useLoad } from './useLoad';

/** What is left of the chosen date, and whether the chosen rooms and persons still fit into it. */
export function useDateAvailability(journey: EngineJourney, draft: BookingDraft) {
  const path = draft.date ? `/booking-engine/journeys/${journey.id_jrn_journey}/dates/${draft.date}` : null;
  const availability = useLoad(path, (signal) => callEngine<DateAvailability>(path ?? '', { signal }));
  const known = availability.state === 'done' ? availability.data : null;
  const roomsLeft = (room: number) => known?.rooms.find((candidate) => candidate.id_htl_room === room)?.remaining;
  const tooManyRooms = draft.rooms.some(
    (room) =>
      (roomsLeft(room.id_htl_room) ?? Infinity) <
      draft.rooms.filter((other) => other.id_htl_room === room.id_htl_room).length,
  );
  const tooManyPersons = known !== null && personsOf(draft) > known.remaining;
  return { availability, roomsLeft, tooManyRooms, tooManyPersons };
}
