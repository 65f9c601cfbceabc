import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Config } from '../../server/config.ts';
import type { RunningIntegration } from '../../server/core/integration.ts';
import { startMailCatcher, type MailCatcher } from '../../server/integrations/mail/mail-catcher.ts';
import { mailjetIntegration } from '../../server/integrations/mailjet/mailjet-integration.ts';
import type { MailjetSystem } from '../../server/integrations/mailjet/mailjet-system.ts';
import { repositoryRegistry } from './support/testApp.ts';
import { createTestDatabase, type TestDatabase } from './support/testDatabase.ts';

// `npm start`'s Mailjet without MAILJET_URL: the emulator holds the newsletter rows of the database
// that carry a Mailjet ID, under those IDs, and delivers into the mail catcher started before it.

/** Far above any ID the demo data gives, so that these rows are told apart from it. */
const LIST_ID = 910_001;
const OTHER_LIST_ID = 910_002;
const TEMPLATE_ID = 910_010;
const SENT_ID = 910_020;
const DRAFT_ID = 910_021;
const CONTACT_ID = 910_030;
const SENT_AT = new Date('2026-03-02T09:00:00Z');

let test: TestDatabase;
let mails: MailCatcher;
let running: RunningIntegration<MailjetSystem>;
let mailjet: MailjetSystem;

beforeAll(async () => {
  test = await createTestDatabase({ seeded: true });
  const { db } = test.database;
  const consent = {
    consent_express: true,
    consent_not_purchased: true,
    consent_unsubscribe_link: true,
    consent_lawful_content: true,
    consent_guidelines_read: true,
  } as const;
  const [list] = await db
    .insertInto('nl_contactslist')
    .values([
      { name: 'Mirrored customers', mailjet_id: LIST_ID, ...consent },
      { name: 'Mirrored partners', mailjet_id: OTHER_LIST_ID, ...consent },
      { name: 'Not in Mailjet yet', mailjet_id: null, ...consent },
    ])
    .returning('id_nl_contactslist')
    .execute();
  const contact = (
    email: string,
    membership: 'subscribed' | 'unsubscribed' | 'excluded',
    mailjetId: number | null,
  ) => ({
    id_nl_contactslist: list!.id_nl_contactslist,
    email,
    first_name: 'Mia',
    last_name: 'Mirror',
    membership,
    mailjet_id: mailjetId,
  });
  await db
    .insertInto('nl_contact')
    .values([
      contact('mia@mirror.example', 'subscribed', CONTACT_ID),
      contact('noah@mirror.example', 'subscribed', null),
      contact('olga@mirror.example', 'unsubscribed', null),
      contact('paul@mirror.example', 'excluded', null),
    ])
    .execute();
  const [template] = await db
    .insertInto('nl_template')
    .values({
      name: 'Mirrored template',
      purpose: 'marketing',
      locale: 'de_DE',
      html_part: '<p>Mirrored</p><a href="[[UNSUB_LINK_DE]]">Abmelden</a>',
      text_part: 'Mirrored',
      mailjet_id: TEMPLATE_ID,
    })
    .returning('id_nl_template')
    .execute();
  const campaign = (mailjetId: number, status: 'draft' | 'sent') => ({
    title: `Mirrored ${status}`,
    subject: `Mirrored ${status} subject`,
    sender_name: 'Travel news',
    sender_email: 'news@travel.example',
    id_nl_contactslist: list!.id_nl_contactslist,
    id_nl_template: template!.id_nl_template,
    locale: 'de_DE' as const,
    status,
    sent_at: status === 'sent' ? SENT_AT : null,
    mailjet_id: mailjetId,
  });
  await db
    .insertInto('nl_campaign')
    .values([campaign(SENT_ID, 'sent'), campaign(DRAFT_ID, 'draft')])
    .execute();

  mails = await startMailCatcher();
  const catcher = { service: null, catcherSmtpUrl: mails.smtpUrl, stop: async () => {} };
  const config = { mailjetEmulatorPort: 0 } as Config;
  running = await mailjetIntegration.start(config, { db, registry: repositoryRegistry, running: { mail: catcher } });
  mailjet = running.service;
});

afterAll(async () => {
  await running?.stop();
  await mails?.close();
  await test?.drop();
});

it('holds the lists, their contacts with their membership, and the templates under their IDs', async () => {
  expect(running.emulatorUrl).toEqual(expect.any(String));
  expect(await mailjet.contactsList(LIST_ID)).toMatchObject({ name: 'Mirrored customers', subscriberCount: 3 });
  expect(await mailjet.contactsList(OTHER_LIST_ID)).toMatchObject({ name: 'Mirrored partners' });
  const names = (await mailjet.contactsLists({ limit: 1000 })).data.map(({ name }) => name);
  expect(names).not.toContain('Not in Mailjet yet');

  expect(await mailjet.contact(CONTACT_ID)).toMatchObject({ email: 'mia@mirror.example', name: 'Mia Mirror' });
  const members = await mailjet.listRecipients({ contactsList: LIST_ID, limit: 1000 });
  const contacts = (await mailjet.contacts({ contactsList: LIST_ID, limit: 1000 })).data;
  const unsubscribed = members.data.filter((member) => member.isUnsubscribed).map((member) => member.contactId);
  expect(contacts.filter((contact) => unsubscribed.includes(contact.id)).map(({ email }) => email)).toEqual([
    'olga@mirror.example',
  ]);
  expect(contacts.find(({ email }) => email === 'paul@mirror.example')?.isExcludedFromCampaigns).toBe(true);

  expect(await mailjet.templateContent(TEMPLATE_ID)).toMatchObject({ htmlPart: expect.stringContaining('Mirrored') });
});

it('holds the campaigns: a sent one with its statistics, a draft that can still be sent', async () => {
  const sent = await mailjet.campaignDraft(SENT_ID);
  expect(sent).toMatchObject({ status: 2, contactsListId: LIST_ID, templateId: TEMPLATE_ID });
  const [campaign] = (await mailjet.campaigns({ draftId: SENT_ID })).data;
  expect(campaign).toMatchObject({ id: sent?.campaignId, sentAt: SENT_AT.toISOString() });
  const [lifetime] = await mailjet.campaignCounters(sent!.campaignId!, 'Lifetime');
  // Subscribed and not excluded: Mia and Noah.
  expect(lifetime).toMatchObject({ timeslice: SENT_AT.toISOString(), messageSentCount: 2 });
  expect(sent!.campaignId).toBeGreaterThan(CONTACT_ID);

  expect(await mailjet.campaignDraft(DRAFT_ID)).toMatchObject({ status: 0, title: 'Mirrored draft' });
  await mailjet.sendCampaign(DRAFT_ID);
  const delivered = mails
    .messages()
    .filter((mail) => mail.subject === 'Mirrored draft subject')
    .flatMap((mail) => mail.to)
    .sort();
  expect(delivered).toEqual(['mia@mirror.example', 'noah@mirror.example']);
});

it('gives new objects IDs above the mirrored ones', async () => {
  const list = await mailjet.createContactsList('Made after the mirror');
  expect(list.id).toBeGreaterThan(CONTACT_ID);
});
