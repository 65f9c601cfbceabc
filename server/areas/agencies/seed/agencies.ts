import type { Kysely } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import { hashPassword } from '../../../auth/passwords.ts';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { demoRegistry } from '../../../db/seed/demo-registry.ts';
import { insertRows, insertRowsReturning, seedEntity } from '../../../db/seed/insert-rows.ts';
import type { Tables } from '../../../db/tables.ts';
import { seedRatioState } from '../../../integrations/ratio/ratio-seed.ts';
import type { RatioAgency } from '../../../integrations/ratio/ratio-system.ts';

/** What we keep of each of Ratio's demo agencies beyond Ratio's data, by its number there. */
const OUR_TERMS: Readonly<
  Record<number, { contact: string; commission: number; staff: { firstname: string; lastname: string; email: string } }>
> = {
  1: {
    contact: 'Heike Brandes',
    commission: 10,
    staff: { firstname: 'Jonas', lastname: 'Petersen', email: 'sonnenschein@demo.local' },
  },
  2: {
    contact: 'Markus Hofer',
    commission: 8.5,
    staff: { firstname: 'Lena', lastname: 'Gruber', email: 'alpenblick@demo.local' },
  },
  3: {
    contact: 'Claudia Meier',
    commission: 12,
    staff: { firstname: 'Stefan', lastname: 'Keller', email: 'rheinfall@demo.local' },
  },
  4: {
    contact: 'Thomas Pichler',
    commission: 9,
    staff: { firstname: 'Julia', lastname: 'Mair', email: 'dolomiten@demo.local' },
  },
  5: {
    contact: 'Sandra Vogel',
    commission: 7,
    staff: { firstname: 'Tobias', lastname: 'Janssen', email: 'demolen@demo.local' },
  },
  6: {
    contact: 'Frank Schröder',
    commission: 11,
    staff: { firstname: 'Miriam', lastname: 'Kessler', email: 'ostbelgien@demo.local' },
  },
};

/** Our record of one of Ratio's agencies: its address and addresses from Ratio, our contact and commission. */
export function agencyOfRatio(agency: RatioAgency) {
  const terms = OUR_TERMS[agency.id];
  if (!terms) throw new Error(`the demo data has no terms for Ratio's agency ${agency.id}`);
  return {
    name: agency.name,
    street: agency.strasse,
    zip: agency.plz,
    city: agency.ort,
    country: agency.land as 'DE' | 'AT' | 'CH' | 'IT' | 'NL' | 'BE',
    contact_person: terms.contact,
    phone: agency.telefon,
    email: agency.email,
    cancellation_email: agency.stornoEmail,
    commission_rate: terms.commission,
    ratio_id: agency.id,
  };
}

/** The staff member of each demo agency, besides `agency@demo.local` of the first, by Ratio's number. */
export const agencyStaffLogins = Object.entries(OUR_TERMS).map(([ratioId, { staff }]) => ({
  ratioId: Number(ratioId),
  ...staff,
}));

/**
 * Ratio's demo agencies as our agencies, found by their Ratio number or, without one, by name (the
 * demo agency of `agency@demo.local` becomes Ratio's agency 1), and one staff login for each, in one
 * transaction. Agencies with a Ratio number and logins that exist are left as they are.
 */
export async function seedAgencies(
  db: Kysely<Tables>,
  registry: Registry = demoRegistry(),
): Promise<{ agencies: number; agencyStaff: string[] }> {
  const cards = seedEntity(registry, 'customers/customer');
  const users = seedEntity(registry, 'users/user');
  return db.transaction().execute(async (trx) => {
    let added = 0;
    const ourId = new Map<number, number>();
    for (const ratioAgency of seedRatioState().agencies) {
      const record = agencyOfRatio(ratioAgency);
      const there = await trx
        .selectFrom('agency')
        .select(['id_agency', 'ratio_id'])
        .where((eb) =>
          eb.or([
            eb('ratio_id', '=', record.ratio_id),
            eb.and([eb('ratio_id', 'is', null), eb('name', '=', record.name)]),
          ]),
        )
        .orderBy('ratio_id')
        .executeTakeFirst();
      if (there?.ratio_id === null)
        await trx.updateTable('agency').set(record).where('id_agency', '=', there.id_agency).execute();
      const id =
        there?.id_agency ??
        (await trx.insertInto('agency').values(record).returning('id_agency').executeTakeFirstOrThrow()).id_agency;
      if (!there) added += 1;
      ourId.set(record.ratio_id, id);
    }

    const taken = new Set(
      (
        await trx
          .selectFrom('users')
          .select((eb) => eb.fn<string>('lower', ['email']).as('email'))
          .execute()
      ).map((row) => row.email),
    );
    const missing = agencyStaffLogins.filter((login) => !taken.has(login.email));
    if (missing.length === 0) return { agencies: added, agencyStaff: [] };
    const role = await trx.selectFrom('roles').select('id_roles').where('role', '=', 'agency staff').executeTakeFirst();
    const { rows: newCards } = await insertRowsReturning<{ id_vc_card: number; name: string }>(
      cards,
      ['name', 'firstname', 'lastname', 'agencyId'],
      missing.map((login) => ({
        name: `${login.firstname} ${login.lastname}`,
        firstname: login.firstname,
        lastname: login.lastname,
        agencyId: ourId.get(login.ratioId) ?? null,
      })),
      ['id_vc_card', 'name'],
    ).execute(trx);
    const cardId = new Map(newCards.map((card) => [card.name, card.id_vc_card]));
    const password = await hashPassword(DEMO_PASSWORD);
    await insertRows(
      users,
      ['email', 'password', 'firstname', 'lastname', 'id_roles', 'id_vc_card'],
      missing.map((login) => ({
        email: login.email,
        password,
        firstname: login.firstname,
        lastname: login.lastname,
        id_roles: role?.id_roles ?? null,
        id_vc_card: cardId.get(`${login.firstname} ${login.lastname}`) ?? null,
      })),
    ).execute(trx);
    return { agencies: added, agencyStaff: missing.map((login) => login.email) };
  });
}
