import { sql, type Kysely } from 'kysely';
import { IMPORT_WINDOW_HOURS, type ImportCandidate } from '../../../domain/newsletter/import.ts';
import { emailKey, type Membership } from '../../../domain/newsletter/mailjet-contacts.ts';
import { dynamic } from '../../crud/crud-context.ts';
import type { Condition } from '../../crud/query/build-where.ts';
import type { ContactEntry, Tables } from '../../db/tables.ts';

/** A customer who agreed to the newsletter in the import's window, as the import reads them. */
export interface ConsentingCustomer {
  id_vc_card: number;
  name: string;
  salutation: 0 | 1 | 2 | null;
  title: 0 | 1 | 2 | 3 | null;
  firstname: string | null;
  lastname: string | null;
  newsletter_consent_at: Date;
  /** The first email entry of the card that is an address, trimmed; null when it has none. */
  email: string | null;
}

/** An address Mailjet takes; a card's entry is free text. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const firstEmail = (contacts: readonly ContactEntry[] | null) =>
  contacts?.find((entry) => entry.id_vc_field_type === 1 && EMAIL.test(entry.value.trim()))?.value.trim() ?? null;

/**
 * The customers the user reaches (`scope`: their row rules for customers, e.g. agency staff their agency's)
 * who agreed to the newsletter within the last 24 hours, newest consent first; `only` narrows them to these cards.
 */
export async function consentingCustomers(
  db: Kysely<Tables>,
  scope: Condition,
  only?: readonly number[],
): Promise<ConsentingCustomer[]> {
  let query = dynamic(db)
    .selectFrom('vc_card')
    .select(['id_vc_card', 'name', 'salutation', 'title', 'firstname', 'lastname', 'newsletter_consent_at', 'contacts'])
    .where('newsletter', '=', true)
    .where('newsletter_consent_at', '>=', sql<Date>`now() - make_interval(hours => ${IMPORT_WINDOW_HOURS})`)
    .where(scope)
    .orderBy('newsletter_consent_at', 'desc')
    .orderBy('id_vc_card');
  if (only) query = query.where('id_vc_card', 'in', only.length > 0 ? only : [0]);
  const rows = (await query.execute()) as (Omit<ConsentingCustomer, 'email'> & { contacts: ContactEntry[] | null })[];
  return rows.map(({ contacts, ...card }) => ({ ...card, email: firstEmail(contacts) }));
}

/** The list's contacts by their email as the lists compare it. */
export async function listContactsByEmail(db: Kysely<Tables>, listId: number) {
  const rows = await db.selectFrom('nl_contact').selectAll().where('id_nl_contactslist', '=', listId).execute();
  return new Map(rows.map((row) => [emailKey(row.email), row]));
}

/** The candidates the console's preview shows: those with an email, and what the list has of them. */
export async function importCandidates(
  db: Kysely<Tables>,
  scope: Condition,
  listId: number,
): Promise<ImportCandidate[]> {
  const [customers, inList] = await Promise.all([consentingCustomers(db, scope), listContactsByEmail(db, listId)]);
  return customers.flatMap(({ id_vc_card, name, email, newsletter_consent_at }) =>
    email === null
      ? []
      : [
          {
            id_vc_card,
            name,
            email,
            newsletter_consent_at: new Date(newsletter_consent_at).toISOString(),
            membership: (inList.get(emailKey(email))?.membership ?? null) as Membership | null,
          },
        ],
  );
}
