import { privateMailDomains } from '../../areas/customers/seed/customers.ts';
import { busTours } from '../../areas/processes/seed/processes.ts';
import { seededRandom } from '../../db/seed/random.ts';
import { SEED, seededFaker } from '../../db/seed/seed-faker.ts';
import type { KuschickCustomer, KuschickPayment, KuschickPreJourney, KuschickProcess } from './kuschick-system.ts';

/** A customer as the emulator holds it: with the id of its address record, answered only when asked. */
export type StoredCustomer = Omit<KuschickCustomer, 'idaddress'> & { idaddress: number };

/** Everything the emulated Kuschick knows, and the booking mails it sent. */
export interface KuschickState {
  customers: Map<number, StoredCustomer>;
  processes: Map<number, KuschickProcess>;
  preJourneys: KuschickPreJourney[];
  bookingMails: { invoice_id: number; email: string | null; sentAt: string }[];
}

export const DEMO_KUSCHICK_CUSTOMERS = 250;
export const DEMO_KUSCHICK_PROCESSES = 400;
export const FIRST_KUSCHICK_ID = 20_001;
export const FIRST_INVOICE_ID = 300_001;
const FIRST_IDADDRESS = 70_001;

const PAYMENT_KINDS: readonly KuschickPayment['art'][] = ['Überweisung', 'Lastschrift', 'Bar', 'Karte', 'PayPal'];
const BOARDING_POINTS = [
  'Halle (Saale) Hbf',
  'Leipzig Hbf Ostseite',
  'Merseburg Busbahnhof',
  'Naumburg ZOB',
  'Weißenfels Markt',
];
const STATUS_POOL = [4, 4, 4, 4, 4, 1, 1, 2, 2, 3, 5, 5, 0] as const;

const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (isoDate: string, days: number) => iso(new Date(Date.parse(isoDate) + days * 86_400_000));
const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The emulated Kuschick's data, the same on every call: 250 customers, the demo bus tours as
 * pre-journeys with two to four dates each, and 400 processes in every status with 1 to 6 travellers
 * (seat and boarding point) and the payments made so far.
 */
export function seedKuschickState(): KuschickState {
  const random = seededRandom(SEED + 193);
  const faker = seededFaker(SEED + 192);
  const customers = Array.from({ length: DEMO_KUSCHICK_CUSTOMERS }, (_, index): StoredCustomer => {
    const female = random.chance(0.55);
    const vorname = faker.person.firstName(female ? 'female' : 'male');
    const nachname = faker.person.lastName();
    return {
      kuschick_id: FIRST_KUSCHICK_ID + index,
      idaddress: FIRST_IDADDRESS + index,
      anrede: female ? 'Frau' : 'Herr',
      vorname,
      nachname,
      strasse: `${faker.location.street()} ${faker.location.buildingNumber()}`,
      plz: faker.location.zipCode('#####'),
      ort: faker.location.city(),
      land: 'DE',
      email: random.chance(0.75)
        ? faker.internet
            .email({ firstName: vorname, lastName: nachname, provider: faker.helpers.arrayElement(privateMailDomains) })
            .toLowerCase()
        : null,
      telefon: random.chance(0.8) ? faker.phone.number() : null,
      geburtsdatum: iso(faker.date.birthdate({ mode: 'age', min: 25, max: 88, refDate: '2026-11-01' })),
    };
  });

  const preJourneys = busTours.map((tour, index): KuschickPreJourney => {
    const code = `KU${String(index + 1).padStart(3, '0')}`;
    const termine = [2026, 2027].flatMap((year) =>
      Array.from({ length: random.between(1, 2) }, (_, number) => {
        const month = random.pick(tour.months);
        const von = iso(
          new Date(Date.UTC(year, month - 1, tour.days ? random.pick(tour.days) : random.between(1, 28))),
        );
        return {
          code: `${code}-${year % 100}${number + 1}`,
          von,
          bis: addDays(von, tour.duration - 1),
          preis: tour.price + (year === 2027 ? 20 : 0),
          kontingent: random.pick([30, 40, 49]),
        };
      }),
    );
    return { code, titel: tour.title, dauer: tour.duration, preis: tour.price, termine };
  });

  const processes = Array.from({ length: DEMO_KUSCHICK_PROCESSES }, (_, index): KuschickProcess => {
    const journey = random.pick(preJourneys);
    const date = random.pick(journey.termine);
    const booker = random.pick(customers);
    const status = index < 6 ? (index as KuschickProcess['status']) : random.pick(STATUS_POOL);
    const count = random.pick([1, 2, 2, 2, 3, 4, 5, 6]);
    const preis = date.preis * count;
    const zahlungen: KuschickPayment[] =
      status === 4 || status === 2
        ? [
            {
              betrag: cents(preis * 0.2),
              datum: addDays(date.von, -random.between(60, 150)),
              art: random.pick(PAYMENT_KINDS),
            },
          ]
        : [];
    if (status === 4 && date.von < '2026-11-01')
      zahlungen.push({
        betrag: cents(preis * 0.8),
        datum: addDays(date.von, -random.between(20, 30)),
        art: random.pick(PAYMENT_KINDS),
      });
    const boarding = random.pick(BOARDING_POINTS);
    return {
      invoice_id: FIRST_INVOICE_ID + index,
      kuschick_id: booker.kuschick_id,
      reise: date.code,
      titel: journey.titel,
      beginn: date.von,
      ende: date.bis,
      status,
      preis,
      bezahlt: cents(zahlungen.reduce((sum, payment) => sum + payment.betrag, 0)),
      waehrung: 'EUR',
      gebucht: `${addDays(date.von, -random.between(30, 200))}T10:${String(random.between(10, 59))}:00.000Z`,
      teilnehmer: Array.from({ length: count }, (_, position) => {
        const person = position === 0 ? booker : random.pick(customers);
        return {
          vorname: person.vorname,
          nachname: person.nachname,
          geburtsdatum: person.geburtsdatum,
          sitzplatz: status === 5 ? null : String(random.between(1, 49)),
          zustieg: boarding,
        };
      }),
      zahlungen,
    };
  });

  return {
    customers: new Map(customers.map((customer) => [customer.kuschick_id, customer])),
    processes: new Map(processes.map((process) => [process.invoice_id, process])),
    preJourneys,
    bookingMails: [],
  };
}
