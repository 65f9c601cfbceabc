import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { MailjetSystem } from '../../integrations/mailjet/mailjet-system.ts';
import { callMailjet } from './mailjet-errors.ts';

export interface ListInMailjet {
  id_nl_contactslist: number;
  name: string;
  mailjet_id: number | null;
}

/**
 * The list's ID in Mailjet, its contactslist made (and the new ID stored) where it has none or Mailjet
 * no longer knows it: a fresh Mailjet account or a restarted emulator heals itself on the next use.
 */
export async function ensureMailjetList(trx: Kysely<Tables>, mailjet: MailjetSystem, list: ListInMailjet) {
  if (list.mailjet_id !== null) {
    const known = await callMailjet(() => mailjet.contactsList(list.mailjet_id as number));
    if (known && !known.isDeleted) return { id: known.id, created: false };
  }
  const made = await callMailjet(() => mailjet.createContactsList(list.name));
  await trx
    .updateTable('nl_contactslist')
    .set({ mailjet_id: made.id })
    .where('id_nl_contactslist', '=', list.id_nl_contactslist)
    .execute();
  return { id: made.id, created: true };
}

/** The list of a contact, read in the change's transaction, and its Mailjet ID ensured. */
export async function contactsListInMailjet(trx: Kysely<Tables>, mailjet: MailjetSystem, listId: number) {
  const list = await trx
    .selectFrom('nl_contactslist')
    .select(['id_nl_contactslist', 'name', 'mailjet_id', 'locked'])
    .where('id_nl_contactslist', '=', listId)
    .executeTakeFirstOrThrow();
  return { ...list, mailjetId: (await ensureMailjetList(trx, mailjet, list)).id };
}
