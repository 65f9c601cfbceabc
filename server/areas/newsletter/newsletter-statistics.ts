import { sql, type Kysely } from 'kysely';
import {
  rateOf,
  sumCounts,
  type CampaignStatistics,
  type DayStatistics,
  type MessageCounts,
  type NewsletterStatistics,
} from '../../../domain/newsletter/statistics.ts';
import type { Tables } from '../../db/tables.ts';
import { MailjetError, type MailjetCounters, type MailjetSystem } from '../../integrations/mailjet/mailjet-system.ts';
import { fromMailjetError } from './mailjet-errors.ts';

export interface StatisticsRequest {
  /** Berlin days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  campaignId?: number;
}

const countsOf = (counters: MailjetCounters): MessageCounts => ({
  sent: counters.messageSentCount,
  delivered: counters.messageDeliveredCount,
  opened: counters.messageOpenedCount,
  clicked: counters.messageClickedCount,
  bounced: counters.messageHardBouncedCount + counters.messageSoftBouncedCount,
  unsubscribed: counters.messageUnsubscribedCount,
});

/** Our campaigns sent in the period (Berlin days: the session's zone) that Mailjet has a draft of. */
function sentCampaigns(db: Kysely<Tables>, { from, to, campaignId }: StatisticsRequest) {
  let query = db
    .selectFrom('nl_campaign')
    .select(['id_nl_campaign', 'title', 'sent_at', 'recipients', 'mailjet_id'])
    .where('status', '=', 'sent')
    .where('mailjet_id', 'is not', null)
    .where('sent_at', '>=', sql<Date>`${from}::date`)
    .where('sent_at', '<', sql<Date>`${to}::date + 1`);
  if (campaignId !== undefined) query = query.where('id_nl_campaign', '=', campaignId);
  return query.orderBy('sent_at').orderBy('id_nl_campaign').$narrowType<{ mailjet_id: number }>().execute();
}

const DAY_MS = 86_400_000;

/** Mailjet counts days only within a period: every day from the day before ours recorded the send up to now. */
const dailyPeriod = (sentAt: Date | null) => ({
  from: new Date((sentAt?.getTime() ?? Date.now()) - DAY_MS).toISOString(),
  to: new Date().toISOString(),
});

/**
 * How the campaigns sent in the period did: Mailjet's lifetime counters per campaign, and its daily
 * counters of the same campaigns summed per day (all their days, so that the days add up to the campaigns).
 * A campaign Mailjet knows no sent campaign of is left out.
 */
export async function newsletterStatistics(
  db: Kysely<Tables>,
  mailjet: MailjetSystem,
  request: StatisticsRequest,
): Promise<NewsletterStatistics> {
  const campaigns: CampaignStatistics[] = [];
  const days = new Map<string, MessageCounts[]>();
  try {
    for (const row of await sentCampaigns(db, request)) {
      const draft = await mailjet.campaignDraft(row.mailjet_id);
      if (draft?.campaignId == null) continue;
      const [lifetime, daily] = await Promise.all([
        mailjet.campaignCounters(draft.campaignId, 'Lifetime'),
        mailjet.campaignCounters(draft.campaignId, 'Day', dailyPeriod(row.sent_at)),
      ]);
      const counts = sumCounts(lifetime.map(countsOf));
      campaigns.push({
        id_nl_campaign: row.id_nl_campaign,
        title: row.title,
        sent_at: row.sent_at?.toISOString() ?? null,
        recipients: row.recipients,
        ...counts,
        openRate: rateOf(counts.opened, counts.delivered),
        clickRate: rateOf(counts.clicked, counts.delivered),
      });
      for (const counters of daily) {
        const day = counters.timeslice.slice(0, 10);
        days.set(day, [...(days.get(day) ?? []), countsOf(counters)]);
      }
    }
  } catch (error) {
    throw error instanceof MailjetError ? fromMailjetError(error) : error;
  }
  const dayRows: DayStatistics[] = [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, rows]) => ({ day, ...sumCounts(rows) }));
  return { from: request.from, to: request.to, campaigns, days: dayRows };
}
