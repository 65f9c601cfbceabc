import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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
const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

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
      expect(refusal(await campaignCall(id, 'schedule', { date: inAMinute() }, token)).status).toBe(403);
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
