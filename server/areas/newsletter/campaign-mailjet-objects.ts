import type { Kysely, Selectable } from 'kysely';
import type { NewsletterContactListRow, NewsletterTemplateRow } from '../../db/entity-tables.ts';
import type { Tables } from '../../db/tables.ts';
import {
  MailjetError,
  type MailjetSystem,
  type MailjetTemplatePurpose,
} from '../../integrations/mailjet/mailjet-system.ts';

export type ContactListRow = Selectable<NewsletterContactListRow>;
export type TemplateRow = Selectable<NewsletterTemplateRow>;

const notFoundThere = (error: unknown) => error instanceof MailjetError && error.status === 404;

/**
 * The list's ID in Mailjet, ensured on use: a list that has none, or whose Mailjet list is gone, gets a
 * new one there and its ID stored, so that a fresh Mailjet account heals itself.
 */
export async function ensureMailjetList(trx: Kysely<Tables>, mailjet: MailjetSystem, list: ContactListRow) {
  if (list.mailjet_id !== null) {
    const there = await mailjet.contactsList(list.mailjet_id);
    if (there && !there.isDeleted) return list.mailjet_id;
  }
  const { id } = await mailjet.createContactsList(list.name);
  await trx
    .updateTable('nl_contactslist')
    .set({ mailjet_id: id })
    .where('id_nl_contactslist', '=', list.id_nl_contactslist)
    .execute();
  return id;
}

/** Mailjet knows no archive purpose: an archived template is kept there as a marketing one. */
const purposesOf = (purpose: TemplateRow['purpose']): MailjetTemplatePurpose[] => [
  purpose === 'archive' ? 'marketing' : purpose,
];

/** The template's ID in Mailjet, ensured on use as the list's is, with its content. */
export async function ensureMailjetTemplate(trx: Kysely<Tables>, mailjet: MailjetSystem, template: TemplateRow) {
  if (template.mailjet_id !== null) {
    try {
      await mailjet.templateContent(template.mailjet_id);
      return template.mailjet_id;
    } catch (error) {
      if (!notFoundThere(error)) throw error;
    }
  }
  const { id } = await mailjet.createTemplate({
    name: template.name,
    description: template.description ?? undefined,
    locale: template.locale,
    purposes: purposesOf(template.purpose),
  });
  await mailjet.setTemplateContent(id, { htmlPart: template.html_part, textPart: template.text_part, headers: {} });
  await trx
    .updateTable('nl_template')
    .set({ mailjet_id: id })
    .where('id_nl_template', '=', template.id_nl_template)
    .execute();
  return id;
}
