import { readMailjetMirror } from '../../../server/integrations/mailjet/database-mirror.ts';
import type { TestApp } from './testApp.ts';

const DAY_MS = 86_400_000;
/** Mailjet IDs of our own making, far above those the emulator hands out in a test. */
let nextMailjetId = 7_000_000;

/**
 * A campaign sent `daysAgo` days ago to a new list of `recipients` subscribed contacts: our rows with their
 * Mailjet IDs, copied into the Mailjet emulator as `npm start` copies the demo data, where the send has
 * made its events (all in the past, so that Mailjet counts them now).
 */
export async function sentCampaign(
  api: TestApp,
  { title, daysAgo, recipients }: { title: string; daysAgo: number; recipients: number },
) {
  const { db } = api.database;
  const listMailjetId = (nextMailjetId += 1);
  const list = await db
    .insertInto('nl_contactslist')
    .values({
      name: `${title} list`,
      consent_express: true,
      consent_not_purchased: true,
      consent_unsubscribe_link: true,
      consent_lawful_content: true,
      consent_guidelines_read: true,
      mailjet_id: listMailjetId,
    })
    .returning('id_nl_contactslist')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('nl_contact')
    .values(
      Array.from({ length: recipients }, (_, index) => ({
        id_nl_contactslist: list.id_nl_contactslist,
        email: `reader${index}.${listMailjetId}@statistics.test`,
        membership: 'subscribed' as const,
      })),
    )
    .execute();
  const template = await db
    .insertInto('nl_template')
    .values({ name: `${title} template`, html_part: '<p>[[UNSUB_LINK_EN]]</p>' })
    .returning('id_nl_template')
    .executeTakeFirstOrThrow();
  const sentAt = new Date(Date.now() - daysAgo * DAY_MS);
  const campaign = await db
    .insertInto('nl_campaign')
    .values({
      title,
      subject: title,
      sender_name: 'Reisen',
      sender_email: 'news@travel.example',
      id_nl_contactslist: list.id_nl_contactslist,
      id_nl_template: template.id_nl_template,
      status: 'sent',
      sent_at: sentAt,
      recipients,
      mailjet_id: (nextMailjetId += 1),
    })
    .returning(['id_nl_campaign', 'mailjet_id'])
    .executeTakeFirstOrThrow();
  api.mailjet.mirror(await readMailjetMirror(db));
  return { id: campaign.id_nl_campaign, draftId: campaign.mailjet_id!, listId: list.id_nl_contactslist, sentAt };
}
