import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../server/integrations/mail/mail-catcher.ts';
import { createMailjetClient } from '../../server/integrations/mailjet/mailjet-client.ts';
import { startMailjetEmulator, type MailjetEmulator } from '../../server/integrations/mailjet/mailjet-emulator.ts';
import { MailjetError, type MailjetSystem } from '../../server/integrations/mailjet/mailjet-system.ts';
import { sendControl } from '../unit/support/emulatorControl.ts';

// The Mailjet client against the project's Mailjet emulator, over HTTP on loopback, the emulator
// delivering into a mail catcher: every call, what Mailjet refuses, and each way it fails.

/** Long enough for a send to hand every mail to the catcher on a busy machine. */
const TIMEOUT_MS = 15_000;
/** How long the client waits for an emulator that hangs on purpose. */
const HANG_TIMEOUT_MS = 500;
const DAY_MS = 86_400_000;

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
afterEach(() => emulator.reset());
afterAll(async () => {
  await emulator.close();
  await mails.close();
});

let lists = 0;
/** A new list (of a name no other test uses) with `emails` subscribed. */
async function listWith(emails: readonly string[]) {
  lists += 1;
  const list = await mailjet.createContactsList(`Test list ${lists}`);
  for (const email of emails) await mailjet.manageContact(list.id, 'addforce', { email });
  return list;
}

let drafts = 0;
/** A draft to the list with an unsubscribe link in its HTML, under a subject no other test uses. */
async function draftFor(listId: number) {
  drafts += 1;
  const draft = await mailjet.createCampaignDraft({
    title: `Autumn offers ${drafts}`,
    subject: `Our autumn offers ${drafts}`,
    locale: 'de_DE',
    senderEmail: 'news@travel.example',
    senderName: 'Travel news',
    contactsListId: listId,
  });
  await mailjet.setCampaignContent(draft.id, {
    htmlPart: '<p>Hello {{var:firstname:""}}</p><a href="[[UNSUB_LINK_DE]]">Abmelden</a>',
    textPart: 'Hello. Unsubscribe: [[UNSUB_LINK]]',
    headers: {},
  });
  return draft;
}

const mailsWithSubject = (subject: string) => mails.messages().filter((mail) => mail.subject === subject);
const recipientsOf = (subject: string) =>
  mailsWithSubject(subject)
    .flatMap((mail) => mail.to)
    .sort();

async function refusal(call: Promise<unknown>): Promise<MailjetError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof MailjetError)) throw new Error(`expected a MailjetError, got ${String(error)}`);
  return error;
}

const people = (count: number, domain = 'example.com') =>
  Array.from({ length: count }, (_, index) => `person${index}@${domain}`);

describe('contact lists', () => {
  it('creates, reads, pages, sorts, renames and deletes', async () => {
    const b = await mailjet.createContactsList('Lists B');
    const a = await mailjet.createContactsList('Lists A');
    expect(await mailjet.contactsList(a.id)).toMatchObject({ id: a.id, name: 'Lists A', subscriberCount: 0 });
    const names = (await mailjet.contactsLists({ sort: 'Name DESC', limit: 1000 })).data.map(({ name }) => name);
    expect(names.indexOf('Lists B')).toBeLessThan(names.indexOf('Lists A'));
    const all = await mailjet.contactsLists({ limit: 1000 });
    const second = await mailjet.contactsLists({ limit: 1, offset: 1, sort: 'ID' });
    expect(second).toMatchObject({ count: 1, total: all.total });
    expect(second.data[0]?.id).toBe([...all.data].sort((x, y) => x.id - y.id)[1]?.id);
    expect((await mailjet.updateContactsList(b.id, { name: 'Lists B2' })).name).toBe('Lists B2');
    expect((await mailjet.updateContactsList(b.id, { isDeleted: true })).isDeleted).toBe(true);
    await mailjet.deleteContactsList(b.id);
    expect(await mailjet.contactsList(b.id)).toBeNull();
  });

  it('refuses a second list of the same name, a limit over 1000 and an unknown sort', async () => {
    await mailjet.createContactsList('Twice');
    expect(await refusal(mailjet.createContactsList('Twice'))).toMatchObject({ failure: 'http-status', status: 400 });
    expect((await refusal(mailjet.contactsLists({ limit: 1001 }))).status).toBe(400);
    expect((await refusal(mailjet.contactsLists({ sort: 'Colour' }))).status).toBe(400);
  });
});

describe('contacts', () => {
  it('adds, unsubscribes, adds again and removes a contact with managecontact', async () => {
    const list = await listWith([]);
    const id = await mailjet.manageContact(list.id, 'addforce', { email: 'Dora@Example.com', name: 'Dora Day' });
    expect(await mailjet.contact('dora@example.com')).toMatchObject({
      id,
      email: 'dora@example.com',
      name: 'Dora Day',
    });
    expect(await mailjet.contact(id)).toMatchObject({ id, isExcludedFromCampaigns: false });
    expect((await mailjet.contactsList(list.id))?.subscriberCount).toBe(1);
    expect((await mailjet.contacts({ contactsList: list.id })).data.map((contact) => contact.id)).toEqual([id]);

    expect(await mailjet.manageContact(list.id, 'unsub', { email: 'dora@example.com' })).toBe(id);
    const [unsubscribed] = (await mailjet.listRecipients({ contactsList: list.id, contact: id })).data;
    expect(unsubscribed).toMatchObject({ contactId: id, listId: list.id, isUnsubscribed: true });
    expect(unsubscribed?.unsubscribedAt).toEqual(expect.any(String));
    expect((await mailjet.contactsList(list.id))?.subscriberCount).toBe(0);

    await mailjet.manageContact(list.id, 'addnoforce', { email: 'dora@example.com' });
    expect((await mailjet.listRecipients({ contactsList: list.id })).data[0]?.isUnsubscribed).toBe(true);
    await mailjet.manageContact(list.id, 'addforce', { email: 'dora@example.com' });
    expect((await mailjet.listRecipients({ contactsList: list.id })).data[0]).toMatchObject({
      isUnsubscribed: false,
      unsubscribedAt: null,
    });

    await mailjet.manageContact(list.id, 'remove', { email: 'dora@example.com' });
    expect((await mailjet.listRecipients({ contactsList: list.id })).total).toBe(0);
    expect(await mailjet.contact(id)).not.toBeNull();
  });

  it('excludes a contact from campaigns, and knows no contact it was never told of', async () => {
    const list = await listWith(['eric@example.com']);
    expect(
      (await mailjet.updateContact('eric@example.com', { isExcludedFromCampaigns: true })).isExcludedFromCampaigns,
    ).toBe(true);
    expect(await mailjet.contact('nobody@example.com')).toBeNull();
    expect((await refusal(mailjet.manageContact(list.id, 'addforce', { email: 'not an address' }))).status).toBe(400);
  });

  it('runs a managemanycontacts job to Completed', async () => {
    const list = await listWith([]);
    const jobId = await mailjet.manageManyContacts(list.id, 'addforce', [
      ...people(5, 'many.example').map((email) => ({ email })),
      { email: 'not an address' },
    ]);
    const job = await mailjet.manyContactsJob(list.id, jobId);
    expect(job).toMatchObject({ jobId, status: 'Completed', count: 5 });
    expect(job.error).toMatch(/1 contact/);
    expect((await mailjet.contactsList(list.id))?.subscriberCount).toBe(5);
    expect((await refusal(mailjet.manyContactsJob(list.id, jobId + 1000))).status).toBe(404);
  });
});

describe('templates', () => {
  it('keeps a template and its content, and refuses a second of the same name', async () => {
    const template = await mailjet.createTemplate({
      name: 'Autumn card',
      description: 'Offers of the season',
      locale: 'de_DE',
      purposes: ['marketing'],
    });
    expect(template).toMatchObject({ name: 'Autumn card', ownerType: 'apikey', purposes: ['marketing'] });
    expect(await mailjet.templateContent(template.id)).toEqual({ htmlPart: null, textPart: null, headers: {} });
    await mailjet.setTemplateContent(template.id, {
      htmlPart: '<h1>Autumn</h1>',
      textPart: 'Autumn',
      headers: { Subject: 'Autumn' },
    });
    expect(await mailjet.templateContent(template.id)).toEqual({
      htmlPart: '<h1>Autumn</h1>',
      textPart: 'Autumn',
      headers: { Subject: 'Autumn' },
    });
    expect((await mailjet.updateTemplate(template.id, { name: 'Autumn card 2' })).name).toBe('Autumn card 2');
    expect((await mailjet.templates({ limit: 1000 })).data.map(({ id }) => id)).toContain(template.id);
    const twice = refusal(mailjet.createTemplate({ name: 'Autumn card 2', locale: 'de_DE', purposes: ['marketing'] }));
    expect((await twice).status).toBe(400);
    await mailjet.deleteTemplate(template.id);
    expect((await refusal(mailjet.templateContent(template.id))).status).toBe(404);
  });
});

describe('campaign drafts', () => {
  it('sends a test to the given addresses only, with the content rendered', async () => {
    const list = await listWith(['fay@example.com']);
    const draft = await draftFor(list.id);
    await mailjet.testCampaign(draft.id, [{ email: 'editor@travel.example', name: 'Editor' }]);
    expect(recipientsOf(draft.subject)).toEqual(['editor@travel.example']);
    const [mail] = mailsWithSubject(draft.subject);
    expect(mail?.from).toContain('news@travel.example');
    expect(mail?.html).toContain(`${emulator.url}/unsub/`);
    expect(mail?.html).not.toContain('[[UNSUB_LINK');
    expect(mail?.text).not.toContain('[[UNSUB_LINK');
    expect(await mailjet.campaignStatus(draft.id)).toBe(0);
  });

  it('sends to the subscribed, not excluded recipients only, once', async () => {
    const list = await listWith(['gina@example.com', 'hal@example.com', 'ida@example.com', 'jon@example.com']);
    await mailjet.manageContact(list.id, 'unsub', { email: 'hal@example.com' });
    await mailjet.updateContact('jon@example.com', { isExcludedFromCampaigns: true });
    const draft = await draftFor(list.id);
    await mailjet.sendCampaign(draft.id);
    expect(recipientsOf(draft.subject)).toEqual(['gina@example.com', 'ida@example.com']);
    expect(await mailjet.campaignStatus(draft.id)).toBe(2);
    const sent = await mailjet.campaignDraft(draft.id);
    expect(sent).toMatchObject({ status: 2, scheduledAt: null, campaignId: expect.any(Number) });
    expect((await mailjet.campaigns({ draftId: draft.id })).data).toEqual([
      expect.objectContaining({ id: sent?.campaignId, draftId: draft.id, contactsListId: list.id }),
    ]);

    const again = await refusal(mailjet.sendCampaign(draft.id));
    expect(again).toMatchObject({ failure: 'http-status', status: 400 });
    expect(again.message).toMatch(/already been sent/);
    expect((await refusal(mailjet.updateCampaignDraft(draft.id, { subject: 'Changed' }))).status).toBe(400);
  });

  it('programs a draft for a date, takes it back, and sends it when the date passes', async () => {
    const list = await listWith(['kim@example.com']);
    const draft = await draftFor(list.id);
    expect((await refusal(mailjet.scheduleCampaign(draft.id, new Date(Date.now() - 1000).toISOString()))).status).toBe(
      400,
    );
    const date = new Date(Date.now() + DAY_MS).toISOString();
    await mailjet.scheduleCampaign(draft.id, date);
    expect(await mailjet.campaignDraft(draft.id)).toMatchObject({ status: 1, scheduledAt: date });
    await mailjet.cancelSchedule(draft.id);
    expect(await mailjet.campaignDraft(draft.id)).toMatchObject({ status: 0, scheduledAt: null });
    await mailjet.scheduleCampaign(draft.id, date);

    emulator.advance(DAY_MS + 1000);
    expect(await mailjet.campaignStatus(draft.id)).toBe(2);
    await emulator.settled();
    expect(recipientsOf(draft.subject)).toEqual(['kim@example.com']);
  });

  it('unsubscribes the recipient whose mail’s link is followed, and counts it', async () => {
    const list = await listWith(['lea@example.com', 'max@example.com']);
    const draft = await draftFor(list.id);
    await mailjet.sendCampaign(draft.id);
    const { campaignId } = (await mailjet.campaignDraft(draft.id))!;
    const before = (await mailjet.campaignCounters(campaignId!, 'Lifetime'))[0]!.messageUnsubscribedCount;
    const [mail] = mailsWithSubject(draft.subject).filter((each) => each.to.includes('lea@example.com'));
    const link = /href="([^"]+\/unsub\/[^"]+)"/.exec(mail?.html ?? '')?.[1];
    expect(link).toBeDefined();

    const page = await fetch(link!);
    expect(page.status).toBe(200);
    const lea = await mailjet.contact('lea@example.com');
    const [recipient] = (await mailjet.listRecipients({ contactsList: list.id, contact: lea!.id })).data;
    expect(recipient).toMatchObject({ isUnsubscribed: true, unsubscribedAt: expect.any(String) });
    expect((await mailjet.contactsList(list.id))?.subscriberCount).toBe(1);
    const after = (await mailjet.campaignCounters(campaignId!, 'Lifetime'))[0]!.messageUnsubscribedCount;
    expect(after).toBe(before + 1);
  });
});

describe('statistics', () => {
  it('counts a sent campaign over its life and per day', async () => {
    const list = await listWith(people(60, 'stats.example'));
    const draft = await draftFor(list.id);
    await mailjet.sendCampaign(draft.id);
    const { campaignId } = (await mailjet.campaignDraft(draft.id))!;
    emulator.advance(7 * DAY_MS);

    const [lifetime, ...more] = await mailjet.campaignCounters(campaignId!, 'Lifetime');
    expect(more).toEqual([]);
    expect(lifetime?.messageSentCount).toBe(60);
    expect(lifetime!.messageDeliveredCount + lifetime!.messageHardBouncedCount).toBe(60);
    expect(lifetime!.messageOpenedCount).toBeGreaterThan(0);
    expect(lifetime!.messageOpenedCount).toBeLessThan(lifetime!.messageDeliveredCount);
    expect(lifetime!.messageClickedCount).toBeLessThanOrEqual(lifetime!.messageOpenedCount);

    // The emulator's clock is its own: the period is counted from the send.
    const [campaign] = (await mailjet.campaigns({ draftId: draft.id })).data;
    const sentAt = Date.parse(campaign!.sentAt);
    const from = new Date(sentAt - DAY_MS).toISOString();
    const to = new Date(sentAt + 8 * DAY_MS).toISOString();
    const days = await mailjet.campaignCounters(campaignId!, 'Day', { from, to });
    expect(days.length).toBeGreaterThan(1);
    const timeslices = days.map(({ timeslice }) => Date.parse(timeslice));
    expect(timeslices).toEqual([...timeslices].sort((a, b) => a - b));
    const sum = (key: 'messageSentCount' | 'messageOpenedCount' | 'messageClickedCount') =>
      days.reduce((total, day) => total + day[key], 0);
    expect(sum('messageSentCount')).toBe(60);
    expect(sum('messageOpenedCount')).toBe(lifetime!.messageOpenedCount);
    expect(sum('messageClickedCount')).toBe(lifetime!.messageClickedCount);

    const firstDayOnly = await mailjet.campaignCounters(campaignId!, 'Day', {
      from,
      to: new Date(timeslices[0]!).toISOString(),
    });
    expect(firstDayOnly).toEqual([days[0]]);
  });
});

describe('failures', () => {
  it('is refused with a wrong secret', async () => {
    const wrong = createMailjetClient({ baseUrl: emulator.url, apiKey: emulator.apiKey, secretKey: 'wrong' });
    expect(await refusal(wrong.contactsLists())).toMatchObject({ failure: 'http-status', status: 401 });
  });

  it('turns an error, a hang, a malformed answer and a rate limit into their failures', async () => {
    emulator.failNext(1, 'error');
    expect(await refusal(mailjet.contactsLists())).toMatchObject({ failure: 'http-status', status: 500 });
    emulator.failNext(1, 'hang');
    const impatient = createMailjetClient({
      baseUrl: emulator.url,
      apiKey: emulator.apiKey,
      secretKey: emulator.secretKey,
      timeoutMs: HANG_TIMEOUT_MS,
    });
    expect(await refusal(impatient.contactsLists())).toMatchObject({ failure: 'timeout' });
    emulator.failNext(1, 'malformed');
    expect(await refusal(mailjet.contactsLists())).toMatchObject({ failure: 'bad-answer' });
    const control = await sendControl(emulator.url, 'POST', '/control/fail', { times: 1, mode: 'rate-limit' });
    expect(control.status).toBe(204);
    const limited = await refusal(mailjet.contactsLists());
    expect(limited).toMatchObject({ failure: 'http-status', status: 429 });
    expect(limited.message).toMatch(/Too many requests/);
    expect((await mailjet.contactsLists()).data).toEqual(expect.any(Array));
  });

  it('cannot reach a closed emulator', async () => {
    const closed = await startMailjetEmulator();
    await closed.close();
    const client = createMailjetClient({ baseUrl: closed.url, apiKey: closed.apiKey, secretKey: closed.secretKey });
    expect(await refusal(client.contactsLists())).toMatchObject({ failure: 'unreachable' });
  });

  it('shows its state to control calls', async () => {
    const list = await listWith(['nia@example.com']);
    const state = (await (await sendControl(emulator.url, 'GET', '/control/state')).json()) as {
      lists: { id: number }[];
      contacts: { email: string }[];
      deliveries: unknown[];
    };
    expect(state.lists.map(({ id }) => id)).toContain(list.id);
    expect(state.contacts.map(({ email }) => email)).toContain('nia@example.com');
    expect(emulator.state().deliveries.length).toBe(state.deliveries.length);
  });
});

describe('answers of the real Mailjet', () => {
  it('finds a sent draft’s campaign by NewsLetter when the draft names none', async () => {
    const draftRow = {
      ID: 5,
      Title: 'T',
      Subject: 'S',
      Locale: 'de_DE',
      SenderEmail: 'news@travel.example',
      SenderName: 'News',
      ContactsListID: 2,
      TemplateID: 0,
      Status: 2,
    };
    const campaignRow = {
      ID: 77,
      NewsLetterID: 5,
      Subject: 'S',
      ListID: 2,
      FromEmail: 'news@travel.example',
      FromName: 'News',
      SendStartAt: '2026-03-02T09:00:00Z',
    };
    const server = createServer((request, response) => {
      const row = request.url === '/v3/REST/campaigndraft/5' ? draftRow : campaignRow;
      const wanted =
        request.url === '/v3/REST/campaigndraft/5' || request.url === '/v3/REST/campaign?Limit=1&NewsLetter=5';
      response.writeHead(wanted ? 200 : 404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(wanted ? { Count: 1, Total: 1, Data: [row] } : { ErrorMessage: 'Not found', StatusCode: 404 }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const client = createMailjetClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k', secretKey: 's' });
      expect(await client.campaignDraft(5)).toMatchObject({ status: 2, templateId: null, campaignId: 77 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
