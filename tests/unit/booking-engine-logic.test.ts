import { describe, expect, it } from 'vitest';
import type { EngineJourney } from '../../domain/booking/engine-api.ts';
import { boardingTime } from '../../custom/booking-engine/logic/boarding-time.ts';
import {
  allConsentsGiven,
  bookingRequestOf,
  changeDraft,
  consentsNeeded,
  newDraft,
  withMandatoryServices,
  type BookingDraft,
  type DraftChange,
} from '../../custom/booking-engine/logic/booking-draft.ts';
import { firstIncomplete, stepComplete } from '../../custom/booking-engine/logic/booking-steps.ts';
import { chooseLanguage } from '../../custom/booking-engine/logic/engine-language.ts';
import { returnView } from '../../custom/booking-engine/logic/return-polling.ts';

const journey: EngineJourney = {
  id_jrn_journey: 7,
  title: 'Gardasee',
  subtitle: null,
  introduction: null,
  images: [],
  duration: 5,
  transport: 'bus',
  dates: [
    {
      from: '2027-05-01',
      till: '2027-05-05',
      price: 599,
      price_description: null,
      single_surcharge: 120,
      departure_time: '06:30',
      return_time: '18:00',
      remaining: 10,
    },
  ],
  hotels: [
    {
      id_htl_hotel: 3,
      name: 'Hotel Lago',
      stars: 4,
      city: 'Riva',
      rooms: [{ id_htl_room: 31, name: 'Double room', min_capacity: 1, max_capacity: 2 }],
    },
  ],
  boarding_points: [
    { id_zus_zustiege: 11, place: 'Hamburg', street: 'ZOB', zip: '20099', offset_outbound: 0, offset_return: 0 },
    { id_zus_zustiege: 12, place: 'Hannover', street: null, zip: null, offset_outbound: 150, offset_return: -150 },
  ],
  airports: [],
  services: [
    { index: 0, name: 'Guided tour', price: 25, per: 'person', mandatory: false },
    { index: 1, name: 'Tourist tax', price: 8, per: 'person', mandatory: true },
  ],
};

const apply = (draft: BookingDraft, ...changes: DraftChange[]) => changes.reduce(changeDraft, draft);
const traveller = (first_name: string) => ({
  salutation: 'Frau',
  first_name,
  last_name: 'Muster',
  birthday: '1970-01-01',
});

/** A draft filled in up to the summary: date, a double room, boarding point, travellers, contact, payment. */
function filledDraft(): BookingDraft {
  const draft = apply(
    newDraft(7),
    { type: 'date', date: '2027-05-01' },
    { type: 'addRoom', hotel: 3, id_htl_room: 31, persons: 2 },
    { type: 'boardingPoint', id: 11 },
    { type: 'traveller', index: 0, values: traveller('Anna') },
    { type: 'traveller', index: 1, values: traveller('Ben') },
    {
      type: 'contact',
      values: {
        salutation: 'Frau',
        first_name: 'Anna',
        last_name: 'Muster',
        street: 'Weg 1',
        zip: '20095',
        city: 'Hamburg',
        email: 'anna@example.org',
      },
    },
    { type: 'paymentMethod', method: 'credit_card' },
  );
  return { ...draft, services: withMandatoryServices(draft.services, journey) };
}

describe('the boarding time', () => {
  it("is the date's departure time moved by the boarding point's offset", () => {
    expect(boardingTime('06:30', 0)).toBe('06:30');
    expect(boardingTime('06:30', 150)).toBe('09:00');
    expect(boardingTime('06:30', -45)).toBe('05:45');
  });

  it('wraps around midnight, and is unknown without a departure time', () => {
    expect(boardingTime('23:30', 45)).toBe('00:15');
    expect(boardingTime('00:10', -20)).toBe('23:50');
    expect(boardingTime(null, 30)).toBeNull();
  });
});

describe('the booking in progress', () => {
  it('has one traveller per person of its rooms, keeping what was typed when rooms change', () => {
    const draft = filledDraft();
    expect(draft.travellers.map((person) => [person.first_name, person.room, person.boarding_point])).toEqual([
      ['Anna', 0, 11],
      ['Ben', 0, 11],
    ]);
    const twoRooms = changeDraft(draft, { type: 'addRoom', hotel: 3, id_htl_room: 31, persons: 1 });
    expect(twoRooms.travellers.map((person) => [person.first_name, person.room])).toEqual([
      ['Anna', 0],
      ['Ben', 0],
      ['', 1],
    ]);
    const fewer = changeDraft(twoRooms, { type: 'removeRoom', index: 0 });
    expect(fewer.travellers.map((person) => [person.first_name, person.room])).toEqual([['', 0]]);
  });

  it('takes no more than four rooms', () => {
    const room = { type: 'addRoom', hotel: 3, id_htl_room: 31, persons: 1 } as const;
    const draft = apply(newDraft(7), room, room, room, room, room);
    expect(draft.rooms).toHaveLength(4);
  });

  it('moves the travellers who kept the default boarding point to a new one, not those who chose their own', () => {
    const draft = apply(filledDraft(), { type: 'traveller', index: 1, values: { boarding_point: 12 } });
    const moved = changeDraft(draft, { type: 'boardingPoint', id: 12 });
    expect(moved.travellers.map((person) => person.boarding_point)).toEqual([12, 12]);
    const back = changeDraft(moved, { type: 'boardingPoint', id: 11 });
    expect(back.travellers.map((person) => person.boarding_point)).toEqual([11, 11]);
  });

  it('always keeps the mandatory services', () => {
    expect(withMandatoryServices([], journey)).toEqual([1]);
    expect(withMandatoryServices([0], journey)).toEqual([0, 1]);
  });

  it('needs the insurance sheet consent only with an insurance, and forgets it when the insurance goes', () => {
    const draft = filledDraft();
    expect(consentsNeeded(draft)).toEqual(['travel_conditions', 'privacy_policy', 'package_travel']);
    const insured = apply(
      draft,
      { type: 'insurance', code: 'RRV' },
      ...(['travel_conditions', 'privacy_policy', 'package_travel'] as const).map((key): DraftChange => ({
        type: 'consent',
        key,
        accepted: true,
      })),
    );
    expect(allConsentsGiven(insured)).toBe(false);
    const accepted = changeDraft(insured, { type: 'consent', key: 'insurance_information', accepted: true });
    expect(allConsentsGiven(accepted)).toBe(true);
    const uninsured = changeDraft(accepted, { type: 'insurance', code: null });
    expect(uninsured.consents).not.toContain('insurance_information');
    expect(allConsentsGiven(uninsured)).toBe(true);
  });

  it('sends the consents with the terms version shown, and the contact and payment', () => {
    const draft = apply(filledDraft(), { type: 'consent', key: 'privacy_policy', accepted: true });
    const request = bookingRequestOf(draft, '2026-01', 'de');
    expect(request.consents).toEqual([{ key: 'privacy_policy', version: '2026-01' }]);
    expect(request).toMatchObject({
      journey: 7,
      date: '2027-05-01',
      hotel: 3,
      services: [1],
      payment_method: 'credit_card',
      language: 'de',
    });
    expect(request.rooms).toEqual([{ id_htl_room: 31, persons: 2 }]);
    expect(request.travellers).toHaveLength(2);
  });

  it('clears the travellers and consents after a double booking, keeping date and rooms', () => {
    const draft = apply(
      filledDraft(),
      { type: 'consent', key: 'privacy_policy', accepted: true },
      { type: 'clearTravellers' },
    );
    expect(draft.travellers.map((person) => person.first_name)).toEqual(['', '']);
    expect(draft.consents).toEqual([]);
    expect(draft.date).toBe('2027-05-01');
    expect(draft.rooms).toHaveLength(1);
  });
});

describe('the steps', () => {
  it('let a step be opened only when the ones before it are complete', () => {
    const empty = newDraft(7);
    expect(firstIncomplete('summary', empty, journey)).toBe('journey');
    const dated = apply(
      empty,
      { type: 'date', date: '2027-05-01' },
      { type: 'addRoom', hotel: 3, id_htl_room: 31, persons: 2 },
    );
    expect(firstIncomplete('travellers', dated, journey)).toBe('options');
    expect(firstIncomplete('summary', filledDraft(), journey)).toBe('summary');
  });

  it('need a boarding point for a bus trip, every traveller, and a valid contact email', () => {
    const draft = filledDraft();
    expect(stepComplete('options', { ...draft, boarding_point: null }, journey)).toBe(false);
    expect(stepComplete('options', draft, { ...journey, transport: 'ship' })).toBe(true);
    const unnamed = changeDraft(draft, { type: 'traveller', index: 1, values: { last_name: ' ' } });
    expect(stepComplete('travellers', unnamed, journey)).toBe(false);
    expect(stepComplete('contact', changeDraft(draft, { type: 'contact', values: { email: 'anna@' } }), journey)).toBe(
      false,
    );
    expect(stepComplete('contact', draft, journey)).toBe(true);
  });
});

describe('the language', () => {
  it('is the link’s, else the one chosen before in the tab, else the browser’s first known one, else German', () => {
    expect(chooseLanguage('?lang=fr', ['en-GB'])).toBe('fr');
    expect(chooseLanguage('?lang=xx', ['da-DK', 'en'])).toBe('dk');
    expect(chooseLanguage('', ['nl-NL', 'en-US'])).toBe('en');
    expect(chooseLanguage('', ['nl-NL'])).toBe('de');
    expect(chooseLanguage('', ['en-US'], 'fr')).toBe('fr');
    expect(chooseLanguage('?lang=de', ['en-US'], 'fr')).toBe('de');
  });
});

describe('the return page', () => {
  const booking = {
    number: 'B-1',
    status: 'held',
    journey_title: 'Gardasee',
    date_from: '2027-05-01',
    date_till: '2027-05-05',
    persons: 2,
    total: 1198,
    deposit: 239.6,
    remaining: 958.4,
    remaining_due: '2027-04-01',
    payment_method: 'credit_card',
    failure: null,
    contact_email: 'anna@example.org',
  } as const;

  it('checks again while the booking is held, and gives up after ten checks', () => {
    expect(returnView(booking, 1).kind).toBe('checking');
    expect(returnView(booking, 10).kind).toBe('pending');
  });

  it('thanks for a booked booking, and shows the failure of one that was not completed', () => {
    expect(returnView({ ...booking, status: 'booked' }, 1).kind).toBe('booked');
    expect(returnView({ ...booking, status: 'failed', failure: 'booking.errors.card_declined' }, 1)).toMatchObject({
      kind: 'failed',
      key: 'booking.errors.card_declined',
    });
    expect(returnView({ ...booking, status: 'expired' }, 1)).toMatchObject({
      kind: 'failed',
      key: 'booking.errors.expired',
    });
  });

  it('sends a paid booking that could not be written to the support', () => {
    expect(returnView({ ...booking, status: 'paid', failure: 'booking.errors.not_successful' }, 1)).toMatchObject({
      kind: 'support',
      key: 'booking.errors.not_successful',
    });
    expect(returnView({ ...booking, status: 'paid' }, 3).kind).toBe('checking');
  });
});
