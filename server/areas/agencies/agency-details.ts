import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';

/** A member of an agency's staff as the details page lists them. */
export interface AgencyStaffMember {
  id_users: number;
  firstname: string | null;
  lastname: string | null;
  email: string;
  role: string | null;
  isActive: boolean;
  lastLogin: Date | null;
}

/** Who works for the agency (users whose card names it), how many customers it has here and their bookings. */
export async function agencyDetails(db: Kysely<Tables>, agencyId: number) {
  const staff: AgencyStaffMember[] = await db
    .selectFrom('users')
    .innerJoin('vc_card', 'vc_card.id_vc_card', 'users.id_vc_card')
    .leftJoin('roles', 'roles.id_roles', 'users.id_roles')
    .select([
      'users.id_users',
      'users.firstname',
      'users.lastname',
      'users.email',
      'roles.role',
      'users.isActive',
      'users.lastLogin',
    ])
    .where('vc_card.agencyId', '=', agencyId)
    .where('users.deleted_at', 'is', null)
    .orderBy('users.lastname')
    .orderBy('users.firstname')
    .orderBy('users.id_users')
    .execute();
  // The staff's own cards name the agency as well; they are no customers of it.
  const customers = await db
    .selectFrom('vc_card')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('vc_card.agencyId', '=', agencyId)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('users').select('users.id_users').whereRef('users.id_vc_card', '=', 'vc_card.id_vc_card'))),
    )
    .executeTakeFirstOrThrow();
  const bookings = await db
    .selectFrom('pc_process')
    .innerJoin('vc_card', 'vc_card.id_vc_card', 'pc_process.vc_card_booker')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('vc_card.agencyId', '=', agencyId)
    .executeTakeFirstOrThrow();
  return { staff, customers: Number(customers.count), bookings: Number(bookings.count) };
}
