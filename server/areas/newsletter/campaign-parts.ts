import type { Kysely, Selectable } from 'kysely';
import { carriesUnsubscribeLink } from '../../../domain/newsletter/unsubscribe-link.ts';
import type { NewsletterCampaignRow, NewsletterContactListRow, NewsletterTemplateRow } from '../../db/entity-tables.ts';
import type { Tables } from '../../db/tables.ts';
import { listLocked, unsubscribeLinkMissing } from './campaign-errors.ts';

export type CampaignRow = Selectable<NewsletterCampaignRow>;
export type ContactListRow = Selectable<NewsletterContactListRow>;
export type TemplateRow = Selectable<NewsletterTemplateRow>;

/** A campaign's list and template, as it may go out: a list that is there and not locked, a template with the unsubscribe link. */
export interface CampaignParts {
  list: ContactListRow;
  template: TemplateRow;
}

/** 422 unless the template carries the unsubscribe link. */
export async function templateWithLink(trx: Kysely<Tables>, id: number): Promise<TemplateRow> {
  const template = await trx.selectFrom('nl_template').selectAll().where('id_nl_template', '=', id).executeTakeFirst();
  // A template that is gone is the reference check's 422; here it carries no link either.
  if (!template || !carriesUnsubscribeLink(template)) throw unsubscribeLinkMissing();
  return template;
}

/** 422 unless the list is there and not locked. */
export async function openList(trx: Kysely<Tables>, id: number): Promise<ContactListRow> {
  const list = await trx
    .selectFrom('nl_contactslist')
    .selectAll()
    .where('id_nl_contactslist', '=', id)
    .executeTakeFirst();
  if (!list || list.locked) throw listLocked();
  return list;
}

/** The campaign's list and template, checked again before anything goes out. */
export async function campaignParts(trx: Kysely<Tables>, campaign: CampaignRow): Promise<CampaignParts> {
  return {
    template: await templateWithLink(trx, campaign.id_nl_template),
    list: await openList(trx, campaign.id_nl_contactslist),
  };
}
