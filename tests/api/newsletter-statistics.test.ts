import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { berlinDay } from '../../domain/berlin-time.ts';
import type { MailjetAccount } from '../../domain/newsletter/account.ts';
import { sumCounts, type NewsletterStatistics } from '../../domain/newsletter/statistics.ts';
import { tokenWithRights } from './support/mintedTokens.ts';
import { sentCampaign } from './support/sentCampaigns.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// The analysis' numbers from the Mailjet emulator's counters of campaigns our database has sent, and
// the account at a glance, also while Mailjet fails.

const DAY_MS = 86_400_000;
let api: TestApp;
let marketing: string;
const campaigns = { recent: 0, older: 0, old: 0 };
/** When the oldest of the last 90 days' campaigns went out. */
let olderSentAt: Date;

const get = (url: string, token = marketing) => api.injectAs(token, { method: 'GET', url: `/api${url}` });
const daysAgo = (days: number) => berlinDay(new Date(Date.now() - days * DAY_MS));
const ours = (answer: NewsletterStatistics) =>
  answer.campaigns.filter((row) => Object.values(campaigns).includes(row.id_nl_campaign));

beforeAll(async () => {
  api = await createTestApp();
  marketing = await tokenWithRights(api.database.db, 'marketing staff', [
    'newsletter-read',
    'newsletter-statistics-read',
  ]);
  campaigns.recent = (await sentCampaign(api, { title: 'Herbstreisen', daysAgo: 6, recipients: 40 })).id;
  const older = await sentCampaign(api, { title: 'Sommerreisen', daysAgo: 40, recipients: 25 });
  campaigns.older = older.id;
  olderSentAt = older.sentAt;
  campaigns.old = (await sentCampaign(api, { title: 'Winterreisen', daysAgo: 200, recipients: 10 })).id;
});
afterAll(() => api.close());
beforeEach(() => api.mailjet.reset());

describe('GET /newsletter-statistics', () => {
  it("answers each sent campaign of the last 90 days with Mailjet's lifetime counters, and the days adding up to them", async () => {
    const answer = await get('/newsletter-statistics');
    expect(answer.statusCode).toBe(200);
    const body = answer.json<NewsletterStatistics>();
    expect(body).toMatchObject({ from: daysAgo(90), to: berlinDay() });
    const rows = ours(body);
    expect(rows.map((row) => row.title)).toEqual(['Sommerreisen', 'Herbstreisen']);

    const state = api.mailjet.state();
    for (const row of rows) {
      const draftId = state.drafts.find((draft) => draft.title === row.title)!.id;
      const campaign = state.campaigns.find((each) => each.draftId === draftId)!;
      const events = state.events.filter((event) => event.campaignId === campaign.id);
      const of = (type: string) => events.filter((event) => event.type === type).length;
      expect(row).toMatchObject({
        recipients: row.title === 'Herbstreisen' ? 40 : 25,
        sent: row.title === 'Herbstreisen' ? 40 : 25,
        delivered: of('delivered'),
        opened: of('open'),
        clicked: of('click'),
        bounced: of('bounce'),
        unsubscribed: of('unsub'),
      });
      expect(row.delivered + row.bounced).toBe(row.sent);
      expect(row.opened).toBeGreaterThan(0);
      expect(row.openRate).toBeCloseTo(row.opened / row.delivered);
      expect(row.clickRate).toBeCloseTo(row.clicked / row.delivered);
    }
    // Only our campaigns are sent in this database, so the days are theirs alone.
    expect(body.campaigns).toHaveLength(2);
    expect(sumCounts(body.days)).toEqual(sumCounts(body.campaigns));
    expect(body.days.map((row) => row.day)).toEqual([...body.days.map((row) => row.day)].sort());
    // Mailjet's days are UTC days, from the send's.
    expect(body.days[0]!.day).toBe(olderSentAt.toISOString().slice(0, 10));
  });

  it('answers the campaigns sent in the period asked for, or one of them', async () => {
    const titles = async (query: string) =>
      ours((await get(`/newsletter-statistics?${query}`)).json<NewsletterStatistics>()).map((row) => row.title);
    expect(await titles(`from=${daysAgo(365)}&to=${berlinDay()}`)).toEqual([
      'Winterreisen',
      'Sommerreisen',
      'Herbstreisen',
    ]);
    expect(await titles(`from=${daysAgo(30)}`)).toEqual(['Herbstreisen']);
    expect(await titles(`from=${daysAgo(50)}&to=${daysAgo(30)}`)).toEqual(['Sommerreisen']);
    expect(await titles(`from=${daysAgo(6)}&to=${daysAgo(6)}`)).toEqual(['Herbstreisen']);
    expect(await titles(`from=${daysAgo(5)}&to=${berlinDay()}`)).toEqual([]);

    const one = (await get(`/newsletter-statistics?id_nl_campaign=${campaigns.older}`)).json<NewsletterStatistics>();
    expect(one.campaigns.map((row) => row.title)).toEqual(['Sommerreisen']);
    expect(sumCounts(one.days)).toEqual(sumCounts(one.campaigns));
  });

  it('refuses a query it does not understand', async () => {
    for (const query of [
      'from=2026-02-30',
      'to=26.11.2026',
      'id_nl_campaign=abc',
      'campaign=1',
      `from=${berlinDay()}&to=${daysAgo(1)}`,
    ]) {
      const answer = await get(`/newsletter-statistics?${query}`);
      expect(answer.statusCode, query).toBe(400);
    }
    const reversed = await get(`/newsletter-statistics?from=${berlinDay()}&to=${daysAgo(1)}`);
    expect(reversed.json().errors).toEqual([{ field: 'to', key: 'error.ends_before_start' }]);
  });

  it('refuses whoever lacks newsletter-statistics-read, even with every other newsletter right', async () => {
    const others = await tokenWithRights(api.database.db, 'no statistics', [
      'newsletter-read',
      'newsletter-create',
      'newsletter-update',
      'newsletter-send',
      'newsletter-campaigns-read',
    ]);
    const answer = await get('/newsletter-statistics', others);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().errors).toEqual([
      { key: 'error.forbidden', params: { permission: 'newsletter-statistics-read' } },
    ]);
    expect((await api.injectAs(undefined, { method: 'GET', url: '/api/newsletter-statistics' })).statusCode).toBe(401);
  });

  it('answers 502 when Mailjet fails', async () => {
    api.mailjet.failNext(1, 'error');
    const failed = await get('/newsletter-statistics');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().errors).toEqual([{ key: 'newsletter.errors.mailjet_unavailable' }]);
    api.mailjet.failNext(1, 'malformed');
    expect((await get('/newsletter-statistics')).statusCode).toBe(502);
    expect((await get('/newsletter-statistics')).statusCode).toBe(200);
  });
});

describe('GET /mailjet/account', () => {
  const ourCounts = async () => {
    const { db } = api.database;
    const count = async (query: { executeTakeFirstOrThrow(): Promise<{ count: unknown }> }) =>
      Number((await query.executeTakeFirstOrThrow()).count);
    return {
      lists: await count(db.selectFrom('nl_contactslist').select((eb) => eb.fn.countAll().as('count'))),
      contacts: await count(db.selectFrom('nl_contact').select((eb) => eb.fn.countAll().as('count'))),
      subscribed: await count(
        db
          .selectFrom('nl_contact')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('membership', '=', 'subscribed'),
      ),
    };
  };

  it("answers our lists and contacts, Mailjet's totals and the last campaigns", async () => {
    const campaignReader = await tokenWithRights(api.database.db, 'campaign reader', [
      'newsletter-read',
      'newsletter-campaigns-read',
    ]);
    const answer = await get('/mailjet/account', campaignReader);
    expect(answer.statusCode).toBe(200);
    const account = answer.json<MailjetAccount>();
    const state = api.mailjet.state();
    expect(account).toMatchObject({
      reachable: true,
      ...(await ourCounts()),
      mailjet: { lists: state.lists.length, contacts: state.contacts.length },
    });
    expect(account.subscribed).toBeGreaterThanOrEqual(75);
    const newest = await api.database.db
      .selectFrom('nl_campaign')
      .select('id_nl_campaign')
      .orderBy('id_nl_campaign', 'desc')
      .limit(5)
      .execute();
    expect(account.lastCampaigns!.map((row) => row.id_nl_campaign)).toEqual(newest.map((row) => row.id_nl_campaign));
    expect(account.lastCampaigns!.find((row) => row.id_nl_campaign === campaigns.recent)).toMatchObject({
      title: 'Herbstreisen',
      status: 'sent',
      sent_at: expect.any(String),
    });
    expect(account.scheduledCampaigns!.every((row) => row.status === 'scheduled')).toBe(true);
  });

  it('leaves the campaigns out for a user who may not read them', async () => {
    const account = (await get('/mailjet/account')).json<MailjetAccount>();
    expect(account).toMatchObject({ reachable: true, lastCampaigns: null, scheduledCampaigns: null });
  });

  it('answers what our database knows while Mailjet fails', async () => {
    for (const mode of ['error', 'malformed'] as const) {
      api.mailjet.failNext(2, mode);
      const answer = await get('/mailjet/account');
      expect(answer.statusCode).toBe(200);
      expect(answer.json<MailjetAccount>()).toMatchObject({ reachable: false, mailjet: null, ...(await ourCounts()) });
    }
  });

  it('needs newsletter-read, and takes no query', async () => {
    const statisticsOnly = await tokenWithRights(api.database.db, 'statistics only', ['newsletter-statistics-read']);
    expect((await get('/mailjet/account', statisticsOnly)).statusCode).toBe(403);
    expect((await get('/mailjet/account?limit=5')).statusCode).toBe(400);
  });
});
