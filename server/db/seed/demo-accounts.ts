import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords.ts';
import type { Tables } from '../tables.ts';

export const DEMO_PASSWORD = 'Demo1234!';

const ticketRights = ['ticket-admin', 'ticket-read', 'ticket-create', 'ticket-update', 'ticket-delete', 'ticket-scan'];

/** The demo roles of spec 1 §6; "superadmin" and "admin" pass every check through the admin flag. */
export const demoRoles = [
  { role: 'superadmin', admin: true, access: [] },
  { role: 'admin', admin: true, access: [] },
  { role: 'ticketing staff', admin: false, access: ticketRights },
  {
    role: 'agency staff',
    admin: false,
    access: ['agencydata-read', 'myprofile-read', 'customers-read', 'process-read'],
  },
  {
    role: 'bus driver',
    admin: false,
    access: ['myprofile-read', 'app-process-read', 'Buslocation-read', 'Buslocation-update', 'TravelMenu-read'],
  },
  {
    role: 'app user',
    admin: false,
    access: ['myprofile-read', 'app-process-read', 'PackSuitcase-read', 'Diary-read', 'FotoCompetition-read'],
  },
] as const;

export const demoAgency = { name: 'Reisebüro Sonnenschein', city: 'Lüneburg' };

export const demoLogins = [
  { email: 'superadmin@demo.local', role: 'superadmin', firstname: 'Sabine', lastname: 'Schulte' },
  { email: 'admin@demo.local', role: 'admin', firstname: 'Andreas', lastname: 'Albers' },
  { email: 'tickets@demo.local', role: 'ticketing staff', firstname: 'Tanja', lastname: 'Thiele' },
  { email: 'agency@demo.local', role: 'agency staff', firstname: 'Anna', lastname: 'Brandt', agency: true },
  { email: 'driver@demo.local', role: 'bus driver', firstname: 'Dieter', lastname: 'Decker', driver: true },
] as const;

/**
 * Creates the demo roles, the demo agency and the five demo logins, in one transaction.
 * Rows that exist already (by role name, agency name, email) are left as they are.
 */
export async function seedDemoAccounts(db: Kysely<Tables>): Promise<{ created: string[] }> {
  const passwordHashes = await Promise.all(demoLogins.map(() => hashPassword(DEMO_PASSWORD)));
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('roles')
      .values(
        demoRoles.map(({ role, admin, access }) => ({
          role,
          admin,
          access: JSON.stringify(Object.fromEntries(access.map((right) => [right, true]))),
        })),
      )
      .onConflict((oc) => oc.column('role').doNothing())
      .execute();
    const roles = await trx.selectFrom('roles').select(['id_roles', 'role']).execute();
    const roleId = new Map(roles.map((row) => [row.role, row.id_roles]));

    const agency =
      (await trx.selectFrom('agency').select('id_agency').where('name', '=', demoAgency.name).executeTakeFirst()) ??
      (await trx.insertInto('agency').values(demoAgency).returning('id_agency').executeTakeFirstOrThrow());

    const created: string[] = [];
    for (const [index, login] of demoLogins.entries()) {
      const exists = await trx
        .selectFrom('users')
        .select('id_users')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', login.email))
        .executeTakeFirst();
      if (exists) continue;
      const card = await trx
        .insertInto('vc_card')
        .values({
          name: `${login.firstname} ${login.lastname}`,
          agencyId: 'agency' in login ? agency.id_agency : null,
        })
        .returning('id_vc_card')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('users')
        .values({
          email: login.email,
          password: passwordHashes[index]!,
          firstname: login.firstname,
          lastname: login.lastname,
          id_roles: roleId.get(login.role) ?? null,
          id_vc_card: card.id_vc_card,
          driver: 'driver' in login,
        })
        .execute();
      created.push(login.email);
    }
    return { created };
  });
}
