import { describe, expect, it } from 'vitest';
import { dailyCounters, lifetimeCounters, messageEvents } from '../../server/integrations/mailjet/mailjet-events.ts';

// The story the Mailjet emulator tells of each message of a send: the same on every start, in Mailjet's
// proportions, and counted per day as statcounters does.

const SENT_AT = '2026-03-02T09:00:00.000Z';
const campaign = { id: 7, draftId: 3, sentAt: SENT_AT };
const recipients = Array.from({ length: 4000 }, (_, index) => ({ contactId: index + 1, email: `p${index}@x.example` }));
const events = recipients.flatMap((recipient) => messageEvents(campaign, recipient));
const share = (type: string) => events.filter((event) => event.type === type).length / recipients.length;

describe('messageEvents', () => {
  it('is the same for the same draft and address, whatever the case of the address', () => {
    expect(messageEvents(campaign, { contactId: 1, email: 'Anna@X.example' })).toEqual(
      messageEvents(campaign, { contactId: 1, email: 'anna@x.example' }).map((event) => ({
        ...event,
        email: 'Anna@X.example',
      })),
    );
  });

  it('bounces about 3 %, delivers the rest, and about 55 % of those open, 20 % of the openers click, 2 % unsubscribe', () => {
    expect(share('sent')).toBe(1);
    expect(share('bounce') + share('delivered')).toBe(1);
    const within = (value: number, low: number, high: number) =>
      expect([value, value >= low && value <= high]).toEqual([value, true]);
    within(share('bounce'), 0.02, 0.04);
    within(share('open') / share('delivered'), 0.5, 0.6);
    within(share('click') / share('open'), 0.16, 0.24);
    within(share('unsub'), 0.01, 0.03);
  });

  it('happens after the send, within the send day and the next three days', () => {
    const sent = Date.parse(SENT_AT);
    for (const event of events) {
      expect(Date.parse(event.at)).toBeGreaterThanOrEqual(sent);
      expect(Date.parse(event.at)).toBeLessThan(sent + 4 * 86_400_000);
    }
  });
});

describe('counters', () => {
  it('counts per day what the lifetime counts, within the period asked', () => {
    const lifetime = lifetimeCounters(SENT_AT, events);
    const days = dailyCounters(SENT_AT, events, {
      from: Date.parse('2026-03-01T00:00:00Z'),
      to: Date.parse('2026-03-31T00:00:00Z'),
    });
    expect(days[0]?.timeslice).toBe('2026-03-02T00:00:00Z');
    expect(days.length).toBeGreaterThan(2);
    expect(days.reduce((sum, day) => sum + day.opened, 0)).toBe(lifetime.opened);
    expect(days.reduce((sum, day) => sum + day.sent, 0)).toBe(lifetime.sent);
    const second = dailyCounters(SENT_AT, events, {
      from: Date.parse('2026-03-03T00:00:00Z'),
      to: Date.parse('2026-03-03T00:00:00Z'),
    });
    expect(second).toEqual([days[1]]);
  });
});
