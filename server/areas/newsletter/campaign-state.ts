import type { Kysely } from 'kysely';
import { dynamic } from '../../crud/crud-context.ts';
import { allOf, type Condition } from '../../crud/query/build-where.ts';
import type { Tables } from '../../db/tables.ts';
import { notFound } from '../../errors.ts';
import { MailjetError, type MailjetSystem } from '../../integrations/mailjet/mailjet-system.ts';
import type { CampaignRow } from './campaign-parts.ts';

/** The campaign in the caller's reach, locked until the transaction ends; 404 for one unknown or out of reach. */
export async function lockCampaign(trx: Kysely<Tables>, scope: Condition | undefined, id: number) {
  const campaign = await dynamic(trx)
    .selectFrom('nl_campaign')
    .selectAll()
    .where(allOf([scope, (eb) => eb(eb.ref('id_nl_campaign'), '=', id)]))
    .forUpdate()
    .executeTakeFirst();
  if (!campaign) throw notFound();
  return campaign as CampaignRow;
}

/** Our contacts of a list that receive a campaign sent to it now: subscribed and not locked. */
export async function subscribedCount(trx: Kysely<Tables>, listId: number) {
  const { count } = await trx
    .selectFrom('nl_contact')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('id_nl_contactslist', '=', listId)
    .where('membership', '=', 'subscribed')
    .where('locked', '=', false)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Records the send: status sent, when, by whom and to how many; the campaign stays as it is from now on. */
export async function markSent(
  trx: Kysely<Tables>,
  campaign: CampaignRow,
  sent: { at: Date; by: number | null; recipients: number; draftId: number },
): Promise<CampaignRow> {
  return trx
    .updateTable('nl_campaign')
    .set({
      status: 'sent',
      sent_at: sent.at,
      sent_by: sent.by,
      recipients: sent.recipients,
      mailjet_id: sent.draftId,
      updated_at: new Date(),
      ...(sent.by === null ? {} : { updated_by: sent.by }),
    })
    .where('id_nl_campaign', '=', campaign.id_nl_campaign)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A scheduled campaign whose time has passed follows Mailjet: once Mailjet has sent it, it is sent here
 * too, at its scheduled time, by whoever scheduled it, to the list's subscribers as they are now.
 */
export async function followMailjet(
  trx: Kysely<Tables>,
  mailjet: MailjetSystem,
  campaign: CampaignRow,
): Promise<CampaignRow> {
  const { status, scheduled_at, mailjet_id } = campaign;
  if (status !== 'scheduled' || mailjet_id === null || !scheduled_at || scheduled_at.getTime() > Date.now())
    return campaign;
  if ((await mailjet.campaignStatus(mailjet_id)) !== 2) return campaign;
  return markSent(trx, campaign, {
    at: scheduled_at,
    by: campaign.updated_by,
    recipients: await subscribedCount(trx, campaign.id_nl_contactslist),
    draftId: mailjet_id,
  });
}

/** Whether Mailjet refused a change of a draft (400) because it has sent it already. */
export async function sentByMailjet(mailjet: MailjetSystem, draftId: number, error: unknown) {
  if (!(error instanceof MailjetError) || error.status !== 400) return false;
  return (await mailjet.campaignStatus(draftId)) === 2;
}
