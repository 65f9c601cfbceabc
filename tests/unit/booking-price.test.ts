import { describe, expect, it } from 'vitest';
import type { BookingSelection, EngineJourney } from '../../domain/booking/engine-api.ts';
import { priceBooking } from '../../domain/booking/price.ts';
import { selectionProblems } from '../../domain/booking/selection-problems.ts';

const journey: EngineJourney = {
  id_jrn_journey: 7,
  title: 'Gardasee',
  subtitle: null,
  introduction: null,
  images: [],
  duration: 6,
  transport: 'flight',
  dates: [
    {
      from: '2027-06-10',
      till: '2027-06-15',
      price: 899.5,
      price_description: null,
      single_surcharge: 120,
      departure_time: '06:00',
      return_time: '20:00',
      remaining: 6,
    },
  ],
  hotels: [
    {
      id_htl_hotel: 1,
      name: 'Hotel Lago',
      stars: 4,
      city: 'Riva',
      rooms: [
        { id_htl_room: 11, name: 'Doppelzimmer', min_capacity: 1, max_capacity: 2 },
        { id_htl_room: 12, name: 'Familienzimmer', min_capacity: 3, max_capacity: 4 },
      ],
    },
  ],
  boarding_points: [],
  airports: [
    { code: 'MUC', name: 'München', surcharge: 0, departure_time: '06:00' },
    { code: 'FRA', name: 'Frankfurt', surcharge: 45, departure_time: '07:00' },
  ],
  services: [
    { index: 0, name: 'Kurtaxe', price: 2.5, per: 'person', mandatory: true },
    { index: 1, name: 'Parkplatz', price: 49, per: 'booking', mandatory: false },
  ],
};

const traveller = (room: number) => ({
  salutation: 'Herr',
  first_name: 'Max',
  last_name: 'Muster',
  birthday: null,
  room,
  boarding_point: null,
});

const selection = (changes: Partial<BookingSelection> = {}): BookingSelection => ({
  journey: 7,
  date: '2027-06-10',
  hotel: 1,
  rooms: [{ id_htl_room: 11, persons: 2 }],
  airport: 'MUC',
  services: [0],
  insurance: null,
  travellers: [traveller(0), traveller(0)],
  ...changes,
});

const terms = { deposit_percent: 20, remaining_due_days: 30 };
const TODAY = '2027-01-15';

const RRV = { name: 'Reiserücktrittsversicherung', price: 87.3 };
describe('priceBooking', () => {
  it.each([
    {
      name: 'two in a double room with the mandatory service',
      selection: selection(),
      insurance: null,
      lines: [
        ['travel', 2, 899.5, 1799],
        ['service', 2, 2.5, 5],
      ],
      total: 1804,
    },
    {
      name: 'one alone in a room pays the single surcharge',
      selection: selection({ rooms: [{ id_htl_room: 11, persons: 1 }], travellers: [traveller(0)] }),
      insurance: null,
      lines: [
        ['travel', 1, 899.5, 899.5],
        ['single_surcharge', 1, 120, 120],
        ['service', 1, 2.5, 2.5],
      ],
      total: 1022,
    },
    {
      name: "the airport's surcharge per person, a service per booking, the insurance",
      selection: selection({ airport: 'FRA', services: [0, 1], insurance: 'RRV' }),
      insurance: RRV,
      lines: [
        ['travel', 2, 899.5, 1799],
        ['airport', 2, 45, 90],
        ['service', 2, 2.5, 5],
        ['service', 1, 49, 49],
        ['insurance', 1, 87.3, 87.3],
      ],
      total: 2030.3,
    },
  ])('$name', ({ selection: chosen, insurance, lines, total }) => {
    const quote = priceBooking(journey, chosen, insurance, terms, TODAY);
    expect(quote.lines.map((line) => [line.kind, line.quantity, line.price, line.total])).toEqual(lines);
    expect(quote.total).toBe(total);
  });

  it('asks a deposit in percent of the total, rounded to cents, and the rest 30 days before departure', () => {
    const quote = priceBooking(journey, selection({ airport: 'FRA', services: [0, 1] }), RRV, terms, TODAY);
    expect(quote).toMatchObject({ total: 2030.3, deposit: 406.06, remaining: 1624.24, remaining_due: '2027-05-11' });
    const third = priceBooking(journey, selection(), null, { deposit_percent: 33, remaining_due_days: 30 }, TODAY);
    expect(third).toMatchObject({ total: 1804, deposit: 595.32, remaining: 1208.68 });
  });

  it('asks everything at once when the remaining amount would be due today or earlier', () => {
    for (const today of ['2027-05-11', '2027-06-01'])
      expect(priceBooking(journey, selection(), null, terms, today)).toMatchObject({
        total: 1804,
        deposit: 1804,
        remaining: 0,
        remaining_due: null,
      });
    expect(priceBooking(journey, selection(), null, terms, '2027-05-10').remaining_due).toBe('2027-05-11');
  });

  it('warns when the most rooms are chosen', () => {
    const four = [0, 1, 2, 3];
    const chosen = selection({
      rooms: four.map(() => ({ id_htl_room: 11, persons: 1 })),
      travellers: four.map(traveller),
    });
    expect(priceBooking(journey, chosen, null, terms, TODAY).max_rooms_reached).toBe(true);
    expect(priceBooking(journey, selection(), null, terms, TODAY).max_rooms_reached).toBe(false);
  });
});

describe('selectionProblems', () => {
  it('finds nothing wrong with a bookable selection', () => {
    expect(selectionProblems(journey, null, selection())).toEqual([]);
  });

  it.each([
    ['a date not offered', { date: '2027-06-11' }, [{ field: 'date', key: 'booking.errors.date_unavailable' }]],
    ['no airport for a flight', { airport: null }, [{ field: 'airport', key: 'error.empty' }]],
    ['an airport of no journey', { airport: 'BER' }, [{ field: 'airport', key: 'error.reference' }]],
    [
      'a mandatory service left out',
      { services: [1] },
      [{ field: 'services', key: 'booking.errors.service_required', params: { index: 0 } }],
    ],
    [
      'too few for a family room',
      { rooms: [{ id_htl_room: 12, persons: 2 }] },
      [{ field: 'rooms/0', key: 'booking.errors.room_capacity', params: { min: 3, max: 4 } }],
    ],
    [
      'a room of another hotel',
      { rooms: [{ id_htl_room: 99, persons: 2 }] },
      [{ field: 'rooms/0/id_htl_room', key: 'error.reference' }],
    ],
    [
      'travellers not filling the rooms',
      { travellers: [traveller(0)] },
      [{ field: 'travellers', key: 'error.invalid' }],
    ],
    [
      'a boarding point on a flight',
      { travellers: [traveller(0), { ...traveller(0), boarding_point: 3 }] },
      [{ field: 'travellers/1/boarding_point', key: 'error.reference' }],
    ],
  ] as const)('names %s', (_name, changes, problems) => {
    expect(selectionProblems(journey, null, selection(changes as Partial<BookingSelection>))).toEqual(problems);
  });

  it('names more rooms than one booking takes', () => {
    const five = [0, 1, 2, 3, 4];
    const chosen = selection({
      rooms: five.map(() => ({ id_htl_room: 11, persons: 1 })),
      travellers: five.map(traveller),
    });
    expect(selectionProblems(journey, null, chosen)).toEqual([
      { field: 'rooms', key: 'booking.errors.max_rooms', params: { max: 4 } },
    ]);
  });

  it('names places and rooms not left, given the availability', () => {
    const few = { from: '2027-06-10', remaining: 1, rooms: [{ id_htl_room: 11, remaining: 1 }] };
    expect(selectionProblems(journey, few, selection())).toEqual([{ field: 'date', key: 'booking.errors.sold_out' }]);
    const noRoom = { ...few, remaining: 4, rooms: [{ id_htl_room: 11, remaining: 0 }] };
    expect(selectionProblems(journey, noRoom, selection())).toEqual([
      { field: 'rooms/0', key: 'booking.errors.room_sold_out' },
    ]);
  });
});
