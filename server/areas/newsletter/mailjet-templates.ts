import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import {
  MailjetError,
  type MailjetContent,
  type MailjetSystem,
  type MailjetTemplatePurpose,
} from '../../integrations/mailjet/mailjet-system.ts';
import { fromMailjetError, isMailjetNotFound } from './mailjet-errors.ts';

/** A template as Mailjet keeps it: its row's fields that Mailjet has a place for. */
export interface TemplateInMailjet {
  id_nl_template: number;
  name: string;
  purpose: 'archive' | 'marketing' | 'transactional' | 'automation';
  locale: string;
  description: string | null;
  html_part: string | null;
  text_part: string | null;
  mailjet_id: number | null;
}

const TEMPLATE_COLUMNS = [
  'id_nl_template',
  'name',
  'purpose',
  'locale',
  'description',
  'html_part',
  'text_part',
  'mailjet_id',
] as const;

/** Mailjet knows no archive purpose: an archived template is kept there as a marketing one. */
export const mailjetPurposes = (purpose: TemplateInMailjet['purpose']): MailjetTemplatePurpose[] =>
  purpose === 'archive' ? ['marketing'] : [purpose];

export const mailjetContent = (template: TemplateInMailjet): MailjetContent => ({
  htmlPart: template.html_part,
  textPart: template.text_part,
  headers: {},
});

const mailjetFields = (template: TemplateInMailjet) => ({
  name: template.name,
  description: template.description ?? '',
  locale: template.locale,
  purposes: mailjetPurposes(template.purpose),
});

/** Mailjet's template of this name, looked for page by page; undefined when it has none. */
async function templateNamed(mailjet: MailjetSystem, name: string) {
  const limit = 1000;
  for (let offset = 0; ; offset += limit) {
    const page = await mailjet.templates({ limit, offset });
    const found = page.data.find((template) => template.name === name);
    if (found || page.count < limit) return found;
  }
}

/**
 * Makes the template in Mailjet, or takes over the one there of its name (Mailjet refuses a second: a
 * template whose ID we lost, or whose storing here was undone after Mailjet made it); answers its ID.
 */
async function makeOrAdopt(mailjet: MailjetSystem, template: TemplateInMailjet) {
  try {
    return (await mailjet.createTemplate(mailjetFields(template))).id;
  } catch (error) {
    if (!(error instanceof MailjetError && error.status === 400)) throw error;
    const same = await templateNamed(mailjet, template.name);
    if (!same) throw error;
    await mailjet.updateTemplate(same.id, mailjetFields(template));
    return same.id;
  }
}

/** Makes the template in Mailjet with its content and stores the new ID on its row; answers the ID. */
export async function createMailjetTemplate(trx: Kysely<Tables>, mailjet: MailjetSystem, template: TemplateInMailjet) {
  const id = await makeOrAdopt(mailjet, template);
  await mailjet.setTemplateContent(id, mailjetContent(template));
  await trx
    .updateTable('nl_template')
    .set({ mailjet_id: id })
    .where('id_nl_template', '=', template.id_nl_template)
    .execute();
  return id;
}

/**
 * Brings Mailjet's copy of a written template up to date: the fields and content the write changed,
 * or the whole template where it has none there yet or Mailjet no longer knows it. Answers its ID there.
 */
export async function syncMailjetTemplate(
  trx: Kysely<Tables>,
  mailjet: MailjetSystem,
  after: TemplateInMailjet,
  before: TemplateInMailjet | undefined,
) {
  if (after.mailjet_id !== null && before) {
    const changed = (field: keyof TemplateInMailjet) => after[field] !== before[field];
    try {
      if (changed('name') || changed('description') || changed('locale') || changed('purpose'))
        await mailjet.updateTemplate(after.mailjet_id, mailjetFields(after));
      if (changed('html_part') || changed('text_part'))
        await mailjet.setTemplateContent(after.mailjet_id, mailjetContent(after));
      return after.mailjet_id;
    } catch (error) {
      if (!isMailjetNotFound(error)) throw error;
    }
  }
  return createMailjetTemplate(trx, mailjet, after);
}

/**
 * The template's ID in Mailjet for a use of it (a campaign's draft), its Mailjet template (re)made and
 * the new ID stored where it has none or Mailjet no longer knows it: a fresh account heals itself.
 * Rejects with an ApiError (502 when Mailjet fails).
 */
export async function ensureMailjetTemplate(trx: Kysely<Tables>, mailjet: MailjetSystem, templateId: number) {
  const template = (await trx
    .selectFrom('nl_template')
    .select(TEMPLATE_COLUMNS)
    .where('id_nl_template', '=', templateId)
    .executeTakeFirstOrThrow()) as TemplateInMailjet;
  try {
    if (template.mailjet_id !== null) {
      try {
        await mailjet.templateContent(template.mailjet_id);
        return template.mailjet_id;
      } catch (error) {
        if (!isMailjetNotFound(error)) throw error;
      }
    }
    return await createMailjetTemplate(trx, mailjet, template);
  } catch (error) {
    throw fromMailjetError(error);
  }
}
