import type { Kysely } from 'kysely';
import type { BulkLoaded } from '../../../core/area.ts';
import { bulkLoad, type BulkLoadOptions, type BulkTable } from '../../../db/seed/bulk-load-table.ts';
import { seededRandom } from '../../../db/seed/random.ts';
import { SEED } from '../../../db/seed/seed-faker.ts';
import type { Tables } from '../../../db/tables.ts';
import { peopleSource } from '../../customers/seed/customers.ts';
import { busTours } from './processes.ts';

interface BulkCard {
  name: string;
  firstname: string;
  lastname: string;
  street: string;
  zip: string;
  city: string;
  ratio_id: string;
}

interface BulkProcess {
  number: string;
  backend: string;
  ratio_id: number;
  invoice_id: string | null;
  customer_number: string;
  title: string;
  status: string;
  price: number;
  journey_start: string;
  journey_end: string;
  participants: number;
  vc_card_booker: number;
}

/** Bookers: German names and places, each with a Ratio customer number above the demo data's. */
const cards: BulkTable<BulkCard> = {
  entity: 'customers/customer',
  fields: ['name', 'firstname', 'lastname', 'street', 'zip', 'city', 'ratio_id'],
  rows(sequence) {
    const people = peopleSource(SEED + sequence);
    return () => {
      const firstname = people.firstname(people.random.chance(0.55));
      const lastname = people.lastname();
      const place = people.place();
      return {
        name: `${firstname} ${lastname}`,
        firstname,
        lastname,
        street: `${people.street()} ${people.houseNumber()}`,
        zip: place.zip,
        city: place.city,
        ratio_id: String(2_000_000 + sequence++),
      };
    };
  },
};

const STATUSES = ['4', '4', '4', '4', '4', '1', '2', '5', '0', '3'];
const pad = (value: number) => String(value).padStart(2, '0');

/** Processes booked by the cards `firstCard` … `firstCard + cardCount - 1`, numbered after Ratio's demo numbers. */
const processes = (firstCard: number, cardCount: number): BulkTable<BulkProcess> => ({
  entity: 'processes/process',
  fields: [
    'number',
    'backend',
    'ratio_id',
    'invoice_id',
    'customer_number',
    'title',
    'status',
    'price',
    'journey_start',
    'journey_end',
    'participants',
    'vc_card_booker',
  ],
  rows(sequence) {
    const random = seededRandom(SEED + sequence);
    return () => {
      const number = 10_000_000 + sequence++;
      const tour = random.pick(busTours);
      const booker = firstCard + random.between(0, cardCount - 1);
      const status = random.pick(STATUSES);
      const travellers = random.between(1, 6);
      const month = random.pick(tour.months);
      const start = `${random.pick([2025, 2026, 2027])}-${pad(month)}-${pad(random.between(1, 28 - Math.min(tour.duration, 14)))}`;
      const end = `${start.slice(0, 8)}${pad(Number(start.slice(8)) + tour.duration - 1)}`;
      return {
        number: `R-${number}`,
        backend: 'ratio',
        ratio_id: number,
        invoice_id: status === '4' ? `RE-${number}` : null,
        customer_number: String(2_000_000 + booker),
        title: tour.title,
        status,
        price: tour.price * travellers,
        journey_start: start,
        journey_end: end,
        participants: travellers,
        vc_card_booker: booker,
      };
    };
  },
});

/**
 * Adds `count` generated processes and a booker card for every tenth of them: the process list
 * measured at a million rows (`npm run bench -- processes`).
 */
export async function bulkLoadProcesses(
  db: Kysely<Tables>,
  count: number,
  options: BulkLoadOptions = {},
): Promise<readonly BulkLoaded[]> {
  const cardCount = Math.max(1, Math.ceil(count / 10));
  const loadedCards = await bulkLoad(db, cards, cardCount, options);
  const { last } = await db
    .selectFrom('vc_card')
    .select((eb) => eb.fn.max('id_vc_card').as('last'))
    .executeTakeFirstOrThrow();
  const firstCard = Number(last) - cardCount + 1;
  return [loadedCards, await bulkLoad(db, processes(firstCard, cardCount), count, options)];
}
