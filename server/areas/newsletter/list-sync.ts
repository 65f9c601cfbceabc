import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import {
  type MailjetContactAction,
  type MailjetManagedContact,
  type MailjetSystem,
} from '../../integrations/mailjet/mailjet-system.ts';
import { emailKey, mailjetAction, mailjetName } from '../../../domain/newsletter/mailjet-contacts.ts';
import { awaitContactsJob } from './contacts-job.ts';

const PAGE = 1000;

/** Every address Mailjet's list holds, lower-cased. */
async function addressesThere(mailjet: MailjetSystem, listId: number) {
  const addresses = new Set<string>();
  for (let offset = 0; ; offset += PAGE) {
    const page = await mailjet.contacts({ contactsList: listId, limit: PAGE, offset });
    for (const contact of page.data) addresses.add(contact.email.toLowerCase());
    if (page.data.length < PAGE || offset + PAGE >= page.total) return addresses;
  }
}

/**
 * Brings Mailjet's list up to date with ours before a campaign goes to it: our subscribed contacts
 * that are not locked receive it (`addforce`), unsubscribed ones stay there as unsubscribed (`unsub`),
 * every other address is taken off the list (`remove`): integrated, excluded and locked contacts, and
 * addresses we no longer have. Answers how many receive it.
 */
export async function syncListRecipients(
  trx: Kysely<Tables>,
  mailjet: MailjetSystem,
  list: { id_nl_contactslist: number; mailjet_id: number },
): Promise<number> {
  const contacts = await trx
    .selectFrom('nl_contact')
    .select(['email', 'first_name', 'last_name', 'membership', 'locked'])
    .where('id_nl_contactslist', '=', list.id_nl_contactslist)
    .orderBy('id_nl_contact')
    .execute();
  const batches: Record<MailjetContactAction, MailjetManagedContact[]> = {
    addforce: [],
    addnoforce: [],
    unsub: [],
    remove: [],
  };
  const ours = new Set<string>();
  for (const contact of contacts) {
    const email = emailKey(contact.email);
    ours.add(email);
    const name = mailjetName(contact);
    batches[mailjetAction(contact)].push(name ? { email, name } : { email });
  }
  for (const email of await addressesThere(mailjet, list.mailjet_id))
    if (!ours.has(email)) batches.remove.push({ email });

  for (const [action, batch] of Object.entries(batches) as [MailjetContactAction, MailjetManagedContact[]][]) {
    if (batch.length === 0) continue;
    await awaitContactsJob(mailjet, list.mailjet_id, await mailjet.manageManyContacts(list.mailjet_id, action, batch));
  }
  return batches.addforce.length;
}
