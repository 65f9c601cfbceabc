import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../server/integrations/mail/mail-catcher.ts';
import { createMailjetClient } from '../../server/integrations/mailjet/mailjet-client.ts';
import { startMailjetEmulator, type MailjetEmulator } from '../../server/integrations/mailjet/mailjet-emulator.ts';
import { MailjetError, type MailjetSystem } from '../../server/integrations/mailjet/mailjet-system.ts';

// The Mailjet client against the project's Mailjet emulator, over HTTP on loopback, the emulator
// delivering into a mail catcher: every call, what Mailjet refuses, and each way it fails.

const TIMEOUT_MS = 1000;

let mails: MailCatcher;
let emulator: MailjetEmulator;
let mailjet: MailjetSystem;
beforeAll(async () => {
  mails = await startMailCatcher();
  emulator = await startMailjetEmulator({ smtpUrl: mails.smtpUrl });
  mailjet = createMailjetClient({
    baseUrl: emulator.url,
    apiKey: emulator.apiKey,
    secretKey: emulator.secretKey,
    timeoutMs: TIMEOUT_MS,
  });
});
afterAll(async () => {
  await emulator.close();
  await mails.close();
});

/** A list with `emails` subscribed. */
async function listWith(name: string, emails: string[]) {
  const list = await mailjet.createContactsList(name);
  for (const email of emails) await mailjet.manageContact(list.id, 'addforce', { email });
  return list;
}

async function draftFor(listId: number, html: string) {
  const draft = await mailjet.createCampaignDraft({
    title: 'Autumn offers',
    subject: 'Our autumn offers',
    locale: 'de_DE',
    senderEmail: 'news@travel.example',
    senderName: 'Travel news',
    contactsListId: listId,
  });
  await mailjet.setCampaignContent(draft.id, { htmlPart: html, textPart: 'Offers', headers: {} });
  return draft;
}

describe('contact lists', () => {
  it('creates, reads, pages, sorts, renames and deletes', async () => {
    const b = await mailjet.createContactsList('Lists B');
    const a = await mailjet.createContactsList('Lists A');
    expect(await mailjet.contactsList(a.id)).toMatchObject({ id: a.id, name: 'Lists A', subscriberCount: 0 });
    const sorted = await mailjet.contactsLists({ sort: 'Name DESC', limit: 1000 });
    const names = sorted.data.map(({ name }) => name);
    expect(names.indexOf('Lists B')).toBeLessThan(names.indexOf('Lists A'));
    const first = await mailjet.contactsLists({ limit: 1, offset: 0, sort: 'ID' });
    expect(first.count).toBe(1);
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect((await mailjet.updateContactsList(b.id, { name: 'Lists B2' })).name).toBe('Lists B2');
    await mailjet.deleteContactsList(b.id);
    expect(await mailjet.contactsList(b.id)).toBeNull();
  });
});

describe('campaign drafts', () => {
  it('sends a test to the given recipients and the campaign to the subscribed ones only', async () => {
    const list = await listWith('Send list', ['anna@example.com', 'ben@example.com', 'carl@example.com']);
    await mailjet.manageContact(list.id, 'unsub', { email: 'ben@example.com' });
    const draft = await draftFor(list.id, '<p>Hello</p><a href="[[UNSUB_LINK_DE]]">Abmelden</a>');
    await mailjet.testCampaign(draft.id, [{ email: 'editor@travel.example' }]);
    expect(
      mails
        .messages()
        .filter((mail) => mail.subject === 'Our autumn offers')
        .flatMap((mail) => mail.to),
    ).toEqual(['editor@travel.example']);
    await mailjet.sendCampaign(draft.id);
    const to = mails
      .messages()
      .filter((mail) => mail.subject === 'Our autumn offers')
      .flatMap((mail) => mail.to)
      .sort();
    expect(to).toEqual(['anna@example.com', 'carl@example.com', 'editor@travel.example']);
    expect(await mailjet.campaignStatus(draft.id)).toBe(2);
    const sent = await mailjet.campaignDraft(draft.id);
    expect(sent?.campaignId).toEqual(expect.any(Number));
    const refused = await mailjet.sendCampaign(draft.id).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MailjetError);
    expect(refused).toMatchObject({ failure: 'http-status', status: 400 });
    const [lifetime] = await mailjet.campaignCounters(sent!.campaignId!, 'Lifetime');
    expect(lifetime?.messageSentCount).toBe(2);
  });
});
