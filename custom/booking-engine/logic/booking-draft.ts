import {
  CONSENTS,
  MAX_ROOMS,
  type BookingRequest,
  type BookingSelection,
  type ConsentKey,
  type ContactInput,
  type EngineJourney,
  type PaymentMethod,
  type TravellerInput,
} from '../../../domain/booking/engine-api';

/** The booking in progress, as the traveller fills it in step by step. */
export interface BookingDraft {
  journey: number;
  date: string | null;
  hotel: number | null;
  rooms: { id_htl_room: number; persons: number }[];
  /** The boarding point chosen in step 1, every traveller's unless changed in step 2. */
  boarding_point: number | null;
  airport: string | null;
  services: number[];
  insurance: string | null;
  travellers: TravellerInput[];
  contact: ContactInput;
  payment_method: PaymentMethod | null;
  consents: ConsentKey[];
  /** The agency whose website links the engine (`?agency=`), or null. */
  agency: number | null;
}

const emptyContact: ContactInput = {
  salutation: '',
  first_name: '',
  last_name: '',
  street: '',
  zip: '',
  city: '',
  country: 'DE',
  email: '',
  phone: null,
};

export function newDraft(journey: number, agency: number | null = null): BookingDraft {
  return {
    journey,
    date: null,
    hotel: null,
    rooms: [],
    boarding_point: null,
    airport: null,
    services: [],
    insurance: null,
    travellers: [],
    contact: emptyContact,
    payment_method: null,
    consents: [],
    agency,
  };
}

export const personsOf = (draft: Pick<BookingDraft, 'rooms'>) =>
  draft.rooms.reduce((sum, room) => sum + room.persons, 0);

/** One traveller per person of each room, keeping what was typed for the persons that stay. */
export function travellersFor(draft: BookingDraft): TravellerInput[] {
  const travellers: TravellerInput[] = [];
  draft.rooms.forEach((room, roomIndex) => {
    const before = draft.travellers.filter((traveller) => traveller.room === roomIndex);
    for (let person = 0; person < room.persons; person += 1) {
      travellers.push(
        before[person] ?? {
          salutation: '',
          first_name: '',
          last_name: '',
          birthday: null,
          room: roomIndex,
          boarding_point: draft.boarding_point,
        },
      );
    }
  });
  return travellers;
}

/** The mandatory services are always chosen. */
export function withMandatoryServices(services: readonly number[], journey: EngineJourney): number[] {
  const mandatory = journey.services.filter((service) => service.mandatory).map((service) => service.index);
  return [...new Set([...services, ...mandatory])].sort((a, b) => a - b);
}

export type DraftChange =
  | { type: 'date'; date: string }
  | { type: 'hotel'; id: number }
  | { type: 'addRoom'; id_htl_room: number; hotel: number; persons: number }
  | { type: 'room'; index: number; id_htl_room: number; persons: number }
  | { type: 'removeRoom'; index: number }
  | { type: 'boardingPoint'; id: number | null }
  | { type: 'airport'; code: string | null }
  | { type: 'service'; index: number; chosen: boolean }
  | { type: 'insurance'; code: string | null }
  | { type: 'traveller'; index: number; values: Partial<TravellerInput> }
  | { type: 'contact'; values: Partial<ContactInput> }
  | { type: 'paymentMethod'; method: PaymentMethod }
  | { type: 'consent'; key: ConsentKey; accepted: boolean }
  /** The same travellers are booked already (409 double booking): start again from step 1 without them. */
  | { type: 'clearTravellers' };

export function changeDraft(draft: BookingDraft, change: DraftChange): BookingDraft {
  switch (change.type) {
    case 'date':
      return { ...draft, date: change.date };
    case 'hotel':
      return change.id === draft.hotel ? draft : withTravellers({ ...draft, hotel: change.id, rooms: [] });
    case 'addRoom': {
      if (draft.rooms.length >= MAX_ROOMS) return draft;
      const rooms = [...draft.rooms, { id_htl_room: change.id_htl_room, persons: change.persons }];
      return withTravellers({ ...draft, hotel: change.hotel, rooms });
    }
    case 'room': {
      const rooms = draft.rooms.map((room, index) =>
        index === change.index ? { id_htl_room: change.id_htl_room, persons: change.persons } : room,
      );
      return withTravellers({ ...draft, rooms });
    }
    case 'removeRoom': {
      const rooms = draft.rooms.filter((_room, index) => index !== change.index);
      const travellers = draft.travellers
        .filter((traveller) => traveller.room !== change.index)
        .map((traveller) => (traveller.room > change.index ? { ...traveller, room: traveller.room - 1 } : traveller));
      return withTravellers({ ...draft, rooms, travellers, hotel: rooms.length ? draft.hotel : null });
    }
    case 'boardingPoint': {
      // The travellers who kept the former default take the new one.
      const travellers = draft.travellers.map((traveller) =>
        traveller.boarding_point === draft.boarding_point ? { ...traveller, boarding_point: change.id } : traveller,
      );
      return { ...draft, boarding_point: change.id, travellers };
    }
    case 'airport':
      return { ...draft, airport: change.code };
    case 'service': {
      const others = draft.services.filter((index) => index !== change.index);
      return { ...draft, services: change.chosen ? [...others, change.index].sort((a, b) => a - b) : others };
    }
    case 'insurance': {
      const consents = change.code ? draft.consents : draft.consents.filter((key) => key !== 'insurance_information');
      return { ...draft, insurance: change.code, consents };
    }
    case 'traveller':
      return {
        ...draft,
        travellers: draft.travellers.map((traveller, index) =>
          index === change.index ? { ...traveller, ...change.values } : traveller,
        ),
      };
    case 'contact':
      return { ...draft, contact: { ...draft.contact, ...change.values } };
    case 'paymentMethod':
      return { ...draft, payment_method: change.method };
    case 'consent': {
      const others = draft.consents.filter((key) => key !== change.key);
      return { ...draft, consents: change.accepted ? [...others, change.key] : others };
    }
    case 'clearTravellers':
      return withTravellers({ ...draft, travellers: [], consents: [] });
  }
}

const withTravellers = (draft: BookingDraft): BookingDraft => ({ ...draft, travellers: travellersFor(draft) });

/** What the quote and the booking are asked for. */
export function selectionOf(draft: BookingDraft): BookingSelection {
  return {
    journey: draft.journey,
    date: draft.date ?? '',
    hotel: draft.hotel,
    rooms: draft.rooms,
    airport: draft.airport,
    services: draft.services,
    insurance: draft.insurance,
    travellers: draft.travellers,
  };
}

/** The consents this booking needs: the insurance's information sheet only with an insurance. */
export const consentsNeeded = (draft: Pick<BookingDraft, 'insurance'>): ConsentKey[] =>
  CONSENTS.filter((key) => key !== 'insurance_information' || draft.insurance !== null);

export const allConsentsGiven = (draft: BookingDraft) =>
  consentsNeeded(draft).every((key) => draft.consents.includes(key));

export function bookingRequestOf(draft: BookingDraft, termsVersion: string, language: string): BookingRequest {
  return {
    ...selectionOf(draft),
    contact: draft.contact,
    payment_method: draft.payment_method ?? 'credit_card',
    consents: consentsNeeded(draft)
      .filter((key) => draft.consents.includes(key))
      .map((key) => ({ key, version: termsVersion })),
    language,
    agency: draft.agency,
  };
}
