import type { ColumnType, Generated, Kysely } from 'kysely';
import { hashPassword } from '../../../auth/passwords.ts';
import type { ContactEntry, Tables } from '../../../db/tables.ts';
import {
  buildDemoCustomers,
  demoAgencyId,
  hasEmail,
  lueneburgRegion,
  mailName,
  peopleSource,
  SALUTATION,
  TITLE,
  type Place,
} from '../../customers/seed/customers.ts';
import { DEMO_PASSWORD, demoAgency, demoLogins, type demoRoles } from '../../../db/seed/demo-accounts.ts';
import { germanCities } from '../../../db/seed/german-cities.ts';
import { buildDemoProcesses } from '../../processes/seed/processes.ts';
import { SEED } from '../../../db/seed/seed-faker.ts';
import { slugify } from '../../../db/seed/slug.ts';

type DemoRole = (typeof demoRoles)[number]['role'];

/** The further users of the demo data set, by role: 25 in all, 5 of them disabled. */
export const staffPlan: readonly { role: DemoRole; count: number; inactive: number }[] = [
  { role: 'admin', count: 2, inactive: 0 },
  { role: 'ticketing staff', count: 6, inactive: 1 },
  { role: 'agency staff', count: 4, inactive: 1 },
  { role: 'bus driver', count: 7, inactive: 2 },
  { role: 'app user', count: 6, inactive: 1 },
];
export const DEMO_STAFF_USERS = staffPlan.reduce((sum, { count }) => sum + count, 0);

const COMPANY = 'Sonnenschein Reisen GmbH';

/** Phone types (spec 1 §9): 0 business, 1 private, 2 mobile, 3 landline; email types: 0 business, 1 private. */
const PHONE = { business: 0, private: 1, mobile: 2, landline: 3 } as const;
const EMAIL = { business: 0, private: 1 } as const;

/** A user (schemas/users/user.json) as the seed writes it, without password and card. */
export interface StaffUser {
  role: DemoRole;
  email: string;
  salutation: number;
  title: number | null;
  firstname: string;
  lastname: string;
  sex: number;
  birthday: string;
  birthplace: string;
  marital_status: number;
  nationality: string;
  street: string;
  number: string;
  zip: string;
  city: string;
  state: string;
  phones: { type: number; number: string }[];
  emails: { type: number; address: string }[];
  contacts: ContactEntry[];
  mobile: string;
  phone_verified: boolean;
  username: string;
  isActive: boolean;
  member_since: string;
  organization: string | null;
  driver: boolean;
  driver_login: string | null;
  ratio_id: string;
  kuschick_id: string | null;
  lastLogin: string | null;
  /** App users sign in to the card of a demo customer who has bookings: its index in buildDemoCustomers(). */
  customer: number | null;
}

const date = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** `Lindenstraße 12a` as street and number. */
function splitStreet(street: string): { street: string; number: string } {
  const at = street.lastIndexOf(' ');
  return { street: street.slice(0, at), number: street.slice(at + 1) };
}

/**
 * The demo staff, drivers and app users: the same 25 on every call. Staff live around Lüneburg;
 * app users are demo customers who book (not the bookers of the example processes).
 */
export function buildStaffUsers(): StaffUser[] {
  const people = peopleSource(SEED + 103);
  const { random } = people;
  const customers = buildDemoCustomers();
  const processes = buildDemoProcesses(customers);
  const exampleBookers = new Set(processes.slice(0, 4).map((process) => process.booker));
  const appCards = [...new Set(processes.map((process) => process.booker))].filter(
    (index) => !exampleBookers.has(index) && hasEmail(customers[index] as (typeof customers)[number]),
  );

  const taken = new Set<string>(demoLogins.map((login) => login.email));
  const names = new Set<string>(demoLogins.map((login) => `${login.firstname} ${login.lastname}`));
  const ratioIds = new Set<string>();
  const usernames = new Set<string>();
  const uniqueUsername = (base: string) => {
    let username = base;
    for (let suffix = 2; usernames.has(username); suffix += 1) username = `${base}${suffix}`;
    usernames.add(username);
    return username;
  };
  const users: StaffUser[] = [];
  let driverNumber = 100;
  let extension = 10;

  for (const { role, count, inactive } of staffPlan) {
    for (let index = 0; index < count; index += 1) {
      const appUser = role === 'app user';
      const driver = role === 'bus driver';
      const agency = role === 'agency staff';
      const customerIndex = appUser ? (appCards[index * 7] ?? appCards[index] ?? null) : null;
      const customer = customerIndex === null ? undefined : customers[customerIndex];

      let salutation: number, firstname: string, lastname: string, place: Place, address: string;
      if (customer) {
        salutation = customer.salutation ?? SALUTATION.other;
        ({ firstname, lastname } = customer);
        const state =
          germanCities.find((city) => city.name === customer.city)?.state ??
          lueneburgRegion.find((town) => town.city === customer.city)?.state ??
          '';
        place = { city: customer.city, zip: customer.zip, state };
        address = customer.street;
      } else {
        do {
          salutation = driver
            ? random.chance(0.85)
              ? SALUTATION.mr
              : SALUTATION.mrs
            : random.chance(0.6)
              ? SALUTATION.mrs
              : SALUTATION.mr;
          firstname = people.firstname(salutation === SALUTATION.mrs);
          lastname = people.lastname();
        } while (names.has(`${firstname} ${lastname}`));
        place = random.chance(0.7) ? random.pick(lueneburgRegion) : { city: 'Hamburg', zip: '20095', state: 'Hamburg' };
        address = `${people.street()} ${people.houseNumber()}`;
      }
      names.add(`${firstname} ${lastname}`);

      let email = `${mailName(firstname, lastname)}@demo.local`;
      for (let suffix = 2; taken.has(email); suffix += 1)
        email = `${mailName(firstname, lastname)}${suffix}@demo.local`;
      taken.add(email);
      let ratioId = `M${random.between(10_000, 99_999)}`;
      while (ratioIds.has(ratioId)) ratioId = `M${random.between(10_000, 99_999)}`;
      ratioIds.add(ratioId);

      const mobile = people.mobile();
      const business = appUser ? '' : driver ? mobile : `+49 4131 ${agency ? '7263' : '4099'}-${(extension += 1)}`;
      const phones = appUser
        ? [{ type: PHONE.mobile, number: mobile }]
        : driver
          ? [{ type: PHONE.mobile, number: mobile }]
          : [
              { type: PHONE.business, number: business },
              { type: PHONE.mobile, number: mobile },
            ];
      const contacts: ContactEntry[] = [
        { key: 'phone-business', value: business, id_vc_field_type: 2 },
        { key: 'email-business', value: appUser ? '' : email, id_vc_field_type: 1 },
      ];
      if (appUser) {
        contacts.push({ key: 'phone-mobile', value: mobile, id_vc_field_type: 2 });
        contacts.push({ key: 'email-private', value: email, id_vc_field_type: 1 });
      }

      const born = appUser ? random.between(1945, 1975) : random.between(1962, 2001);
      const joined = appUser ? random.between(2022, 2026) : random.between(Math.max(born + 20, 2005), 2026);
      const active = index >= inactive;
      const recent = active && random.chance(0.85);
      users.push({
        role,
        email,
        salutation,
        title: !appUser && !driver && random.chance(0.1) ? TITLE.dr : null,
        firstname,
        lastname,
        sex: salutation === SALUTATION.mr ? 0 : salutation === SALUTATION.mrs ? 1 : 2,
        birthday: date(born, random.between(1, 12), random.between(1, 28)),
        birthplace: random.pick(germanCities).name,
        marital_status: born < 1990 ? random.pick([0, 1, 1, 1, 2, 3]) : random.pick([0, 0, 1]),
        nationality: 'deutsch',
        ...splitStreet(address),
        zip: place.zip,
        city: place.city,
        state: place.state,
        phones,
        emails: [{ type: appUser ? EMAIL.private : EMAIL.business, address: email }],
        contacts,
        mobile,
        phone_verified: appUser ? random.chance(0.7) : true,
        username: uniqueUsername(`${slugify(firstname).slice(0, 1)}${slugify(lastname).replace(/-/g, '')}`),
        isActive: active,
        member_since: date(joined, random.between(1, joined === 2026 ? 10 : 12), random.between(1, 28)),
        organization: appUser ? null : agency ? demoAgency.name : COMPANY,
        driver,
        driver_login: driver ? `fahrer-${(driverNumber += random.between(1, 9))}` : null,
        ratio_id: ratioId,
        kuschick_id: driver || appUser ? String(random.between(10_000, 99_999)) : null,
        lastLogin: recent
          ? `${date(2026, random.between(9, 10), random.between(1, 30))}T${String(random.between(6, 19)).padStart(2, '0')}:${String(random.between(0, 59)).padStart(2, '0')}:00.000Z`
          : null,
        customer: customerIndex,
      });
    }
  }
  return users;
}

type Json<T> = ColumnType<T, string, string>;

type StaffTables = {
  roles: Tables['roles'];
  vc_card: {
    id_vc_card: Generated<number>;
    name: string;
    salutation: number | null;
    firstname: string | null;
    lastname: string | null;
    contacts: Json<ContactEntry[]>;
    agencyId: number | null;
  };
  users: Omit<StaffUser, 'role' | 'customer' | 'phones' | 'emails' | 'contacts'> & {
    id_users: Generated<number>;
    password: string;
    id_roles: number | null;
    id_vc_card: number | null;
    phones: Json<StaffUser['phones']>;
    emails: Json<StaffUser['emails']>;
    contacts: Json<ContactEntry[]>;
  };
};

/**
 * Adds the demo staff, drivers and app users whose email is not taken yet, with the demo password
 * (hashed once for all of them), in batches in one transaction. Staff get a card of their own
 * (agency staff one of the demo agency); app users get their customer's card: `customerIds` are
 * the ids of the demo customers in the order of buildDemoCustomers() (seedCustomers answers them).
 */
export async function seedStaffUsers(db: Kysely<Tables>, customerIds: readonly number[]): Promise<{ added: string[] }> {
  const staff = buildStaffUsers();
  const emails = staff.map((user) => user.email.toLowerCase());
  const existing = async (source: Kysely<Tables>) =>
    new Set(
      (
        await source
          .selectFrom('users')
          .select((eb) => eb.fn<string>('lower', ['email']).as('email'))
          .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
          .execute()
      ).map((row) => row.email),
    );
  if ((await existing(db)).size === staff.length) return { added: [] };
  // argon2 takes a good part of a second: one hash serves every demo user.
  const password = await hashPassword(DEMO_PASSWORD);

  return db.transaction().execute(async (trx) => {
    const taken = await existing(trx);
    const missing = staff.filter((user) => !taken.has(user.email.toLowerCase()));
    if (missing.length === 0) return { added: [] };
    const tables = trx as unknown as Kysely<StaffTables>;
    const agencyId = await demoAgencyId(trx);
    const roleIds = new Map(
      (await tables.selectFrom('roles').select(['id_roles', 'role']).execute()).map((row) => [row.role, row.id_roles]),
    );

    const needCards = missing.filter((user) => user.customer === null);
    const cardIds = new Map<string, number>();
    if (needCards.length > 0) {
      const cards = await tables
        .insertInto('vc_card')
        .values(
          needCards.map((user) => ({
            name: `${user.firstname} ${user.lastname}`,
            salutation: user.salutation,
            firstname: user.firstname,
            lastname: user.lastname,
            contacts: JSON.stringify(user.contacts),
            agencyId: user.role === 'agency staff' ? agencyId : null,
          })),
        )
        .returning(['id_vc_card', 'name'])
        .execute();
      for (const card of cards) cardIds.set(card.name, card.id_vc_card);
    }

    await tables
      .insertInto('users')
      .values(
        missing.map(({ role, customer, phones, emails: addresses, contacts, ...user }) => ({
          ...user,
          password,
          id_roles: roleIds.get(role) ?? null,
          id_vc_card:
            customer === null
              ? (cardIds.get(`${user.firstname} ${user.lastname}`) ?? null)
              : (customerIds[customer] ?? null),
          phones: JSON.stringify(phones),
          emails: JSON.stringify(addresses),
          contacts: JSON.stringify(contacts),
        })),
      )
      .execute();
    return { added: missing.map((user) => user.email) };
  });
}
