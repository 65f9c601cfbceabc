import { createHash } from 'node:crypto';

/** What happened to one message of a sent campaign, as Mailjet's statistics count it. */
export type MailjetEventType = 'sent' | 'delivered' | 'bounce' | 'open' | 'click' | 'unsub';

export interface MailjetEvent {
  campaignId: number;
  contactId: number;
  email: string;
  type: MailjetEventType;
  /** ISO date-time. */
  at: string;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Opens come within three days of the send, most of them early. */
const OPEN_WITHIN_HOURS = 72;

/** Five numbers in [0, 1) that depend on the draft and the address only, so that every start tells the same story. */
function chances(draftId: number, email: string): number[] {
  const digest = createHash('sha256').update(`${draftId}:${email.toLowerCase()}`).digest();
  return [0, 4, 8, 12, 16].map((offset) => digest.readUInt32BE(offset) / 2 ** 32);
}

/**
 * The events of one message of a real send: sent; a hard bounce for about 3 %, else delivered; opened by
 * about 55 % of those delivered, within the send day and the next days; clicked by about 20 % of those
 * who opened; unsubscribed by about 2 %. Timestamps are the send time plus minutes or hours.
 */
export function messageEvents(
  campaign: { id: number; draftId: number; sentAt: string },
  recipient: { contactId: number; email: string },
): MailjetEvent[] {
  const [bounce, open, openDelay, click, unsub] = chances(campaign.draftId, recipient.email) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const sent = Date.parse(campaign.sentAt);
  const event = (type: MailjetEventType, at: number): MailjetEvent => ({
    campaignId: campaign.id,
    contactId: recipient.contactId,
    email: recipient.email,
    type,
    at: new Date(at).toISOString(),
  });
  const events = [event('sent', sent)];
  if (bounce < 0.03) return [...events, event('bounce', sent + MINUTE_MS)];
  events.push(event('delivered', sent + MINUTE_MS));
  if (open < 0.55) {
    const opened = sent + MINUTE_MS + Math.floor(openDelay * openDelay * OPEN_WITHIN_HOURS * HOUR_MS);
    events.push(event('open', opened));
    if (click < 0.2) events.push(event('click', opened + 2 * MINUTE_MS));
    if (unsub < 0.02) events.push(event('unsub', opened + 5 * MINUTE_MS));
  } else if (unsub < 0.02) events.push(event('unsub', sent + HOUR_MS));
  return events;
}

/** `statcounters`' counts of one period. */
export interface CounterRow {
  timeslice: string;
  sent: number;
  delivered: number;
  opened: number;
  clicked: number;
  hardBounced: number;
  unsubscribed: number;
}

const DAY_MS = 86_400_000;

function count(timeslice: string, events: readonly MailjetEvent[]): CounterRow {
  const of = (type: MailjetEventType) => events.filter((event) => event.type === type).length;
  return {
    timeslice,
    sent: of('sent'),
    delivered: of('delivered'),
    opened: of('open'),
    clicked: of('click'),
    hardBounced: of('bounce'),
    unsubscribed: of('unsub'),
  };
}

/** One row over the campaign's life, counted from its send time. */
export const lifetimeCounters = (sentAt: string, events: readonly MailjetEvent[]) => count(sentAt, events);

/**
 * One row per day (UTC) from the send day to the day of the last event, within `from` … `to` (both
 * inclusive); days without events count zero.
 */
export function dailyCounters(
  sentAt: string,
  events: readonly MailjetEvent[],
  period: { from: number; to: number },
): CounterRow[] {
  const dayOf = (time: number) => Math.floor(time / DAY_MS) * DAY_MS;
  const last = Math.max(Date.parse(sentAt), ...events.map((event) => Date.parse(event.at)));
  const first = Math.max(dayOf(Date.parse(sentAt)), dayOf(period.from));
  const rows: CounterRow[] = [];
  for (let day = first; day <= Math.min(dayOf(last), period.to); day += DAY_MS) {
    const within = events.filter((event) => dayOf(Date.parse(event.at)) === day);
    rows.push(count(new Date(day).toISOString().replace('.000Z', 'Z'), within));
  }
  return rows;
}
