import type { Kysely } from 'kysely';
import type { Registry } from '../../../registry/types.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Tables } from '../tables.ts';
import { demoRegistry } from './demo-registry.ts';
import { insertRows, insertRowsReturning, seedEntity } from './insert-rows.ts';

export const DEMO_PASSWORD = 'Demo1234!';

const ticketRights = ['ticket-admin', 'ticket-read', 'ticket-create', 'ticket-update', 'ticket-delete', 'ticket-scan'];

/** Marketing staff: every newsletter right, the separate reads included (spec 1 §6). */
const newsletterRights = [
  'newsletter-read',
  'newsletter-create',
  'newsletter-update',
  'newsletter-delete',
  'newsletter-send',
  'newsletter-campaigns-read',
  'newsletter-templates-read',
  'newsletter-contactlists-read',
  'newsletter-contacts-read',
  'newsletter-statistics-read',
];

/** A traveller in the app: their profile, journeys, notifications and the app's own pages (spec 1 §2 App user). */
const appUserRights = [
  'myprofile-read',
  'myprofile-update',
  'myjourneys-read',
  'pastjourneys-read',
  'appuser-read',
  'appuser-update',
  'app-process-read',
  'PackSuitcase-read',
  'PackSuitcase-create',
  'PackSuitcase-update',
  'PackSuitcase-delete',
  'Diary-read',
  'Diary-create',
  'Diary-update',
  'Diary-delete',
  'FotoCompetition-read',
  'FotoCompetition-create',
  'FotoCompetition-update',
  'FotoCompetition-delete',
  'Buslocation-read',
  'TravelMenu-read',
  'TravelMenu-create',
];

/** Staff who run the app: its users, drivers, push messages, topics, templates, departures and texts. */
const appManagementRights = [
  'appusermanagement-read',
  'appusermanagement-create',
  'appusermanagement-update',
  'appusermanagement-delete',
  'pushmessages-read',
  'pushmessages-create',
  'pushmessages-update',
  'pushmessages-delete',
  'user-read',
  'user-create',
  'user-update',
];

/** The demo roles of spec 1 §6; "superadmin" and "admin" pass every check through the admin flag. */
export const demoRoles = [
  { role: 'superadmin', admin: true, access: [] },
  { role: 'admin', admin: true, access: [] },
  { role: 'ticketing staff', admin: false, access: ticketRights },
  { role: 'marketing', admin: false, access: newsletterRights },
  {
    role: 'agency staff',
    admin: false,
    access: [
      'agencydata-read',
      'agencydata-create',
      'agencydata-update',
      'myprofile-read',
      'customers-read',
      'process-read',
    ],
  },
  {
    role: 'bus driver',
    admin: false,
    access: [
      'myprofile-read',
      'myprofile-update',
      'myjourneys-read',
      'app-process-read',
      'Buslocation-read',
      'Buslocation-update',
      'TravelMenu-read',
    ],
  },
  { role: 'app user', admin: false, access: appUserRights },
  { role: 'app management', admin: false, access: appManagementRights },
] as const;

export const demoAgency = { name: 'Reisebüro Sonnenschein', city: 'Lüneburg' };

export const demoLogins = [
  { email: 'superadmin@demo.local', role: 'superadmin', firstname: 'Sabine', lastname: 'Schulte' },
  { email: 'admin@demo.local', role: 'admin', firstname: 'Andreas', lastname: 'Albers' },
  { email: 'tickets@demo.local', role: 'ticketing staff', firstname: 'Tanja', lastname: 'Thiele' },
  { email: 'agency@demo.local', role: 'agency staff', firstname: 'Anna', lastname: 'Brandt', agency: true },
  { email: 'driver@demo.local', role: 'bus driver', firstname: 'Dieter', lastname: 'Decker', driver: true },
  { email: 'marketing@demo.local', role: 'marketing', firstname: 'Marlene', lastname: 'Maurer' },
  { email: 'appteam@demo.local', role: 'app management', firstname: 'Jonas', lastname: 'Petersen' },
  { email: 'app@demo.local', role: 'app user', firstname: 'Greta', lastname: 'Hansen' },
] as const;

/**
 * The demo agency's id; the agency is added when it is missing. Its table is the core's
 * (migration 0001) and no registry entity: Kysely types its one row from tables.ts.
 */
export async function demoAgencyId(db: Kysely<Tables>): Promise<number> {
  const agency =
    (await db.selectFrom('agency').select('id_agency').where('name', '=', demoAgency.name).executeTakeFirst()) ??
    (await db.insertInto('agency').values(demoAgency).returning('id_agency').executeTakeFirstOrThrow());
  return agency.id_agency;
}

/**
 * Creates the demo roles, the demo agency and the demo logins with a card each, in one
 * transaction. Rows that exist already (by role name, agency name, email) are left as they are.
 * Roles, cards and users are the core's tables, which every registry signs in with: their column
 * types come from the repository's entities unless the caller brings a registry.
 */
export async function seedDemoAccounts(
  db: Kysely<Tables>,
  registry: Registry = demoRegistry(),
): Promise<{ created: string[] }> {
  const roles = seedEntity(registry, 'system/role');
  const cards = seedEntity(registry, 'customers/customer');
  const users = seedEntity(registry, 'users/user');
  return db.transaction().execute(async (trx) => {
    const rolesThere = new Set((await trx.selectFrom('roles').select('role').execute()).map((row) => row.role));
    const newRoles = demoRoles
      .filter(({ role }) => !rolesThere.has(role))
      .map(({ role, admin, access }) => ({
        role,
        admin,
        access: Object.fromEntries(access.map((right) => [right, true])),
      }));
    if (newRoles.length > 0) await insertRows(roles, ['role', 'admin', 'access'], newRoles).execute(trx);
    const roleId = new Map(
      (await trx.selectFrom('roles').select(['id_roles', 'role']).execute()).map((row) => [row.role, row.id_roles]),
    );
    const agencyId = await demoAgencyId(trx);

    const emailsThere = await trx
      .selectFrom('users')
      .select((eb) => eb.fn<string>('lower', ['email']).as('email'))
      .where((eb) =>
        eb(
          eb.fn('lower', ['email']),
          'in',
          demoLogins.map((login) => login.email),
        ),
      )
      .execute();
    const taken = new Set(emailsThere.map((row) => row.email));
    const missing = demoLogins.filter((login) => !taken.has(login.email));
    if (missing.length === 0) return { created: [] };

    const name = (login: (typeof demoLogins)[number]) => `${login.firstname} ${login.lastname}`;
    const { rows: newCards } = await insertRowsReturning<{ id_vc_card: number; name: string }>(
      cards,
      ['name', 'agencyId'],
      missing.map((login) => ({ name: name(login), agencyId: 'agency' in login ? agencyId : null })),
      ['id_vc_card', 'name'],
    ).execute(trx);
    const cardId = new Map(newCards.map((card) => [card.name, card.id_vc_card]));
    const passwords = await Promise.all(missing.map(() => hashPassword(DEMO_PASSWORD)));
    await insertRows(
      users,
      ['email', 'password', 'firstname', 'lastname', 'id_roles', 'id_vc_card', 'driver'],
      missing.map((login, index) => ({
        email: login.email,
        password: passwords[index],
        firstname: login.firstname,
        lastname: login.lastname,
        id_roles: roleId.get(login.role) ?? null,
        id_vc_card: cardId.get(name(login)) ?? null,
        driver: 'driver' in login,
      })),
    ).execute(trx);
    return { created: missing.map((login) => login.email) };
  });
}
