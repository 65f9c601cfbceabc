import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { MailjetContactsList, MailjetSystem } from '../../integrations/mailjet/mailjet-system.ts';
import { callMailjet } from './mailjet-errors.ts';

export interface ListInMailjet {
  id_nl_contactslist: number;
  name: string;
  mailjet_id: number | null;
}

const PAGE = 1000;

/** Mailjet's list of that name (names are unique there) that none of our other lists has, if any. */
async function unclaimedListNamed(trx: Kysely<Tables>, mailjet: MailjetSystem, list: ListInMailjet) {
  let found: MailjetContactsList | undefined;
  for (let offset = 0; !found; offset += PAGE) {
    const page = await callMailjet(() => mailjet.contactsLists({ limit: PAGE, offset }));
    found = page.data.find((each) => each.name === list.name && !each.isDeleted);
    if (page.data.length < PAGE || offset + page.data.length >= page.total) break;
  }
  if (!found) return undefined;
  const claimed = await trx
    .selectFrom('nl_contactslist')
    .select('id_nl_contactslist')
    .where('mailjet_id', '=', found.id)
    .where('id_nl_contactslist', '!=', list.id_nl_contactslist)
    .executeTakeFirst();
  return claimed ? undefined : found;
}

/**
 * The list's ID in Mailjet: where it has none, or Mailjet no longer knows it, Mailjet's list of its name (one
 * we lost track of) or a new one, its ID stored. So a fresh Mailjet account or a restarted emulator heals
 * itself on the next use. `created` says the name was set now.
 */
export async function ensureMailjetList(trx: Kysely<Tables>, mailjet: MailjetSystem, list: ListInMailjet) {
  if (list.mailjet_id !== null) {
    const known = await callMailjet(() => mailjet.contactsList(list.mailjet_id as number));
    if (known && !known.isDeleted) return { id: known.id, created: false };
  }
  const made =
    (await unclaimedListNamed(trx, mailjet, list)) ?? (await callMailjet(() => mailjet.createContactsList(list.name)));
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
