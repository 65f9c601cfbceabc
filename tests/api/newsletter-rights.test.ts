import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinDay } from '../../domain/berlin-time.ts';
import { tokenWithRights } from './support/mintedTokens.ts';
import { sentCampaign } from './support/sentCampaigns.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// Every newsletter call, the generic ones of the four resources and the bespoke ones, by a role that holds
// exactly the rights it needs (not refused) and by every role that lacks one of them (403): the separate
// reads of spec 1 §6 each open their own resource and nothing else.

/** Every newsletter right, each of which some role below holds alone. */
const RIGHTS = [
  'newsletter-read',
  'newsletter-create',
  'newsletter-update',
  'newsletter-delete',
  'newsletter-send',
  'newsletter-campaigns-read',
  'newsletter-templates-read',
  'newsletter-contactlists-read',
  'newsletter-contacts-read',
  'newsletter-statistics-read',
] as const;
type Right = (typeof RIGHTS)[number];

type Row = Record<string, unknown>;
let api: TestApp;
let counter = 0;
const unique = () => (counter += 1);
const tokens = new Map<string, string>();

/** Records of each resource, made afresh for each call that changes or deletes one. */
const records = {
  async list() {
    const row = await api.database.db
      .insertInto('nl_contactslist')
      .values({
        name: `Rechte ${unique()}`,
        consent_express: true,
        consent_not_purchased: true,
        consent_unsubscribe_link: true,
        consent_lawful_content: true,
        consent_guidelines_read: true,
      })
      .returning('id_nl_contactslist')
      .executeTakeFirstOrThrow();
    return row.id_nl_contactslist;
  },
  async contact() {
    const row = await api.database.db
      .insertInto('nl_contact')
      .values({ id_nl_contactslist: await records.list(), email: `rechte${unique()}@rights.test` })
      .returning('id_nl_contact')
      .executeTakeFirstOrThrow();
    return row.id_nl_contact;
  },
  async template() {
    const row = await api.database.db
      .insertInto('nl_template')
      .values({ name: `Rechte ${unique()}`, html_part: '<p><a href="[[UNSUB_LINK_DE]]">Abmelden</a></p>' })
      .returning('id_nl_template')
      .executeTakeFirstOrThrow();
    return row.id_nl_template;
  },
  async campaign() {
    const row = await api.database.db
      .insertInto('nl_campaign')
      .values({ ...(await campaignBody()), title: `Rechte ${unique()}` })
      .returning('id_nl_campaign')
      .executeTakeFirstOrThrow();
    return row.id_nl_campaign;
  },
};

async function campaignBody() {
  return {
    title: `Neue Kampagne ${unique()}`,
    subject: 'Reiseangebote',
    sender_name: 'Reisen',
    sender_email: 'news@travel.example',
    id_nl_contactslist: await records.list(),
    id_nl_template: await records.template(),
  };
}

interface Call {
  /** The call as its route names it. */
  name: string;
  /** Every right it needs. */
  needs: readonly Right[];
  request: () => Promise<InjectOptions>;
}

const generic = (
  api: string,
  record: () => Promise<number>,
  read: Right,
  createBody: () => Promise<Row>,
  change: Row,
): Call[] => [
  { name: `GET ${api}`, needs: [read], request: async () => ({ method: 'GET', url: `/api${api}` }) },
  {
    name: `GET ${api}/{id}`,
    needs: [read],
    request: async () => ({ method: 'GET', url: `/api${api}/${await record()}` }),
  },
  {
    name: `POST ${api}`,
    needs: ['newsletter-create'],
    request: async () => ({ method: 'POST', url: `/api${api}`, payload: await createBody() }),
  },
  {
    name: `PATCH ${api}/{id}`,
    needs: ['newsletter-update'],
    request: async () => ({ method: 'PATCH', url: `/api${api}/${await record()}`, payload: change }),
  },
  {
    name: `DELETE ${api}/{id}`,
    needs: ['newsletter-delete'],
    request: async () => ({ method: 'DELETE', url: `/api${api}/${await record()}` }),
  },
];

const calls: Call[] = [
  ...generic(
    '/newsletter/contactslist',
    records.list,
    'newsletter-contactlists-read',
    async () => ({
      name: `Neue Liste ${unique()}`,
      consent_express: true,
      consent_not_purchased: true,
      consent_unsubscribe_link: true,
      consent_lawful_content: true,
      consent_guidelines_read: true,
    }),
    { name: 'Umbenannt' },
  ),
  ...generic(
    '/newsletter/contact',
    records.contact,
    'newsletter-contacts-read',
    async () => ({ id_nl_contactslist: await records.list(), email: `neu${unique()}@rights.test` }),
    { first_name: 'Greta' },
  ),
  ...generic(
    '/newsletter/template',
    records.template,
    'newsletter-templates-read',
    async () => ({
      name: `Neue Vorlage ${unique()}`,
      purpose: 'marketing',
      html_part: '<p><a href="[[UNSUB_LINK_DE]]">Abmelden</a></p>',
    }),
    { description: 'Geändert' },
  ),
  ...generic('/newsletter/campaign', records.campaign, 'newsletter-campaigns-read', campaignBody, {
    subject: 'Geändert',
  }),
  {
    name: 'GET /mailjet/contact/{searchQuery}',
    needs: ['newsletter-contacts-read'],
    request: async () => ({ method: 'GET', url: '/api/mailjet/contact/reader0@rights.test' }),
  },
  {
    name: 'GET /mailjet/contact',
    needs: ['newsletter-contacts-read'],
    request: async () => ({
      method: 'GET',
      url: `/api/mailjet/contact?limit=1000&contactslist=${await records.list()}`,
    }),
  },
  {
    name: 'GET /newsletter-import/candidates',
    needs: ['newsletter-create', 'newsletter-contactlists-read'],
    request: async () => ({
      method: 'GET',
      url: `/api/newsletter-import/candidates?id_nl_contactslist=${await records.list()}`,
    }),
  },
  {
    name: 'POST /newsletter-import',
    needs: ['newsletter-create', 'newsletter-contactlists-read'],
    request: async () => ({
      method: 'POST',
      url: '/api/newsletter-import',
      payload: { id_nl_contactslist: await records.list(), consent: true, customers: [] },
    }),
  },
  {
    name: 'POST /newsletter/campaign/{id}/test',
    needs: ['newsletter-send'],
    request: async () => ({
      method: 'POST',
      url: `/api/newsletter/campaign/${await records.campaign()}/test`,
      payload: { recipients: ['probe@rights.test'] },
    }),
  },
  {
    name: 'POST /newsletter/campaign/{id}/schedule',
    needs: ['newsletter-send'],
    request: async () => ({
      method: 'POST',
      url: `/api/newsletter/campaign/${await records.campaign()}/schedule`,
      payload: { date: new Date(Date.now() + 7 * 86_400_000).toISOString() },
    }),
  },
  {
    name: 'DELETE /newsletter/campaign/{id}/schedule',
    needs: ['newsletter-send'],
    request: async () => ({ method: 'DELETE', url: `/api/newsletter/campaign/${await records.campaign()}/schedule` }),
  },
  {
    name: 'POST /newsletter/campaign/{id}/send',
    needs: ['newsletter-send'],
    request: async () => ({ method: 'POST', url: `/api/newsletter/campaign/${await records.campaign()}/send` }),
  },
  {
    name: 'GET /newsletter-statistics',
    needs: ['newsletter-statistics-read'],
    request: async () => ({ method: 'GET', url: `/api/newsletter-statistics?to=${berlinDay()}` }),
  },
  {
    name: 'GET /mailjet/account',
    needs: ['newsletter-read'],
    request: async () => ({ method: 'GET', url: '/api/mailjet/account' }),
  },
];

const roleName = (rights: readonly string[]) => (rights.length === 0 ? 'no newsletter right' : rights.join(' + '));

/** The roles that lack a right the call needs: none, each right alone, all it needs but one. */
function lacking(needs: readonly Right[]): (readonly Right[])[] {
  const alone = RIGHTS.filter((right) => !(needs.length === 1 && needs[0] === right)).map((right) => [right]);
  const allButOne = needs.length > 1 ? needs.map((left) => needs.filter((right) => right !== left)) : [];
  return [[], ...alone, ...allButOne];
}

beforeAll(async () => {
  api = await createTestApp();
  // Mailjet holds a sent campaign and its list, so that its calls have something to answer.
  await sentCampaign(api, { title: 'Rechte-Kampagne', daysAgo: 3, recipients: 3 });
  const roles = new Set(calls.flatMap((call) => [call.needs, ...lacking(call.needs)].map(roleName)));
  for (const name of roles) {
    const rights = name === 'no newsletter right' ? ['customers-read'] : name.split(' + ');
    tokens.set(name, await tokenWithRights(api.database.db, `newsletter ${name}`, rights));
  }
});
afterAll(() => api.close());

describe.each(calls)('$name', (call) => {
  it(`is done for a role holding exactly ${call.needs.join(' + ')}`, async () => {
    const answer = await api.injectAs(tokens.get(roleName(call.needs)), await call.request());
    expect(answer.statusCode, answer.body).not.toBe(403);
    expect(answer.statusCode, answer.body).toBeLessThan(500);
  });

  it.each(lacking(call.needs).map((rights) => ({ role: roleName(rights), rights })))(
    'is refused to $role',
    async ({ role }) => {
      const answer = await api.injectAs(tokens.get(role), await call.request());
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json().errors[0].key).toBe('error.forbidden');
    },
  );

  it('is refused without a token', async () => {
    expect((await api.injectAs(undefined, await call.request())).statusCode).toBe(401);
  });
});
