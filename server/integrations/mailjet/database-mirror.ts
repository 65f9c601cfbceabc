import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { MailjetMirror } from './mailjet-mirror.ts';
import type { MailjetTemplatePurpose } from './mailjet-system.ts';

const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());

/** Mailjet's purposes of our template's: an archived template is a marketing one Mailjet keeps. */
const purposesOf = (purpose: string): MailjetTemplatePurpose[] =>
  purpose === 'archive' ? ['marketing'] : [purpose as MailjetTemplatePurpose];

/**
 * The newsletter rows of our database that carry a Mailjet ID, for the emulator to take in at start:
 * contact lists with all their contacts, templates with their content, campaigns with their template's.
 */
export async function readMailjetMirror(db: Kysely<Tables>): Promise<MailjetMirror> {
  const lists = await db
    .selectFrom('nl_contactslist')
    .select(['mailjet_id', 'name', 'created_at'])
    .where('mailjet_id', 'is not', null)
    .orderBy('mailjet_id')
    .execute();
  const contacts = await db
    .selectFrom('nl_contact')
    .innerJoin('nl_contactslist', 'nl_contactslist.id_nl_contactslist', 'nl_contact.id_nl_contactslist')
    .select([
      'nl_contact.mailjet_id',
      'nl_contactslist.mailjet_id as list_mailjet_id',
      'nl_contact.email',
      'nl_contact.first_name',
      'nl_contact.last_name',
      'nl_contact.membership',
      'nl_contact.consent_at',
      'nl_contact.created_at',
    ])
    .where('nl_contactslist.mailjet_id', 'is not', null)
    .orderBy('nl_contact.id_nl_contact')
    .execute();
  const templates = await db
    .selectFrom('nl_template')
    .select(['mailjet_id', 'name', 'description', 'locale', 'purpose', 'html_part', 'text_part', 'created_at'])
    .where('mailjet_id', 'is not', null)
    .orderBy('mailjet_id')
    .execute();
  const campaigns = await db
    .selectFrom('nl_campaign')
    .innerJoin('nl_contactslist', 'nl_contactslist.id_nl_contactslist', 'nl_campaign.id_nl_contactslist')
    .innerJoin('nl_template', 'nl_template.id_nl_template', 'nl_campaign.id_nl_template')
    .select([
      'nl_campaign.mailjet_id',
      'nl_campaign.title',
      'nl_campaign.subject',
      'nl_campaign.locale',
      'nl_campaign.sender_email',
      'nl_campaign.sender_name',
      'nl_contactslist.mailjet_id as list_mailjet_id',
      'nl_template.mailjet_id as template_mailjet_id',
      'nl_template.html_part',
      'nl_template.text_part',
      'nl_campaign.status',
      'nl_campaign.scheduled_at',
      'nl_campaign.sent_at',
      'nl_campaign.created_at',
    ])
    .where('nl_campaign.mailjet_id', 'is not', null)
    .where('nl_contactslist.mailjet_id', 'is not', null)
    .orderBy('nl_campaign.mailjet_id')
    .execute();

  return {
    lists: lists.map((list) => ({ id: list.mailjet_id!, name: list.name, createdAt: iso(list.created_at)! })),
    contacts: contacts.map((contact) => ({
      id: contact.mailjet_id,
      listId: contact.list_mailjet_id!,
      email: contact.email,
      name: [contact.first_name, contact.last_name].filter(Boolean).join(' '),
      membership: contact.membership,
      at: iso(contact.consent_at ?? contact.created_at)!,
    })),
    templates: templates.map((template) => ({
      id: template.mailjet_id!,
      name: template.name,
      description: template.description ?? '',
      locale: template.locale,
      purposes: purposesOf(template.purpose),
      htmlPart: template.html_part,
      textPart: template.text_part,
      createdAt: iso(template.created_at)!,
    })),
    drafts: campaigns.map((campaign) => ({
      id: campaign.mailjet_id!,
      title: campaign.title,
      subject: campaign.subject,
      locale: campaign.locale,
      senderEmail: campaign.sender_email,
      senderName: campaign.sender_name,
      contactsListId: campaign.list_mailjet_id!,
      templateId: campaign.template_mailjet_id,
      htmlPart: campaign.html_part,
      textPart: campaign.text_part,
      status: campaign.status,
      scheduledAt: iso(campaign.scheduled_at),
      sentAt: iso(campaign.sent_at),
      createdAt: iso(campaign.created_at)!,
    })),
  };
}
