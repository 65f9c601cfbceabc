import type { Kysely } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import type { ContactEntry, Tables } from '../../../db/tables.ts';
import { demoAgencyId } from '../../../db/seed/demo-accounts.ts';
import { demoRegistry } from '../../../db/seed/demo-registry.ts';
import { insertRows, rowFieldTypes, seedEntity } from '../../../db/seed/insert-rows.ts';
import { germanCities } from '../../../db/seed/german-cities.ts';
import { seededRandom, weightedPool, type Random } from '../../../db/seed/random.ts';
import { SEED, seededFaker } from '../../../db/seed/seed-faker.ts';
import { slugify } from '../../../db/seed/slug.ts';

export const DEMO_CUSTOMERS = 300;
/** How many of them belong to the demo agency (demoAgency), so that the agency row rule has rows to guard. */
export const DEMO_AGENCY_CUSTOMERS = 40;

/** Spec 1 §9: salutation 0 Mr, 1 Mrs, 2 other; title 0 Prof. Dr., 1 Prof., 2 Dr., 3 Ing. */
export const SALUTATION = { mr: 0, mrs: 1, other: 2 } as const;
export const TITLE = { profDr: 0, prof: 1, dr: 2, ing: 3 } as const;

export interface Place {
  city: string;
  zip: string;
  state: string;
}

/** Towns around Lüneburg, where the demo agency's customers live: real postcodes. */
export const lueneburgRegion: readonly Place[] = [
  { city: 'Lüneburg', zip: '21335', state: 'Niedersachsen' },
  { city: 'Lüneburg', zip: '21337', state: 'Niedersachsen' },
  { city: 'Lüneburg', zip: '21339', state: 'Niedersachsen' },
  { city: 'Adendorf', zip: '21365', state: 'Niedersachsen' },
  { city: 'Bardowick', zip: '21357', state: 'Niedersachsen' },
  { city: 'Reppenstedt', zip: '21391', state: 'Niedersachsen' },
  { city: 'Bleckede', zip: '21354', state: 'Niedersachsen' },
  { city: 'Scharnebeck', zip: '21379', state: 'Niedersachsen' },
  { city: 'Dahlenburg', zip: '21368', state: 'Niedersachsen' },
  { city: 'Amelinghausen', zip: '21385', state: 'Niedersachsen' },
  { city: 'Melbeck', zip: '21406', state: 'Niedersachsen' },
  { city: 'Winsen (Luhe)', zip: '21423', state: 'Niedersachsen' },
  { city: 'Bad Bevensen', zip: '29549', state: 'Niedersachsen' },
  { city: 'Uelzen', zip: '29525', state: 'Niedersachsen' },
];

/** Dialling codes (with the trunk 0) of the cities in german-cities.ts and the towns above. */
const areaCodes: Record<string, string> = {
  Berlin: '030',
  Hamburg: '040',
  München: '089',
  Köln: '0221',
  'Frankfurt am Main': '069',
  Stuttgart: '0711',
  Düsseldorf: '0211',
  Leipzig: '0341',
  Dortmund: '0231',
  Essen: '0201',
  Bremen: '0421',
  Dresden: '0351',
  Hannover: '0511',
  Nürnberg: '0911',
  Duisburg: '0203',
  Bochum: '0234',
  Wuppertal: '0202',
  Bielefeld: '0521',
  Bonn: '0228',
  Münster: '0251',
  Mannheim: '0621',
  Karlsruhe: '0721',
  Augsburg: '0821',
  Wiesbaden: '0611',
  Mönchengladbach: '02161',
  Gelsenkirchen: '0209',
  Aachen: '0241',
  Braunschweig: '0531',
  Kiel: '0431',
  Chemnitz: '0371',
  'Halle (Saale)': '0345',
  Magdeburg: '0391',
  'Freiburg im Breisgau': '0761',
  Krefeld: '02151',
  Mainz: '06131',
  Lübeck: '0451',
  Erfurt: '0361',
  Rostock: '0381',
  Kassel: '0561',
  Potsdam: '0331',
  Saarbrücken: '0681',
  Oldenburg: '0441',
  Osnabrück: '0541',
  Darmstadt: '06151',
  Heidelberg: '06221',
  Regensburg: '0941',
  Paderborn: '05251',
  Ingolstadt: '0841',
  Würzburg: '0931',
  Ulm: '0731',
  Göttingen: '0551',
  Trier: '0651',
  Jena: '03641',
  Cottbus: '0355',
  Schwerin: '0385',
  Flensburg: '0461',
  Konstanz: '07531',
  Bamberg: '0951',
  Lüneburg: '04131',
  Bayreuth: '0921',
  Weimar: '03643',
  Stralsund: '03831',
  'Baden-Baden': '07221',
  Görlitz: '03581',
  Passau: '0851',
  Goslar: '05321',
  Wernigerode: '03943',
  Quedlinburg: '03946',
  Husum: '04841',
  Füssen: '08362',
  Adendorf: '04131',
  Bardowick: '04131',
  Reppenstedt: '04131',
  Bleckede: '05852',
  Scharnebeck: '04136',
  Dahlenburg: '05851',
  Amelinghausen: '04132',
  Melbeck: '04134',
  'Winsen (Luhe)': '04171',
  'Bad Bevensen': '05821',
  Uelzen: '0581',
};

const mobilePrefixes = [
  '151',
  '152',
  '157',
  '159',
  '160',
  '162',
  '163',
  '170',
  '171',
  '172',
  '173',
  '175',
  '176',
  '177',
];
/** The private mail providers of the demo data: reserved `.example` names, so no mail can leave. */
export const privateMailDomains = [
  'web.example',
  'gmx.example',
  't-online.example',
  'posteo.example',
  'mailbox.example',
];

const digits = (random: Random, count: number) =>
  String(random.between(2, 9)) + Array.from({ length: count - 1 }, () => random.between(0, 9)).join('');

/** Pieces of German people and addresses the customer, process and staff seeders share. */
export interface PeopleSource {
  random: Random;
  /** A place in Germany, weighted towards the big cities (less steeply than their population). */
  place(): Place;
  street(): string;
  houseNumber(): string;
  firstname(female: boolean): string;
  lastname(): string;
  company(): string;
  /** `+49 4131 123456` in the city's area, or a mobile number where the city's code is unknown. */
  landline(city: string): string;
  /** `+49 171 2345678`. */
  mobile(): string;
}

export function peopleSource(seed: number): PeopleSource {
  const faker = seededFaker(seed);
  const streets = faker.helpers.uniqueArray(() => faker.location.street(), 400);
  const women = faker.helpers.uniqueArray(() => faker.person.firstName('female'), 150);
  const men = faker.helpers.uniqueArray(() => faker.person.firstName('male'), 150);
  const lastnames = faker.helpers.uniqueArray(() => faker.person.lastName(), 400);
  const companies = faker.helpers.uniqueArray(() => faker.company.name(), 120);
  const places = weightedPool(
    germanCities.map(({ name, zip, state, population }) => ({ city: name, zip, state, population })),
    (city) => Math.sqrt(city.population) / 4,
  );
  const random = seededRandom(faker.number.int({ max: 2 ** 32 - 1 }));
  const mobile = () => `+49 ${random.pick(mobilePrefixes)} ${digits(random, random.between(7, 8))}`;
  return {
    random,
    place: () => {
      const { city, zip, state } = random.pick(places);
      return { city, zip, state };
    },
    street: () => random.pick(streets),
    houseNumber: () =>
      `${random.between(1, random.chance(0.7) ? 60 : 180)}${random.chance(0.1) ? random.pick(['a', 'b', 'c']) : ''}`,
    firstname: (female) => random.pick(female ? women : men),
    lastname: () => random.pick(lastnames),
    company: () => random.pick(companies),
    landline: (city) => {
      const code = areaCodes[city];
      if (!code) return mobile();
      const length = code.length - 1;
      return `+49 ${code.slice(1)} ${digits(random, random.between(9 - length, 10 - length))}`;
    },
    mobile,
  };
}

/** `Jürgen Weiß` as `juergen.weiss`: the local part of an address. */
export function mailName(firstname: string, lastname: string): string {
  return `${slugify(firstname)}.${slugify(lastname)}`.replace(/-/g, '');
}

/** A customer card (vc_card, schemas/customers/customer.json) as the seed writes it. */
export interface DemoCustomer {
  name: string;
  salutation: number | null;
  title: number | null;
  firstname: string;
  lastname: string;
  street: string;
  zip: string;
  city: string;
  contacts: ContactEntry[];
  kuschick_id: string | null;
  ratio_id: string | null;
  regular: boolean;
  bonus_points: number;
  /** Belongs to the demo agency (agencyId is looked up when seeding). */
  agency: boolean;
}

/** What tells a seeded card from any other: the seed finds its cards again by it. */
export const customerKey = (card: { name: string; street: string | null; zip: string | null }) =>
  `${card.name}|${card.street ?? ''}|${card.zip ?? ''}`;

export const hasEmail = (customer: { contacts: readonly ContactEntry[] }) =>
  customer.contacts.some((entry) => entry.id_vc_field_type === 1 && entry.value.trim() !== '');

/**
 * The demo customers: the same 300 cards on every call. About 85 % have an email (private or
 * business), all one or two phone numbers; 40 of them live around Lüneburg and belong to the
 * demo agency.
 */
export function buildDemoCustomers(): DemoCustomer[] {
  const people = peopleSource(SEED + 101);
  const { random } = people;
  const indexes = Array.from({ length: DEMO_CUSTOMERS }, (_, index) => index);
  for (let index = indexes.length - 1; index > 0; index -= 1) {
    const other = random.between(0, index);
    [indexes[index], indexes[other]] = [indexes[other] as number, indexes[index] as number];
  }
  const agencyIndexes = new Set(indexes.slice(0, DEMO_AGENCY_CUSTOMERS));

  const keys = new Set<string>();
  const emails = new Set<string>();
  const kuschickIds = new Set<string>();
  const ratioIds = new Set<string>();
  const uniqueId = (taken: Set<string>, next: () => string) => {
    let id = next();
    while (taken.has(id)) id = next();
    taken.add(id);
    return id;
  };

  return Array.from({ length: DEMO_CUSTOMERS }, (_, index): DemoCustomer => {
    const agency = agencyIndexes.has(index);
    const salutation = random.chance(0.02) ? SALUTATION.other : random.chance(0.52) ? SALUTATION.mrs : SALUTATION.mr;
    const female = salutation === SALUTATION.mrs || (salutation === SALUTATION.other && random.chance(0.5));
    const titleRoll = random.next();
    const title =
      titleRoll < 0.01
        ? TITLE.profDr
        : titleRoll < 0.02
          ? TITLE.prof
          : titleRoll < 0.08
            ? TITLE.dr
            : titleRoll < 0.1
              ? TITLE.ing
              : null;

    let firstname: string, lastname: string, street: string, place: Place;
    do {
      firstname = people.firstname(female);
      lastname = people.lastname();
      place = agency ? random.pick(lueneburgRegion) : people.place();
      street = `${people.street()} ${people.houseNumber()}`;
    } while (keys.has(customerKey({ name: `${firstname} ${lastname}`, street, zip: place.zip })));
    const name = `${firstname} ${lastname}`;
    keys.add(customerKey({ name, street, zip: place.zip }));

    const contacts: ContactEntry[] = [];
    if (random.chance(0.6)) {
      contacts.push({ key: 'phone-private', value: people.landline(place.city), id_vc_field_type: 2 });
      if (random.chance(0.45)) contacts.push({ key: 'phone-mobile', value: people.mobile(), id_vc_field_type: 2 });
    } else {
      contacts.push({ key: 'phone-mobile', value: people.mobile(), id_vc_field_type: 2 });
      if (random.chance(0.2))
        contacts.push({ key: 'phone-business', value: people.landline(place.city), id_vc_field_type: 2 });
    }
    if (random.chance(0.88)) {
      const business = random.chance(0.25);
      const local = mailName(firstname, lastname);
      const domain = business ? `${slugify(people.company())}.example` : random.pick(privateMailDomains);
      const address = uniqueId(emails, () =>
        emails.has(`${local}@${domain}`) ? `${local}${random.between(1, 99)}@${domain}` : `${local}@${domain}`,
      );
      contacts.push({ key: business ? 'email-business' : 'email-private', value: address, id_vc_field_type: 1 });
    }

    const regular = random.chance(0.35);
    return {
      name,
      salutation,
      title,
      firstname,
      lastname,
      street,
      zip: place.zip,
      city: place.city,
      contacts,
      kuschick_id: random.chance(0.3) ? uniqueId(kuschickIds, () => String(random.between(10_000, 99_999))) : null,
      ratio_id: random.chance(0.45) ? uniqueId(ratioIds, () => String(random.between(100_000, 999_999))) : null,
      regular,
      bonus_points: regular ? random.between(5, 250) * 10 : random.chance(0.3) ? random.between(1, 15) * 10 : 0,
      agency,
    };
  });
}

/** The cards there are with a street, by customerKey: the first of each key. */
async function cardIdsByKey(db: Kysely<Tables>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('vc_card')
    .select(['id_vc_card', 'name', 'street', 'zip'])
    .where('street', 'is not', null)
    .orderBy('id_vc_card')
    .execute();
  const ids = new Map<string, number>();
  for (const row of rows) if (!ids.has(customerKey(row))) ids.set(customerKey(row), row.id_vc_card);
  return ids;
}

/** The id of every demo customer, in the order of buildDemoCustomers(): the bookers other areas' demo rows refer to. */
export async function demoCustomerIds(db: Kysely<Tables>): Promise<number[]> {
  const ids = await cardIdsByKey(db);
  return buildDemoCustomers().map((customer) => ids.get(customerKey(customer)) as number);
}

/**
 * Adds the demo customers that are not there yet (a card with the same name, street and zip
 * counts as there), in one statement in one transaction. Answers how many it added.
 */
export async function seedCustomers(
  db: Kysely<Tables>,
  registry: Registry = demoRegistry(),
): Promise<{ added: number }> {
  const entity = seedEntity(registry, 'customers/customer');
  const customers = buildDemoCustomers();
  return db.transaction().execute(async (trx) => {
    const agencyId = await demoAgencyId(trx);
    const existing = await cardIdsByKey(trx);
    const missing = customers.filter((customer) => !existing.has(customerKey(customer)));
    const rows = missing.map(({ agency, ...card }) => ({ ...card, agencyId: agency ? agencyId : null }));
    if (rows.length > 0) await insertRows(entity, Object.keys(rowFieldTypes(entity, rows)), rows).execute(trx);
    return { added: rows.length };
  });
}
