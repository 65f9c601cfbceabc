import type { Kysely } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import { hashPassword } from '../../../auth/passwords.ts';
import type { ContactEntry, Tables } from '../../../db/tables.ts';
import {
  buildDemoCustomers,
  hasEmail,
  lueneburgRegion,
  mailName,
  peopleSource,
  SALUTATION,
  TITLE,
  type Place,
} from '../../customers/seed/customers.ts';
import { DEMO_PASSWORD, demoAgency, demoAgencyId, demoLogins, type demoRoles } from '../../../db/seed/demo-accounts.ts';
import { demoRegistry } from '../../../db/seed/demo-registry.ts';
import { insertRows, insertRowsReturning, rowFieldTypes, seedEntity } from '../../../db/seed/insert-rows.ts';
import { germanCities } from '../../../db/seed/german-cities.ts';
import { buildDemoProcesses } from '../../processes/seed/processes.ts';
import { SEEDED_ON } from '../../../db/seed/demo-clock.ts';
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

/** The demo clock's year and month: users joined before its month and last signed in during the two months before. */
const [THIS_YEAR, THIS_MONTH] = SEEDED_ON.split('-').map(Number) as [number, number];

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
      const joined = appUser ? random.between(2022, THIS_YEAR) : random.between(Math.max(born + 20, 2005), THIS_YEAR);
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
        member_since: date(
          joined,
          random.between(1, joined === THIS_YEAR ? THIS_MONTH - 1 : 12),
          random.between(1, 28),
        ),
        organization: appUser ? null : agency ? demoAgency.name : COMPANY,
        driver,
        driver_login: driver ? `fahrer-${(driverNumber += random.between(1, 9))}` : null,
        ratio_id: ratioId,
        kuschick_id: driver || appUser ? String(random.between(10_000, 99_999)) : null,
        lastLogin: recent
          ? `${date(THIS_YEAR, random.between(THIS_MONTH - 2, THIS_MONTH - 1), random.between(1, 30))}T${String(random.between(6, 19)).padStart(2, '0')}:${String(random.between(0, 59)).padStart(2, '0')}:00.000Z`
          : null,
        customer: customerIndex,
      });
    }
  }
  return users;
}

/**
 * Adds the demo staff, drivers and app users whose email is not taken yet, with the demo password
 * (hashed once for all of them), in one transaction. Staff get a card of their own (agency staff
 * one of the demo agency); app users get their customer's card: `customerIds` are the ids of the
 * demo customers in the order of buildDemoCustomers() (demoCustomerIds answers them).
 */
export async function seedStaffUsers(
  db: Kysely<Tables>,
  customerIds: readonly number[],
  registry: Registry = demoRegistry(),
): Promise<{ added: string[] }> {
  const cards = seedEntity(registry, 'customers/customer');
  const users = seedEntity(registry, 'users/user');
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
    const agencyId = await demoAgencyId(trx);
    const roleIds = new Map(
      (await trx.selectFrom('roles').select(['id_roles', 'role']).execute()).map((row) => [row.role, row.id_roles]),
    );

    const ownCards = missing
      .filter((user) => user.customer === null)
      .map((user) => ({
        name: `${user.firstname} ${user.lastname}`,
        salutation: user.salutation,
        firstname: user.firstname,
        lastname: user.lastname,
        contacts: user.contacts,
        agencyId: user.role === 'agency staff' ? agencyId : null,
      }));
    const cardIds = new Map<string, number>();
    if (ownCards.length > 0) {
      const { rows: added } = await insertRowsReturning<{ id_vc_card: number; name: string }>(
        cards,
        Object.keys(rowFieldTypes(cards, ownCards)),
        ownCards,
        ['id_vc_card', 'name'],
      ).execute(trx);
      for (const card of added) cardIds.set(card.name, card.id_vc_card);
    }

    const rows = missing.map(({ role, customer, ...user }) => ({
      ...user,
      password,
      id_roles: roleIds.get(role) ?? null,
      id_vc_card:
        customer === null
          ? (cardIds.get(`${user.firstname} ${user.lastname}`) ?? null)
          : (customerIds[customer] ?? null),
    }));
    await insertRows(users, Object.keys(rowFieldTypes(users, rows)), rows).execute(trx);
    return { added: missing.map((user) => user.email) };
  });
}
