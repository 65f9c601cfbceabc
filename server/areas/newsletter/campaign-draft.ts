import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { MailjetDraftFields, MailjetSystem } from '../../integrations/mailjet/mailjet-system.ts';
import { ensureMailjetList } from './mailjet-lists.ts';
import { ensureMailjetTemplate } from './mailjet-templates.ts';
import type { CampaignParts, CampaignRow } from './campaign-parts.ts';

/** Mailjet's draft of the campaign: sent there already, programmed and kept, or ready to test, schedule or send. */
export type EnsuredDraft =
  { state: 'sent' | 'programmed'; draftId: number } | { state: 'ready'; draftId: number; listId: number };

/** Mailjet's draft the campaign names; null when it has none or Mailjet lost it. */
async function draftThere(mailjet: MailjetSystem, campaign: CampaignRow) {
  if (campaign.mailjet_id === null) return null;
  const draft = await mailjet.campaignDraft(campaign.mailjet_id);
  return draft && draft.status >= 0 ? draft : null;
}

/**
 * The campaign's draft in Mailjet, ensured on use: created (and its ID stored) or brought up to date
 * with the campaign's fields, its list's and template's Mailjet IDs and the template's content. One
 * Mailjet has sent already is left as it is (a retry after a send whose answer was lost); a programmed
 * one is kept as it is (`programmed: 'keep'`, a test send) or taken back to a draft first, to be sent
 * or scheduled anew.
 */
export async function ensureCampaignDraft(
  trx: Kysely<Tables>,
  mailjet: MailjetSystem,
  campaign: CampaignRow,
  { list, template }: CampaignParts,
  programmed: 'keep' | 'take-back',
): Promise<EnsuredDraft> {
  const existing = await draftThere(mailjet, campaign);
  if (existing?.status === 2) return { state: 'sent', draftId: existing.id };
  if (existing?.status === 1) {
    if (programmed === 'keep') return { state: 'programmed', draftId: existing.id };
    await mailjet.cancelSchedule(existing.id);
  }
  const { id: listId } = await ensureMailjetList(trx, mailjet, list);
  const fields: MailjetDraftFields = {
    title: campaign.title,
    subject: campaign.subject,
    locale: campaign.locale,
    senderEmail: campaign.sender_email,
    senderName: campaign.sender_name,
    contactsListId: listId,
    templateId: await ensureMailjetTemplate(trx, mailjet, template.id_nl_template),
  };
  const draftId = existing
    ? (await mailjet.updateCampaignDraft(existing.id, fields)).id
    : (await mailjet.createCampaignDraft(fields)).id;
  if (draftId !== campaign.mailjet_id)
    await trx
      .updateTable('nl_campaign')
      .set({ mailjet_id: draftId })
      .where('id_nl_campaign', '=', campaign.id_nl_campaign)
      .execute();
  await mailjet.setCampaignContent(draftId, {
    htmlPart: template.html_part,
    textPart: template.text_part,
    headers: {},
  });
  return { state: 'ready', draftId, listId };
}
