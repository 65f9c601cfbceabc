import type { Kysely } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import { dynamic } from '../../../crud/crud-context.ts';
import { demoRegistry } from '../../../db/seed/demo-registry.ts';
import { insertRows, rowFieldTypes } from '../../../db/seed/insert-rows.ts';
import type { Tables } from '../../../db/tables.ts';
import { buildDemoCustomers, hasEmail, type DemoCustomer } from '../../customers/seed/customers.ts';
import { seededRandom } from '../../../db/seed/random.ts';
import { SEED } from '../../../db/seed/seed-faker.ts';
import { SEEDED_ON } from '../../../db/seed/demo-clock.ts';

export const DEMO_PROCESSES = 150;

const FIRST_NUMBER = 101;
/** `V-2026-000101`: the booking number of the index-th demo process. */
export const processNumber = (index: number) => `V-2026-${String(FIRST_NUMBER + index).padStart(6, '0')}`;

/*
 * The stable demo examples, for tests, the README and trying the console by hand:
 * - V-2026-000101 is booked by a customer with an email address: registering with this booking
 *   number works (the code goes to the booker's address).
 * - V-2026-000102, V-2026-000103 and V-2026-000104 are booked by customers without one: registering
 *   with them answers "the process has no email address" (login.process_no_email).
 * All four are firm bookings. They stay the same as long as SEED and the generators do.
 */
export const DEMO_PROCESS_WITH_EMAIL = processNumber(0);
export const DEMO_PROCESS_WITHOUT_EMAIL = processNumber(1);
export const DEMO_PROCESSES_WITHOUT_EMAIL = [processNumber(1), processNumber(2), processNumber(3)] as const;

/** Process status (spec 1 §4): 0 draft, 1 booking request, 2 option, 3 waiting list, 4 firm booking, 5 cancelled. */
export const PROCESS_STATUS = {
  draft: '0',
  request: '1',
  option: '2',
  waitingList: '3',
  firm: '4',
  cancelled: '5',
} as const;

export interface BusTour {
  title: string;
  /** Months (1-12) in which the tour starts. */
  months: readonly number[];
  /** Days of the month it starts on; any from 1 to 28 when absent. */
  days?: readonly number[];
  /** Length in days, first and last day included. */
  duration: number;
  /** Price per person in euro. */
  price: number;
}

/** Coach tours of a German bus operator, with the season they run in. */
export const busTours: readonly BusTour[] = [
  { title: 'Adventszauber in Dresden', months: [11, 12], duration: 4, price: 449 },
  { title: 'Gardasee Frühling', months: [4, 5], duration: 6, price: 789 },
  { title: 'Weihnachtsmärkte im Elsass', months: [12], duration: 4, price: 529 },
  { title: 'Blütenzauber am Bodensee', months: [4, 5], duration: 5, price: 649 },
  { title: 'Rügen – Kreidefelsen und Ostseebäder', months: [5, 6, 7, 8, 9], duration: 5, price: 619 },
  { title: 'Silvester in Wien', months: [12], days: [29, 30], duration: 5, price: 899 },
  { title: 'Rhein in Flammen in Koblenz', months: [8], days: [7, 8], duration: 3, price: 379 },
  { title: 'Tulpenblüte in Holland', months: [4], duration: 4, price: 499 },
  { title: 'Törggelen in Südtirol', months: [10], duration: 6, price: 829 },
  { title: 'Salzburger Adventsingen', months: [12], duration: 4, price: 569 },
  { title: 'Musical „Der König der Löwen“ in Hamburg', months: [1, 2, 3, 4, 5, 6, 9, 10, 11], duration: 2, price: 289 },
  { title: 'Mecklenburgische Seenplatte', months: [6, 7, 8, 9], duration: 5, price: 579 },
  { title: 'Prag – Goldene Stadt an der Moldau', months: [3, 4, 5, 6, 9, 10], duration: 4, price: 459 },
  { title: 'Toskana mit Florenz, Siena und Pisa', months: [5, 6, 9, 10], duration: 8, price: 1149 },
  { title: 'Almabtrieb im Allgäu', months: [9], duration: 4, price: 489 },
  { title: 'Ostern auf Usedom', months: [3, 4], duration: 5, price: 599 },
  { title: 'Berlin – Hauptstadt erleben', months: [3, 4, 5, 6, 7, 8, 9, 10, 11], duration: 3, price: 349 },
  { title: 'Weinfest an der Mosel', months: [9], duration: 4, price: 469 },
  { title: 'Nordkap – Rundreise durch Skandinavien', months: [6, 7], duration: 14, price: 2490 },
  { title: 'Schottland – Highlands und Whisky', months: [6, 7, 8], duration: 10, price: 1890 },
  { title: 'Wandern in der Sächsischen Schweiz', months: [5, 6, 7, 8, 9, 10], duration: 5, price: 549 },
  { title: 'Krakau und Breslau', months: [4, 5, 6, 9, 10], duration: 6, price: 729 },
  { title: 'Wanderwoche im Zillertal', months: [6, 7, 8, 9], duration: 7, price: 849 },
  { title: 'Paris zur Weihnachtszeit', months: [12], duration: 5, price: 749 },
  { title: 'Weihnachtsland Erzgebirge', months: [11, 12], duration: 4, price: 479 },
  { title: 'Harzreise mit der Brockenbahn', months: [4, 5, 6, 7, 8, 9, 10], duration: 4, price: 429 },
  { title: 'Spreewald und Lausitzer Seenland', months: [5, 6, 7, 8], duration: 3, price: 329 },
  { title: 'Kurreise nach Bad Füssing', months: [1, 2, 3, 10, 11], duration: 10, price: 990 },
];

/** A process (pc_process, schemas/processes/process.json) as the seed writes it. */
export interface DemoProcess {
  number: string;
  invoice_id: string | null;
  external_id: string | null;
  title: string;
  price: number;
  status: string;
  /** YYYY-MM-DD, in 2026 or 2027. */
  journey_start: string;
  journey_end: string;
  /** The booker: an index into buildDemoCustomers(). */
  booker: number;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The demo processes: the same 150 on every call, booked by the demo customers (regular customers
 * more often). The first four are the stable examples above.
 */
export function buildDemoProcesses(customers: readonly DemoCustomer[] = buildDemoCustomers()): DemoProcess[] {
  const random = seededRandom(SEED + 102);
  const withEmail = customers.flatMap((customer, index) => (hasEmail(customer) ? [index] : []));
  const withoutEmail = customers.flatMap((customer, index) => (hasEmail(customer) ? [] : [index]));
  const examples = [withEmail[0], ...withoutEmail.slice(0, DEMO_PROCESSES_WITHOUT_EMAIL.length)];
  if (examples.some((index) => index === undefined)) throw new Error('The demo customers lack the example bookers');
  const bookers = customers.flatMap((customer, index) =>
    customer.regular ? [index, index, index] : random.chance(0.6) ? [index] : [],
  );
  const statuses = [
    ...Array<string>(11).fill(PROCESS_STATUS.firm),
    ...Array<string>(3).fill(PROCESS_STATUS.request),
    ...Array<string>(2).fill(PROCESS_STATUS.option),
    ...Array<string>(2).fill(PROCESS_STATUS.cancelled),
    PROCESS_STATUS.draft,
    PROCESS_STATUS.waitingList,
  ];

  const pastStatuses = statuses.filter(
    (status) => status === PROCESS_STATUS.firm || status === PROCESS_STATUS.cancelled,
  );

  let invoices = 4_100;
  return Array.from({ length: DEMO_PROCESSES }, (_, index): DemoProcess => {
    const tour = random.pick(busTours);
    const year = random.chance(0.6) ? 2026 : 2027;
    const month = random.pick(tour.months);
    const day = tour.days ? random.pick(tour.days) : random.between(1, 28);
    const start = new Date(Date.UTC(year, month - 1, day));
    const end = new Date(start.getTime() + (tour.duration - 1) * 86_400_000);
    const travellers = random.pick([1, 1, 1, 2, 2, 2, 2, 2, 3, 4]);
    const insurance = random.chance(0.4) ? travellers * (tour.duration > 7 ? 59 : 29) : 0;
    const singleRoom = travellers === 1 && tour.duration > 1 ? (tour.duration - 1) * 25 : 0;
    const past = isoDate(start) < SEEDED_ON;
    const status =
      index < examples.length ? PROCESS_STATUS.firm : past ? random.pick(pastStatuses) : random.pick(statuses);
    const invoiced = status === PROCESS_STATUS.firm || (status === PROCESS_STATUS.cancelled && random.chance(0.5));
    return {
      number: processNumber(index),
      invoice_id: invoiced ? `RE-2026-${String((invoices += random.between(1, 4))).padStart(5, '0')}` : null,
      external_id: random.chance(0.4) ? `RT${random.between(1_000_000, 9_999_999)}` : null,
      title: tour.title,
      price: tour.price * travellers + insurance + singleRoom,
      status,
      journey_start: isoDate(start),
      journey_end: isoDate(end),
      booker: examples[index] ?? random.pick(bookers),
    };
  });
}

/**
 * Adds the demo processes whose number is not taken yet, in one statement.
 * `customerIds` are the ids of the demo customers, in the order of buildDemoCustomers() (demoCustomerIds answers them).
 */
export async function seedProcesses(
  db: Kysely<Tables>,
  customerIds: readonly number[],
  registry: Registry = demoRegistry(),
): Promise<{ added: number }> {
  const entity = registry.entities['processes/process'];
  if (!entity) throw new Error('the registry has no entity processes/process for the demo processes');
  const processes = buildDemoProcesses();
  return db.transaction().execute(async (trx) => {
    const numbers = processes.map((process) => process.number);
    const taken = await dynamic(trx).selectFrom(entity.table).select('number').where('number', 'in', numbers).execute();
    const takenNumbers = new Set(taken.map((row: { number: string }) => row.number));
    const missing = processes.filter((process) => !takenNumbers.has(process.number));
    if (missing.length === 0) return { added: 0 };
    const rows = missing.map(({ booker, ...process }) => {
      const id = customerIds[booker];
      if (id === undefined) throw new Error(`No id for demo customer ${booker}`);
      return { ...process, vc_card_booker: id };
    });
    await insertRows(entity, Object.keys(rowFieldTypes(entity, rows)), rows).execute(trx);
    return { added: missing.length };
  });
}
