import type { Kysely } from 'kysely';
import type { Condition } from '../../crud/query/build-where.ts';
import type { Tables } from '../../db/tables.ts';
import { ApiError } from '../../errors.ts';
import type { MailjetSystem } from '../../integrations/mailjet/mailjet-system.ts';
import { campaignSent, schedulePast } from './campaign-errors.ts';
import { callMailjet } from './mailjet-errors.ts';
import { ensureCampaignDraft } from './campaign-draft.ts';
import { campaignParts, type CampaignRow } from './campaign-parts.ts';
import { followMailjet, lockCampaign, markSent, sentByMailjet, subscribedCount } from './campaign-state.ts';
import { syncListRecipients } from './list-sync.ts';

/** Who acts on a campaign: the database, Mailjet, the user and the campaigns they reach. */
export interface CampaignCaller {
  db: Kysely<Tables>;
  mailjet: MailjetSystem;
  userId: number;
  scope?: Condition;
}

/**
 * Runs an action on one campaign in a transaction of its own, the campaign locked (two sends at once
 * are one after the other) and brought up to date with Mailjet first. Mailjet is spoken to after our
 * checks, so that its failure (502) keeps nothing of ours.
 */
function onCampaign<T>(
  { db, mailjet, scope }: CampaignCaller,
  id: number,
  work: (trx: Kysely<Tables>, campaign: CampaignRow) => Promise<T>,
): Promise<T> {
  return callMailjet(() =>
    db
      .transaction()
      .execute(async (trx) => work(trx, await followMailjet(trx, mailjet, await lockCampaign(trx, scope, id)))),
  );
}

const refuseSent = (campaign: CampaignRow) => {
  if (campaign.status === 'sent') throw campaignSent();
};

/** The campaign as it is now, to these addresses only; a scheduled one is tested as Mailjet keeps it. */
export function testCampaign(caller: CampaignCaller, id: number, recipients: readonly string[]) {
  return onCampaign(caller, id, async (trx, campaign) => {
    refuseSent(campaign);
    const parts = await campaignParts(trx, campaign);
    const draft = await ensureCampaignDraft(trx, caller.mailjet, campaign, parts, 'keep');
    if (draft.state === 'sent') throw campaignSent();
    await caller.mailjet.testCampaign(
      draft.draftId,
      recipients.map((email) => ({ email })),
    );
  });
}

/** Mailjet sends the campaign at `date`: the list brought up to date now, the draft programmed. */
export function scheduleCampaign(caller: CampaignCaller, id: number, date: Date) {
  return onCampaign(caller, id, async (trx, campaign) => {
    refuseSent(campaign);
    if (date.getTime() <= Date.now()) throw schedulePast();
    const parts = await campaignParts(trx, campaign);
    const draft = await ensureCampaignDraft(trx, caller.mailjet, campaign, parts, 'take-back');
    if (draft.state !== 'ready') throw campaignSent();
    await syncListRecipients(trx, caller.mailjet, { ...parts.list, mailjet_id: draft.listId });
    await caller.mailjet.scheduleCampaign(draft.draftId, date.toISOString());
    await trx
      .updateTable('nl_campaign')
      .set({ status: 'scheduled', scheduled_at: date, updated_at: new Date(), updated_by: caller.userId })
      .where('id_nl_campaign', '=', id)
      .execute();
  });
}

/** Takes a scheduled campaign back to a draft; one that is a draft already stays one, one Mailjet has sent is sent. */
export function cancelSchedule(caller: CampaignCaller, id: number) {
  return onCampaign(caller, id, async (trx, campaign) => {
    refuseSent(campaign);
    if (campaign.status !== 'scheduled') return;
    const draftId = campaign.mailjet_id;
    if (draftId !== null)
      try {
        await caller.mailjet.cancelSchedule(draftId);
      } catch (error) {
        if (!(await sentByMailjet(caller.mailjet, draftId, error))) throw error;
        // Too late: Mailjet has sent it (before our clock said so); it is sent here too.
        await markSent(trx, campaign, {
          at: campaign.scheduled_at ?? new Date(),
          by: campaign.updated_by,
          recipients: await subscribedCount(trx, campaign.id_nl_contactslist),
          draftId,
        });
        return;
      }
    await trx
      .updateTable('nl_campaign')
      .set({ status: 'draft', scheduled_at: null, updated_at: new Date(), updated_by: caller.userId })
      .where('id_nl_campaign', '=', id)
      .execute();
  });
}

/**
 * Sends the campaign once, now, to its list's subscribed contacts: refused when sent already (409); the
 * template and the list checked again; Mailjet's list brought up to date, the draft ensured and sent;
 * the campaign marked sent in the same transaction. A retry after a send whose answer was lost finds
 * the draft sent in Mailjet and only marks it.
 */
export function sendCampaign(caller: CampaignCaller, id: number) {
  const { mailjet } = caller;
  return onCampaign(caller, id, async (trx, campaign) => {
    refuseSent(campaign);
    const parts = await campaignParts(trx, campaign);
    const draft = await ensureCampaignDraft(trx, mailjet, campaign, parts, 'take-back');
    const sent = { at: new Date(), by: caller.userId, draftId: draft.draftId };
    if (draft.state !== 'ready')
      return markSent(trx, campaign, { ...sent, recipients: await subscribedCount(trx, campaign.id_nl_contactslist) });
    const recipients = await syncListRecipients(trx, mailjet, { ...parts.list, mailjet_id: draft.listId });
    try {
      await mailjet.sendCampaign(draft.draftId);
    } catch (error) {
      if (!(await sentByMailjet(mailjet, draft.draftId, error))) throw error;
    }
    return markSent(trx, campaign, { ...sent, recipients });
  });
}

/** A scheduled campaign whose time has passed, brought up to date with Mailjet; Mailjet failing leaves it as it is. */
export async function refreshCampaign(caller: CampaignCaller, id: number) {
  try {
    await onCampaign(caller, id, async () => {});
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 502)) throw error;
  }
}
