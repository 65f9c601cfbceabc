import { sql, type Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { writeAudit } from '../../crud/audit.ts';
import type { ContactEntry, Tables } from '../../db/tables.ts';
import type { KuschickCustomer } from '../../integrations/kuschick/kuschick-system.ts';
import type { RatioAddress } from '../../integrations/ratio/ratio-system.ts';
import { cardOfRatioAddress } from './ratio-copy.ts';

export type ImportResult = 'created' | 'updated' | 'unchanged';

/** The card fields an import fills from the booking system's address; the rest of the card is ours. */
export interface ImportedCard {
  name: string;
  salutation: 0 | 1 | 2 | null;
  title: 0 | 1 | 2 | 3 | null;
  firstname: string | null;
  lastname: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  contacts: ContactEntry[];
}

/** Which booking system's id the card is matched by. */
export type CardKey = { column: 'ratio_id'; value: string } | { column: 'kuschick_id'; value: string };

const CARD_FIELDS = [
  'name',
  'salutation',
  'title',
  'firstname',
  'lastname',
  'street',
  'zip',
  'city',
  'contacts',
] as const;

/** Our zip field takes German (and US) codes only; another country's code is left out rather than refused. */
const zipOrNull = (zip: string | null) => (zip && /^\d{5}(-\d{4})?$/.test(zip) ? zip : null);
const salutationOf = (anrede: string | null) => (anrede === 'Herr' ? 0 : anrede === 'Frau' ? 1 : anrede ? 2 : null);
const trimmed = (text: string | null | undefined, max: number) => (text ? text.trim().slice(0, max) || null : null);

/** Phone, mobile and email entries, in the order the demo cards made from Ratio's addresses have them. */
function contactsOf(email: string | null, phone: string | null, mobile: string | null = null): ContactEntry[] {
  const entries: ContactEntry[] = [];
  if (phone) entries.push({ key: 'phone-private', value: phone.slice(0, 254), id_vc_field_type: 2 });
  if (mobile) entries.push({ key: 'phone-mobile', value: mobile.slice(0, 254), id_vc_field_type: 2 });
  if (email) entries.push({ key: 'email-private', value: email.slice(0, 254), id_vc_field_type: 1 });
  return entries;
}

/** A Ratio address as our card, as the demo data makes its bookers' cards (`name1` the family name, `name2` the first name). */
export function cardFromRatio(address: RatioAddress): ImportedCard {
  const { ratio_id: _kennziffer, ...card } = cardOfRatioAddress(address);
  return {
    ...card,
    name: card.name.slice(0, 200) || `Ratio ${address.kennziffer}`,
    salutation: card.salutation as ImportedCard['salutation'],
    title: card.title as ImportedCard['title'],
    firstname: trimmed(card.firstname, 100),
    lastname: trimmed(card.lastname, 100),
    street: trimmed(card.street, 200),
    zip: zipOrNull(card.zip),
    city: trimmed(card.city, 100),
  };
}

/** A Kuschick customer as our card. */
export function cardFromKuschick(customer: KuschickCustomer): ImportedCard {
  const firstname = trimmed(customer.vorname, 100);
  const lastname = trimmed(customer.nachname, 100);
  return {
    name: [firstname, lastname].filter(Boolean).join(' ').slice(0, 200) || `Kuschick ${customer.kuschick_id}`,
    salutation: salutationOf(customer.anrede),
    title: null,
    firstname,
    lastname,
    street: trimmed(customer.strasse, 200),
    zip: zipOrNull(customer.plz),
    city: trimmed(customer.ort, 100),
    contacts: contactsOf(customer.email, customer.telefon),
  };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Our card for the booking system's customer, matched by its id (`key`), in the caller's transaction:
 * created when there is none; an existing one is left as it is unless `force` (then its imported fields
 * are set where they differ). Two imports at once wait for each other, so the card is never doubled.
 */
export async function importCard(
  trx: Kysely<Tables>,
  customers: ResourceDefinition,
  key: CardKey,
  card: ImportedCard,
  { force, userId, ip }: { force: boolean; userId: number | null; ip: string },
): Promise<{ result: ImportResult; id: number }> {
  await sql`select pg_advisory_xact_lock(hashtext(${`vc_card:${key.column}:${key.value}`}))`.execute(trx);
  const before = await trx
    .selectFrom('vc_card')
    .selectAll()
    .where(key.column, '=', key.value)
    .orderBy('id_vc_card')
    .forUpdate()
    .executeTakeFirst();
  const history = { userId, ip, resource: customers.name, action: 'import' as const };
  if (!before) {
    const created = await trx
      .insertInto('vc_card')
      .values({
        ...card,
        contacts: JSON.stringify(card.contacts),
        [key.column]: key.value,
        created_by: userId,
        updated_by: userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, customers.entity, { ...history, recordId: created.id_vc_card, after: created });
    return { result: 'created', id: created.id_vc_card };
  }
  const changed = CARD_FIELDS.filter((field) => !sameValue(before[field], card[field]));
  if (!force || changed.length === 0) return { result: 'unchanged', id: before.id_vc_card };
  const after = await trx
    .updateTable('vc_card')
    .set({ ...card, contacts: JSON.stringify(card.contacts), updated_at: sql`now()`, updated_by: userId })
    .where('id_vc_card', '=', before.id_vc_card)
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeAudit(trx, customers.entity, { ...history, recordId: before.id_vc_card, before, after });
  return { result: 'updated', id: before.id_vc_card };
}
