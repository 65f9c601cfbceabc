import type { Kysely } from 'kysely';
import { mailjetAction, mailjetName, type Membership } from '../../../domain/newsletter/mailjet-contacts.ts';
import type { EntityHooks } from '../../crud/entity-hooks.ts';
import type { Tables } from '../../db/tables.ts';
import type { MailjetSystem } from '../../integrations/mailjet/mailjet-system.ts';
import { contactWithEmail, duplicateEmail, refuseLockedList } from './contact-rules.ts';
import { fromMailjetError, isMailjetNotFound } from './mailjet-errors.ts';
import { contactsListInMailjet } from './mailjet-lists.ts';
import type { NewsletterServices } from './newsletter-context.ts';

interface ContactRow {
  id_nl_contact: number;
  id_nl_contactslist: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  membership: Membership;
  locked: boolean;
  mailjet_id: number | null;
}

/** Takes a contact out of a list in Mailjet; a list or contact Mailjet does not know is out already. */
async function removeFromList(trx: Kysely<Tables>, mailjet: MailjetSystem, contact: ContactRow) {
  const list = await trx
    .selectFrom('nl_contactslist')
    .select('mailjet_id')
    .where('id_nl_contactslist', '=', contact.id_nl_contactslist)
    .executeTakeFirst();
  if (!list?.mailjet_id) return;
  await mailjet.manageContact(list.mailjet_id, 'remove', { email: contact.email }).catch((error: unknown) => {
    if (!isMailjetNotFound(error)) throw error;
  });
}

/**
 * Contacts (spec 1 §3, §5): an email is in a list once (trimmed, case ignored; two writes at once take
 * turns on a lock of the address in the list); one entered by hand records that and when. A locked list
 * takes no new contacts. Each write is mirrored in the list's Mailjet recipients (subscribed: added,
 * unsubscribed: unsubscribed; integrated, excluded, locked or deleted: removed), after our write
 * and in its transaction.
 */
export const contactHooks = ({ mailjet }: NewsletterServices): EntityHooks => ({
  async beforeWrite({ trx, action, values, before }) {
    const written = typeof values.email === 'string' ? { ...values, email: values.email.trim() } : values;
    const listId = (written.id_nl_contactslist ?? before?.id_nl_contactslist) as number;
    const email = (written.email ?? before?.email) as string;
    const moved = action === 'create' || listId !== before?.id_nl_contactslist;
    if (moved) await refuseLockedList(trx, listId);
    if (moved || email !== before?.email) {
      const other = await contactWithEmail(trx, listId, email, before?.id_nl_contact as number | undefined);
      if (other) throw duplicateEmail();
    }
    if (action !== 'create') return written;
    return { ...written, consent_source: 'manual', consent_at: new Date() };
  },

  async afterChange({ trx, action, before, after }) {
    try {
      const old = before as unknown as ContactRow | undefined;
      if (action === 'delete' || action === 'force-delete') {
        if (old) await removeFromList(trx, mailjet, old);
        return;
      }
      const contact = after as unknown as ContactRow;
      if (old && (old.id_nl_contactslist !== contact.id_nl_contactslist || old.email !== contact.email))
        await removeFromList(trx, mailjet, old);
      const list = await contactsListInMailjet(trx, mailjet, contact.id_nl_contactslist);
      const mailjetId = await mailjet.manageContact(list.mailjetId, mailjetAction(contact), {
        email: contact.email,
        name: mailjetName(contact),
      });
      if (mailjetId === contact.mailjet_id) return;
      await trx
        .updateTable('nl_contact')
        .set({ mailjet_id: mailjetId })
        .where('id_nl_contact', '=', contact.id_nl_contact)
        .execute();
      // The change's answer is this row: it shows the Mailjet ID as stored.
      contact.mailjet_id = mailjetId;
    } catch (error) {
      throw fromMailjetError(error);
    }
  },
});
