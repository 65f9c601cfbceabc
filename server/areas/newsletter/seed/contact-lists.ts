import { sql, type Kysely } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import { emailKey, type Membership } from '../../../../domain/newsletter/mailjet-contacts.ts';
import type { Tables } from '../../../db/tables.ts';
import { SEED } from '../../../db/seed/seed-faker.ts';
import {
  buildDemoCustomers,
  demoCustomerIds,
  hasEmail,
  mailName,
  peopleSource,
  privateMailDomains,
  SALUTATION,
} from '../../customers/seed/customers.ts';

/** The demo lists, with the Mailjet IDs the emulator mirrors them under. */
export const DEMO_CONTACT_LISTS = [
  { name: 'Stammkunden Newsletter', mailjet_id: 1001 },
  { name: 'Adventsreisen 2026', mailjet_id: 1002 },
  { name: 'Kreuzfahrt-Interessenten', mailjet_id: 1003 },
] as const;
const FIRST_CONTACT_MAILJET_ID = 50_001;
const PEOPLE = 32;
/** Which people (by index) each list has: 40 contacts, some people in two lists. */
const MEMBERS: readonly (readonly number[])[] = [
  Array.from({ length: 20 }, (_, index) => index),
  Array.from({ length: 12 }, (_, index) => index + 14),
  [26, 27, 28, 29, 30, 31, 0, 1],
];
/** Customers who agreed to the newsletter: every CONSENT_STEP-th with an email; the first few within the last day. */
const CONSENT_STEP = 9;
const RECENT_CONSENT_HOURS = [2, 5, 9, 20];

interface DemoPerson {
  salutation: 0 | 1;
  first_name: string;
  last_name: string;
  email: string;
}

function demoPeople(): DemoPerson[] {
  const people = peopleSource(SEED + 2201);
  const { random } = people;
  const emails = new Set<string>();
  return Array.from({ length: PEOPLE }, () => {
    const female = random.chance(0.55);
    let person: DemoPerson;
    do {
      const first_name = people.firstname(female);
      const last_name = people.lastname();
      person = {
        salutation: female ? SALUTATION.mrs : SALUTATION.mr,
        first_name,
        last_name,
        email: `${mailName(first_name, last_name)}@${random.pick(privateMailDomains)}`,
      };
    } while (emails.has(person.email));
    emails.add(person.email);
    return person;
  });
}

function membership(index: number): Membership {
  if (index % 11 === 4) return 'unsubscribed';
  if (index % 13 === 6) return 'excluded';
  if (index % 7 === 5) return 'integrated';
  return 'subscribed';
}

/** Some demo customers agreed to the newsletter, a few of them within the last day (the import's window). */
async function seedConsents(trx: Kysely<Tables>) {
  const ids = await demoCustomerIds(trx);
  const withEmail = buildDemoCustomers().flatMap((customer, index) =>
    hasEmail(customer) && ids[index] !== undefined ? [ids[index]] : [],
  );
  const consenting = withEmail.filter((_, index) => index % CONSENT_STEP === 0);
  let changed = 0;
  for (const [index, id] of consenting.entries()) {
    const hours = RECENT_CONSENT_HOURS[index] ?? 24 * (3 + ((index * 37) % 200));
    const result = await trx
      .updateTable('vc_card')
      .set({ newsletter: true, newsletter_consent_at: sql<Date>`now() - make_interval(hours => ${hours})` })
      .where('id_vc_card', '=', id)
      .where('newsletter_consent_at', 'is', null)
      .executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  return changed;
}

/**
 * The demo contact lists (confirmed by the demo admin) and their 40 contacts with German names, each with its
 * Mailjet ID, which the Mailjet emulator mirrors them under; and the demo customers' newsletter consents.
 * Keeps what is there: a list is matched by name, a contact by list and email, a consent stays as it is.
 */
export async function seedContactLists(db: Kysely<Tables>, _registry: Registry): Promise<Record<string, number>> {
  return db.transaction().execute(async (trx) => {
    const admin = await trx
      .selectFrom('users')
      .select('id_users')
      .where('email', '=', 'admin@demo.local')
      .executeTakeFirst();
    const existing = new Map(
      (await trx.selectFrom('nl_contactslist').select(['id_nl_contactslist', 'name']).execute()).map((row) => [
        row.name,
        row.id_nl_contactslist,
      ]),
    );
    const listIds: number[] = [];
    let lists = 0;
    for (const list of DEMO_CONTACT_LISTS) {
      let id = existing.get(list.name);
      if (id === undefined) {
        ({ id_nl_contactslist: id } = await trx
          .insertInto('nl_contactslist')
          .values({
            ...list,
            consent_express: true,
            consent_not_purchased: true,
            consent_unsubscribe_link: true,
            consent_lawful_content: true,
            consent_guidelines_read: true,
            confirmed_by: admin?.id_users ?? null,
            confirmed_at: sql<Date>`now()`,
            created_by: admin?.id_users ?? null,
          })
          .returning('id_nl_contactslist')
          .executeTakeFirstOrThrow());
        lists += 1;
      }
      listIds.push(id);
    }

    const people = demoPeople();
    let contacts = 0;
    let row = 0;
    for (const [listIndex, members] of MEMBERS.entries()) {
      const listId = listIds[listIndex] as number;
      const there = new Set(
        (await trx.selectFrom('nl_contact').select('email').where('id_nl_contactslist', '=', listId).execute()).map(
          (row) => emailKey(row.email),
        ),
      );
      for (const personIndex of members) {
        const person = people[personIndex] as DemoPerson;
        row += 1;
        if (there.has(emailKey(person.email))) continue;
        await trx
          .insertInto('nl_contact')
          .values({
            ...person,
            id_nl_contactslist: listId,
            membership: membership(row),
            consent_source: 'manual',
            consent_at: sql<Date>`now() - make_interval(days => ${30 + ((row * 17) % 300)})`,
            // Mailjet keeps one contact per email, whatever lists it is in.
            mailjet_id: FIRST_CONTACT_MAILJET_ID + personIndex,
            created_by: admin?.id_users ?? null,
          })
          .execute();
        contacts += 1;
      }
    }
    return { contactLists: lists, contacts, newsletterConsents: await seedConsents(trx) };
  });
}
