import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailjetClient } from '../../server/integrations/mailjet/mailjet-client.ts';
import { seedCampaigns } from '../../server/areas/newsletter/seed/campaigns.ts';
import { mintToken, tokenWithRights } from './support/mintedTokens.ts';
import { superadminApp } from './support/superadminApp.ts';
import { repositoryRegistry } from './support/testApp.ts';

// Newsletter campaigns (issue 22): the hooks on the generic calls, and the test send, schedule, send
// and status calls through the app against the project's Mailjet emulator over HTTP; the mail catcher
// tells who got what.

type Row = Record<string, unknown>;
type Answer = Awaited<ReturnType<ReturnType<typeof superadminApp>['call']>>;

const api = superadminApp();
const { call } = api;
const db = () => api.app.database.db;

const LINKED_HTML = '<p>Hallo {{var:firstname}}</p><p><a href="[[UNSUB_LINK_DE]]">Abmelden</a></p>';
let serial = 0;
const unique = (word: string) => `${word} ${Date.now().toString(36)}-${(serial += 1)}`;

const refusal = (answer: Answer) => ({
  status: answer.statusCode,
  field: answer.json<{ errors?: { field?: string }[] }>().errors?.[0]?.field,
  key: answer.json<{ errors?: { key: string }[] }>().errors?.[0]?.key,
});

async function insertTemplate(parts: { html_part?: string | null; text_part?: string | null } = {}) {
  const { id_nl_template } = await db()
    .insertInto('nl_template')
    .values({ name: unique('Vorlage'), html_part: LINKED_HTML, text_part: null, ...parts })
    .returning('id_nl_template')
    .executeTakeFirstOrThrow();
  return id_nl_template;
}

const CONSENTS = {
  consent_express: true,
  consent_not_purchased: true,
  consent_unsubscribe_link: true,
  consent_lawful_content: true,
  consent_guidelines_read: true,
} as const;

/** A list with contacts: `subscribed` get campaigns, the others do not. */
async function insertList({ locked = false, contacts = {} as Record<string, Row> } = {}) {
  const { id_nl_contactslist } = await db()
    .insertInto('nl_contactslist')
    .values({ name: unique('Liste'), locked, ...CONSENTS })
    .returning('id_nl_contactslist')
    .executeTakeFirstOrThrow();
  for (const [email, fields] of Object.entries(contacts))
    await db()
      .insertInto('nl_contact')
      .values({ id_nl_contactslist, email, membership: 'subscribed', ...fields })
      .execute();
  return id_nl_contactslist;
}

const campaignBody = (id_nl_contactslist: number, id_nl_template: number) => ({
  title: unique('Kampagne'),
  subject: 'Unsere Reisen im Dezember',
  sender_name: 'Reisebüro',
  sender_email: 'news@example.com',
  id_nl_contactslist,
  id_nl_template,
});

const create = (body: Row, bearer?: string) =>
  call({ method: 'POST', url: '/api/newsletter/campaign', payload: body }, bearer);
const campaignCall = (id: number, what: 'test' | 'schedule' | 'send' | 'status', payload?: object, bearer?: string) =>
  call(
    {
      method: what === 'status' ? 'GET' : 'POST',
      url: `/api/newsletter/campaign/${id}/${what}`,
      ...(payload ? { payload } : {}),
    },
    bearer,
  );

async function draft(contacts: Record<string, Row> = {}) {
  const list = await insertList({ contacts });
  const answer = await create(campaignBody(list, await insertTemplate()));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ id_nl_campaign: number; title: string }>().id_nl_campaign;
}

const stored = (id: number) =>
  db().selectFrom('nl_campaign').selectAll().where('id_nl_campaign', '=', id).executeTakeFirstOrThrow();
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

afterEach(() => api.app.mails.clear());

describe('campaign hooks', () => {
  it('refuses a template without the unsubscribe link, in its HTML or in its text part', async () => {
    const list = await insertList();
    for (const parts of [{ html_part: '<p>Kein Link</p>' }, { html_part: null }, { text_part: 'Hallo, ohne Link' }]) {
      const answer = await create(campaignBody(list, await insertTemplate(parts)));
      expect(refusal(answer), JSON.stringify(parts)).toEqual({
        status: 422,
        field: 'id_nl_template',
        key: 'newsletter.errors.unsubscribe_link_missing',
      });
    }
    const plain = await insertTemplate({
      html_part: '<a href="[[UNSUB_LINK]]">x</a>',
      text_part: 'Ab: [[UNSUB_LINK_EN]]',
    });
    expect((await create(campaignBody(list, plain))).statusCode).toBe(201);
  });

  it('refuses a locked list, on create and on update', async () => {
    const template = await insertTemplate();
    const locked = await insertList({ locked: true });
    expect(refusal(await create(campaignBody(locked, template)))).toEqual({
      status: 422,
      field: 'id_nl_contactslist',
      key: 'newsletter.errors.list_locked',
    });
    const id = await draft();
    const moved = await call({
      method: 'PATCH',
      url: `/api/newsletter/campaign/${id}`,
      payload: { id_nl_contactslist: locked },
    });
    expect(refusal(moved).key).toBe('newsletter.errors.list_locked');
  });

  it('starts every campaign as a draft, whatever the body says', async () => {
    const list = await insertList();
    const answer = await create({ ...campaignBody(list, await insertTemplate()), status: 'sent' });
    expect(answer.statusCode).toBe(400);
    const id = await draft();
    expect((await stored(id)).status).toBe('draft');
  });

  it('keeps a sent campaign: no change, no delete', async () => {
    const id = await draft();
    await db()
      .updateTable('nl_campaign')
      .set({ status: 'sent', sent_at: new Date() })
      .where('id_nl_campaign', '=', id)
      .execute();
    const changed = await call({ method: 'PATCH', url: `/api/newsletter/campaign/${id}`, payload: { subject: 'Neu' } });
    expect(changed.statusCode).toBe(422);
    expect(refusal(changed).field).toBe('subject');
    const deleted = await call({ method: 'DELETE', url: `/api/newsletter/campaign/${id}` });
    expect(refusal(deleted)).toEqual({ status: 409, field: undefined, key: 'newsletter.errors.campaign_sent' });
    expect((await stored(id)).subject).toBe('Unsere Reisen im Dezember');
  });

  it('deletes a draft', async () => {
    const id = await draft();
    expect((await call({ method: 'DELETE', url: `/api/newsletter/campaign/${id}` })).statusCode).toBe(200);
  });
});

describe('the calls refuse what they do not understand', () => {
  it('answers 400 for unknown fields, query keys and bad addresses, 404 for an unknown campaign', async () => {
    const id = await draft();
    expect((await campaignCall(id, 'test', { recipients: ['a@example.com'], cc: [] })).statusCode).toBe(400);
    expect((await campaignCall(id, 'test', { recipients: [] })).statusCode).toBe(400);
    expect((await campaignCall(id, 'test', { recipients: ['kein-mail'] })).statusCode).toBe(400);
    const eleven = Array.from({ length: 11 }, (_, index) => `p${index}@example.com`);
    expect((await campaignCall(id, 'test', { recipients: eleven })).statusCode).toBe(400);
    expect((await campaignCall(id, 'schedule', { date: 'morgen' })).statusCode).toBe(400);
    expect((await call({ method: 'POST', url: `/api/newsletter/campaign/${id}/send?now=1` })).statusCode).toBe(400);
    expect((await campaignCall(999_999, 'send')).statusCode).toBe(404);
    expect((await campaignCall(999_999, 'status')).statusCode).toBe(404);
  });
});

describe('rights', () => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    tokens.reader = await tokenWithRights(db(), 'campaign reader', ['newsletter-read', 'newsletter-campaigns-read']);
    tokens.none = await tokenWithRights(db(), 'campaign nobody', ['customers-read']);
    tokens.tickets = await mintToken(db(), 'tickets@demo.local');
  });

  it('lets a reader read campaigns and their status, but not test, schedule or send them', async () => {
    const id = await draft();
    expect((await call({ method: 'GET', url: `/api/newsletter/campaign/${id}` }, tokens.reader)).statusCode).toBe(200);
    expect((await campaignCall(id, 'status', undefined, tokens.reader)).statusCode).toBe(200);
    for (const token of [tokens.reader, tokens.none, tokens.tickets]) {
      expect(refusal(await campaignCall(id, 'test', { recipients: ['a@example.com'] }, token)).status).toBe(403);
      expect(refusal(await campaignCall(id, 'schedule', { date: inAnHour() }, token)).status).toBe(403);
      expect((await call({ method: 'DELETE', url: `/api/newsletter/campaign/${id}/schedule` }, token)).statusCode).toBe(
        403,
      );
      expect(refusal(await campaignCall(id, 'send', undefined, token)).status).toBe(403);
    }
    expect((await campaignCall(id, 'status', undefined, tokens.none)).statusCode).toBe(403);
    expect((await stored(id)).status).toBe('draft');
  });
});

describe('the demo campaigns', () => {
  it('are three sent, one scheduled and one draft, added once', async () => {
    await insertList({ contacts: { 'demo.seed@example.com': {} } });
    await insertTemplate();
    // The run's demo data has them already once the lists' and templates' seeds give them their parts.
    await seedCampaigns(db(), repositoryRegistry);
    const again = await seedCampaigns(db(), repositoryRegistry);
    const demo = await db()
      .selectFrom('nl_campaign')
      .select(['status', 'sent_at', 'recipients', 'mailjet_id'])
      .where('sender_email', '=', 'newsletter@demo-reisen.example')
      .execute();
    expect(demo).toHaveLength(5);
    expect(again.campaigns).toBe(0);
    expect(demo.map((row) => row.status).sort()).toEqual(['draft', 'scheduled', 'sent', 'sent', 'sent']);
    const sent = demo.filter((row) => row.status === 'sent');
    expect(sent.map((row) => row.mailjet_id).sort()).toEqual([3001, 3002, 3003]);
    for (const row of sent) expect(row.sent_at).toBeInstanceOf(Date);
  });
});

const mailsTo = (address: string) => api.app.mails.messages().filter((mail) => mail.to.includes(address));
const delivered = async () => {
  await api.app.mailjet.settled();
  return api.app.mails.messages().flatMap((mail) => mail.to);
};
const draftThere = (draftId: number | null) => api.app.mailjet.state().drafts.find((draft) => draft.id === draftId);

describe('test send', () => {
  afterEach(() => api.app.mailjet.reset());

  it('mails the campaign as it is to the given addresses only, and keeps it a draft', async () => {
    const id = await draft({ 'kundin@example.com': {} });
    const answer = await campaignCall(id, 'test', { recipients: ['pruefer@example.com', 'chefin@example.com'] });
    expect(answer.statusCode, answer.body).toBe(204);
    expect((await delivered()).sort()).toEqual(['chefin@example.com', 'pruefer@example.com']);
    const [mail] = mailsTo('pruefer@example.com');
    expect(mail?.subject).toBe('Unsere Reisen im Dezember');
    expect(mail?.html).toContain('Hallo');
    expect(mail?.html).not.toContain('[[UNSUB_LINK_DE]]');
    const campaign = await stored(id);
    expect(campaign.status).toBe('draft');
    expect(draftThere(campaign.mailjet_id)?.status).toBe(0);
  });

  it('answers 502 when Mailjet fails, and mails nothing', async () => {
    const id = await draft();
    api.app.mailjet.failNext(1, 'error');
    const answer = await campaignCall(id, 'test', { recipients: ['pruefer@example.com'] });
    expect(refusal(answer)).toEqual({ status: 502, field: undefined, key: 'newsletter.errors.mailjet_unavailable' });
    expect(await delivered()).toEqual([]);
  });
});

describe('send', () => {
  afterEach(() => api.app.mailjet.reset());

  const audience = {
    'anna@example.com': { first_name: 'Anna', last_name: 'Abo' },
    'bernd@example.com': {},
    'clara@example.com': { membership: 'unsubscribed' },
    'dieter@example.com': { membership: 'excluded' },
    'emil@example.com': { membership: 'integrated' },
    'frida@example.com': { locked: true },
  };

  it('mails the subscribed, unlocked contacts once and marks the campaign sent; a second send is 409', async () => {
    const id = await draft(audience);
    const answer = await campaignCall(id, 'send');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Row>()).toMatchObject({ status: 'sent', recipients: 2 });
    expect((await delivered()).sort()).toEqual(['anna@example.com', 'bernd@example.com']);
    const campaign = await stored(id);
    expect(campaign.sent_at).toBeInstanceOf(Date);
    expect(campaign.sent_by).toEqual(expect.any(Number));
    expect(draftThere(campaign.mailjet_id)?.status).toBe(2);

    api.app.mails.clear();
    expect(refusal(await campaignCall(id, 'send'))).toEqual({
      status: 409,
      field: undefined,
      key: 'newsletter.errors.campaign_sent',
    });
    expect(refusal(await campaignCall(id, 'test', { recipients: ['pruefer@example.com'] })).status).toBe(409);
    expect(refusal(await campaignCall(id, 'schedule', { date: inAnHour() })).status).toBe(409);
    expect(await delivered()).toEqual([]);
  });

  it('sends once when two sends come at the same time', async () => {
    const id = await draft({ 'gleichzeitig@example.com': {} });
    const answers = await Promise.all([campaignCall(id, 'send'), campaignCall(id, 'send')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await delivered()).toEqual(['gleichzeitig@example.com']);
    const { mailjet_id } = await stored(id);
    expect(api.app.mailjet.state().campaigns.filter((campaign) => campaign.draftId === mailjet_id)).toHaveLength(1);
  });

  it('keeps the campaign a draft when Mailjet fails, and a retry sends it once', async () => {
    const id = await draft({ 'nochmal@example.com': {} });
    api.app.mailjet.failNext(1, 'error');
    const failed = await campaignCall(id, 'send');
    expect(refusal(failed)).toEqual({ status: 502, field: undefined, key: 'newsletter.errors.mailjet_unavailable' });
    expect((await stored(id)).status).toBe('draft');
    expect(await delivered()).toEqual([]);
    expect((await campaignCall(id, 'send')).statusCode).toBe(200);
    expect(await delivered()).toEqual(['nochmal@example.com']);
  });

  it('only marks a campaign that Mailjet has sent already (a send whose answer was lost)', async () => {
    const id = await draft({ 'verloren@example.com': {} });
    expect((await campaignCall(id, 'test', { recipients: ['pruefer@example.com'] })).statusCode).toBe(204);
    const { mailjet_id } = await stored(id);
    const { url, apiKey, secretKey } = api.app.mailjet;
    await createMailjetClient({ baseUrl: url, apiKey, secretKey, timeoutMs: 2000 }).sendCampaign(Number(mailjet_id));
    api.app.mails.clear();
    const answer = await campaignCall(id, 'send');
    expect(answer.json<Row>()).toMatchObject({ status: 'sent', recipients: 1 });
    expect(await delivered()).toEqual([]);
  });

  it('refuses a list locked or a template changed since the campaign was written', async () => {
    const id = await draft({ 'spaeter@example.com': {} });
    const campaign = await stored(id);
    await db()
      .updateTable('nl_template')
      .set({ html_part: '<p>ohne</p>' })
      .where('id_nl_template', '=', campaign.id_nl_template)
      .execute();
    expect(refusal(await campaignCall(id, 'send')).key).toBe('newsletter.errors.unsubscribe_link_missing');
    await db()
      .updateTable('nl_template')
      .set({ html_part: LINKED_HTML })
      .where('id_nl_template', '=', campaign.id_nl_template)
      .execute();
    await db()
      .updateTable('nl_contactslist')
      .set({ locked: true })
      .where('id_nl_contactslist', '=', campaign.id_nl_contactslist)
      .execute();
    expect(refusal(await campaignCall(id, 'send')).key).toBe('newsletter.errors.list_locked');
    expect(await delivered()).toEqual([]);
  });
});

describe('schedule', () => {
  afterEach(() => api.app.mailjet.reset());
  const cancel = (id: number) => call({ method: 'DELETE', url: `/api/newsletter/campaign/${id}/schedule` });

  it('refuses a time that has passed', async () => {
    const id = await draft();
    const answer = await campaignCall(id, 'schedule', { date: new Date(Date.now() - 60_000).toISOString() });
    expect(refusal(answer)).toEqual({ status: 422, field: 'date', key: 'newsletter.errors.schedule_past' });
  });

  it('schedules in Mailjet, locks the campaign until cancelled, and cancels', async () => {
    const id = await draft({ 'geplant@example.com': {} });
    const date = inAnHour();
    const scheduled = await campaignCall(id, 'schedule', { date });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json<Row>()).toMatchObject({ status: 'scheduled', scheduled_at: date });
    const { mailjet_id } = await stored(id);
    expect(draftThere(mailjet_id)).toMatchObject({ status: 1, scheduledAt: date });
    const changed = await call({ method: 'PATCH', url: `/api/newsletter/campaign/${id}`, payload: { subject: 'Neu' } });
    expect(changed.statusCode).toBe(422);

    const cancelled = await cancel(id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Row>()).toMatchObject({ status: 'draft', scheduled_at: null });
    expect(draftThere(mailjet_id)?.status).toBe(0);
    expect((await cancel(id)).statusCode).toBe(200);
    expect(await delivered()).toEqual([]);
  });

  it('takes a scheduled campaign off the schedule when it is deleted', async () => {
    const id = await draft();
    expect((await campaignCall(id, 'schedule', { date: inAnHour() })).statusCode).toBe(200);
    const { mailjet_id } = await stored(id);
    expect((await call({ method: 'DELETE', url: `/api/newsletter/campaign/${id}` })).statusCode).toBe(200);
    expect(draftThere(mailjet_id)?.status).toBe(0);
  });

  it('follows Mailjet once the time has passed: sent there, sent here', async () => {
    const id = await draft({ 'termin@example.com': {}, 'ohne@example.com': { membership: 'unsubscribed' } });
    expect((await campaignCall(id, 'schedule', { date: inAnHour() })).statusCode).toBe(200);
    expect((await campaignCall(id, 'status')).json<Row>().status).toBe('scheduled');
    // The emulator's clock stays moved on: this is the file's last schedule.
    api.app.mailjet.advance(2 * 3_600_000);
    expect(await delivered()).toEqual(['termin@example.com']);
    // Our clock is the real one: the scheduled time is moved back instead.
    const past = new Date(Date.now() - 1000);
    await db().updateTable('nl_campaign').set({ scheduled_at: past }).where('id_nl_campaign', '=', id).execute();
    const status = await campaignCall(id, 'status');
    expect(status.json<Row>()).toMatchObject({ status: 'sent', recipients: 1, sent_at: past.toISOString() });
    expect(refusal(await campaignCall(id, 'send')).status).toBe(409);
  });
});
