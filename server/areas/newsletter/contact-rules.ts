import { sql, type Kysely } from 'kysely';
import { emailKey } from '../../../domain/newsletter/mailjet-contacts.ts';
import type { Tables } from '../../db/tables.ts';
import { ApiError } from '../../errors.ts';

/** 423: a locked list takes no new contacts (by hand, by a move or by the import). */
export const listLocked = () =>
  new ApiError('Locked', 'The contact list is locked', {
    errors: [{ field: 'id_nl_contactslist', key: 'newsletter.errors.list_locked_contacts' }],
  });

export async function refuseLockedList(trx: Kysely<Tables>, listId: number) {
  const list = await trx
    .selectFrom('nl_contactslist')
    .select('locked')
    .where('id_nl_contactslist', '=', listId)
    .executeTakeFirst();
  if (list?.locked) throw listLocked();
}

/**
 * Takes the transaction's lock on the email in the list, so that two writes of one address wait for each
 * other, then finds the list's contact with that email (case and surrounding spaces ignored), if any but
 * `except`.
 */
export async function contactWithEmail(trx: Kysely<Tables>, listId: number, email: string, except?: number) {
  const key = emailKey(email);
  await sql`select pg_advisory_xact_lock(hashtext(${`nl_contact:${listId}:${key}`}))`.execute(trx);
  let query = trx
    .selectFrom('nl_contact')
    .selectAll()
    .where('id_nl_contactslist', '=', listId)
    .where(sql<string>`lower(trim(email))`, '=', key);
  if (except !== undefined) query = query.where('id_nl_contact', '!=', except);
  return query.executeTakeFirst();
}

/** 409: the email is in the list already. */
export const duplicateEmail = () =>
  new ApiError('Conflict', 'The email is in this list already', {
    errors: [{ field: 'email', key: 'newsletter.errors.duplicate_email' }],
  });
