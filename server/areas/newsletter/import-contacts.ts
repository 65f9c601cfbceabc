import { sql, type Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { keptByImport, type ImportReport } from '../../../domain/newsletter/import.ts';
import { emailKey, mailjetName } from '../../../domain/newsletter/mailjet-contacts.ts';
import { writeAudits, type AuditEntry } from '../../crud/audit.ts';
import type { Tables } from '../../db/tables.ts';
import type { MailjetManagedContact, MailjetSystem } from '../../integrations/mailjet/mailjet-system.ts';
import type { ConsentingCustomer } from './import-candidates.ts';
import { contactWithEmail } from './contact-rules.ts';
import { callMailjet } from './mailjet-errors.ts';
import { contactsListInMailjet } from './mailjet-lists.ts';
import { awaitContactsJob } from './contacts-job.ts';

const MAILJET_PAGE = 1000;

export interface ImportRun {
  mailjet: MailjetSystem;
  contacts: ResourceDefinition;
  listId: number;
  actor: { userId: number; ip: string };
  report: (done: number) => Promise<void>;
}

/** Our contacts of the list take the Mailjet IDs of the list's contacts there, matched by email. */
async function storeMailjetIds(
  trx: Kysely<Tables>,
  mailjet: MailjetSystem,
  mailjetListId: number,
  ids: Map<string, number>,
) {
  for (let offset = 0; ; offset += MAILJET_PAGE) {
    const page = await callMailjet(() =>
      mailjet.contacts({ contactsList: mailjetListId, limit: MAILJET_PAGE, offset }),
    );
    for (const contact of page.data) {
      const ours = ids.get(emailKey(contact.email));
      if (ours !== undefined)
        await trx.updateTable('nl_contact').set({ mailjet_id: contact.id }).where('id_nl_contact', '=', ours).execute();
    }
    if (page.data.length < MAILJET_PAGE || offset + page.data.length >= page.total) return;
  }
}

/**
 * Imports consenting customers into a list, all or none (spec 1 §2): a new email becomes a subscribed
 * contact, an email the list has is refreshed from the card, one that left the list or was taken out of it
 * is kept as it is; each records the customer and their consent time. The contacts then go to Mailjet in one
 * `managemanycontacts` job, awaited inside the transaction: a failed job keeps nothing.
 */
export async function importContacts(
  db: Kysely<Tables>,
  customers: readonly ConsentingCustomer[],
  { mailjet, contacts, listId, actor, report }: ImportRun,
): Promise<ImportReport> {
  return db.transaction().execute(async (trx) => {
    const tally: ImportReport = { added: 0, updated: 0, skipped: 0 };
    const audits: AuditEntry[] = [];
    const toMailjet: MailjetManagedContact[] = [];
    const ids = new Map<string, number>();
    for (const [index, customer] of customers.entries()) {
      const fields = {
        salutation: customer.salutation,
        title: customer.title,
        first_name: customer.firstname,
        last_name: customer.lastname,
        membership: 'subscribed' as const,
        consent_source: 'import' as const,
        consent_at: customer.newsletter_consent_at,
        id_vc_card: customer.id_vc_card,
        updated_by: actor.userId,
        updated_at: sql<Date>`now()`,
      };
      const existing = customer.email === null ? undefined : await contactWithEmail(trx, listId, customer.email);
      if (customer.email === null || (existing && keptByImport(existing.membership, existing.locked))) {
        tally.skipped += 1;
      } else {
        const row = existing
          ? await trx
              .updateTable('nl_contact')
              .set(fields)
              .where('id_nl_contact', '=', existing.id_nl_contact)
              .returningAll()
              .executeTakeFirstOrThrow()
          : await trx
              .insertInto('nl_contact')
              .values({ ...fields, id_nl_contactslist: listId, email: customer.email, created_by: actor.userId })
              .returningAll()
              .executeTakeFirstOrThrow();
        tally[existing ? 'updated' : 'added'] += 1;
        audits.push({
          ...actor,
          resource: contacts.name,
          recordId: row.id_nl_contact,
          action: existing ? 'update' : 'create',
          before: existing,
          after: row,
        });
        ids.set(emailKey(row.email), row.id_nl_contact);
        toMailjet.push({ email: row.email, name: mailjetName(row) });
      }
      await report(index + 1);
    }
    await writeAudits(trx, contacts.entity, audits);
    if (toMailjet.length > 0) {
      const list = await contactsListInMailjet(trx, mailjet, listId);
      const jobId = await callMailjet(() => mailjet.manageManyContacts(list.mailjetId, 'addforce', toMailjet));
      await awaitContactsJob(mailjet, list.mailjetId, jobId);
      await storeMailjetIds(trx, mailjet, list.mailjetId, ids);
    }
    return tally;
  });
}
