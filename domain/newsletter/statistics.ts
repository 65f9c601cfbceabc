/** `GET /newsletter-statistics`: how the sent campaigns did, per campaign and per day (Mailjet's counters). */
export const STATISTICS_PATH = '/newsletter-statistics';

/** The period the analysis shows when none is asked for: the last 90 days, Berlin days. */
export const DEFAULT_PERIOD_DAYS = 90;

/** What Mailjet counts of a campaign's messages; bounced is hard and soft bounces. */
export interface MessageCounts {
  sent: number;
  delivered: number;
  opened: number;
  clicked: number;
  bounced: number;
  unsubscribed: number;
}

export interface CampaignStatistics extends MessageCounts {
  id_nl_campaign: number;
  title: string;
  /** ISO date-time. */
  sent_at: string | null;
  /** The subscribed contacts the campaign went to, as we counted them. */
  recipients: number | null;
  /** Opened of delivered, 0–1. */
  openRate: number;
  /** Clicked of delivered, 0–1. */
  clickRate: number;
}

export interface DayStatistics extends MessageCounts {
  /** YYYY-MM-DD: the day of Mailjet's `Day` timeslice. */
  day: string;
}

export interface NewsletterStatistics {
  /** The period asked for (or the default), YYYY-MM-DD. */
  from: string;
  to: string;
  campaigns: CampaignStatistics[];
  /** Every day Mailjet counted something for these campaigns, in order. */
  days: DayStatistics[];
}

export const COUNT_NAMES = ['sent', 'delivered', 'opened', 'clicked', 'bounced', 'unsubscribed'] as const;

export const noCounts = (): MessageCounts => ({
  sent: 0,
  delivered: 0,
  opened: 0,
  clicked: 0,
  bounced: 0,
  unsubscribed: 0,
});

/** The counts of several campaigns or days together. */
export function sumCounts(rows: readonly MessageCounts[]): MessageCounts {
  const total = noCounts();
  for (const row of rows) for (const name of COUNT_NAMES) total[name] += row[name];
  return total;
}

/** A part of the delivered messages, 0–1 (0 when nothing was delivered). */
export const rateOf = (count: number, delivered: number) => (delivered > 0 ? count / delivered : 0);

/** The calendar day `days` before or after a YYYY-MM-DD day. */
export function shiftDay(day: string, days: number): string {
  const moment = new Date(`${day}T12:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}
