import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { EmulatorError, noRoute } from '../emulator/emulator-error.ts';
import { startEmulatorServer, type EmulatorCall } from '../emulator/emulator-server.ts';
import { createFailureSwitch, type CommonFailureMode } from '../emulator/failure-switch.ts';
import { objectBody, readJsonBody } from '../emulator/json-body.ts';
import { sendJson } from '../emulator/send-json.ts';
import { createPostman, personalise } from './mailjet-delivery.ts';
import { dailyCounters, lifetimeCounters } from './mailjet-events.ts';
import { mirrorInto, type MailjetMirror } from './mailjet-mirror.ts';
import { listQuery, page, single } from './mailjet-paging.ts';
import {
  emptyContent,
  isEmail,
  MailjetStore,
  type MailjetState,
  type StoredContent,
  type StoredDraft,
} from './mailjet-store.ts';
import type { MailjetContactAction, MailjetTemplatePurpose } from './mailjet-system.ts';
import {
  campaignRow,
  contactRow,
  contentRow,
  counterRow,
  draftRow,
  listRow,
  recipientRow,
  templateRow,
} from './mailjet-wire-rows.ts';

const API = '/v3/REST';
const ACTIONS: readonly MailjetContactAction[] = ['addforce', 'addnoforce', 'remove', 'unsub'];
const PURPOSES: readonly MailjetTemplatePurpose[] = ['marketing', 'transactional', 'automation'];
/** setTimeout's longest wait; a later schedule is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** How the next API calls fail: the common modes, or Mailjet's 429 of a rate limit. */
export type MailjetFailureMode = CommonFailureMode | 'rate-limit';

export interface MailjetEmulator {
  /** The API root to give the client, e.g. `http://127.0.0.1:41234`. */
  url: string;
  apiKey: string;
  secretKey: string;
  /** Everything the account holds: lists, contacts, recipients, templates, drafts, campaigns, jobs, the mails sent and the events. */
  state(): MailjetState;
  /** Makes the next `times` API calls fail. */
  failNext(times: number, mode: MailjetFailureMode): void;
  /** Holds every API answer back this long; 0 answers at once. */
  setDelay(ms: number): void;
  /** Clears pending failures and the delay. */
  reset(): void;
  /** Moves the emulator's clock on: programmed drafts whose date passes are sent, later events happen. */
  advance(ms: number): void;
  /** Copies our database's newsletter objects in, with their IDs (see `mailjet-mirror.ts`). */
  mirror(mirror: MailjetMirror): void;
  /** Waits until the mails of sends under way are handed to the SMTP server. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface MailjetEmulatorOptions {
  /** A loopback address: the control calls need no key. */
  host?: string;
  port?: number;
  /** Default: random keys. */
  apiKey?: string;
  secretKey?: string;
  /** Where the mails go (the mail catcher); none: they are only recorded. */
  smtpUrl?: string;
}

/** A JSON body, or none: `send` and `DELETE` calls come without one. */
async function optionalBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const length = request.headers['content-length'];
  if (length === '0' || (length === undefined && !request.headers['transfer-encoding'])) {
    for await (const _chunk of request); // drain
    return {};
  }
  return objectBody(await readJsonBody(request));
}

const wholeId = (text: string) => {
  if (!/^\d+$/.test(text)) throw new EmulatorError(400, `Invalid ID: ${text}`);
  return Number(text);
};

function requiredText(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value.trim() === '') throw new EmulatorError(400, `${name}: a text is required`);
  return value;
}

function optionalText(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new EmulatorError(400, `${name}: must be a text`);
  return value;
}

function content(body: Record<string, unknown>, previous: StoredContent): StoredContent {
  const part = (name: string, old: string | null) => {
    const value = body[name];
    if (value === undefined) return old;
    if (value !== null && typeof value !== 'string') throw new EmulatorError(400, `${name}: must be a text`);
    return value;
  };
  const headers = body.Headers;
  if (headers !== undefined && headers !== null && (typeof headers !== 'object' || Array.isArray(headers)))
    throw new EmulatorError(400, 'Headers: must be an object');
  return {
    htmlPart: part('Html-part', previous.htmlPart),
    textPart: part('Text-part', previous.textPart),
    headers: headers === undefined ? previous.headers : ({ ...(headers ?? {}) } as Record<string, string>),
  };
}

function timestamp(value: string | null, name: string): number | undefined {
  if (value === null) return undefined;
  const time = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value);
  if (Number.isNaN(time))
    throw new EmulatorError(400, `${name}: a Unix timestamp or an RFC 3339 date-time is required`);
  return time;
}

/**
 * The project's stand-in for Mailjet's REST API v3: contact lists, contacts and their membership,
 * templates, campaign drafts that are tested, programmed and sent (delivered over SMTP to `smtpUrl`, with
 * working unsubscribe links), and the statistics of what the sent mails went on to do.
 */
export async function startMailjetEmulator({
  host = '127.0.0.1',
  port = 0,
  apiKey = randomBytes(16).toString('hex'),
  secretKey = randomBytes(16).toString('hex'),
  smtpUrl,
}: MailjetEmulatorOptions = {}): Promise<MailjetEmulator> {
  const failures = createFailureSwitch<'rate-limit'>(['rate-limit']);
  let clockOffset = 0;
  const store = new MailjetStore(() => Date.now() + clockOffset);
  const postman = createPostman(smtpUrl);
  const underWay = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let url = '';

  /** Renders the draft for each target and hands the mails to the postman. */
  async function deliver(
    draft: StoredDraft,
    campaignId: number | null,
    targets: readonly { email: string; name: string; recipientId: number | null }[],
  ) {
    const from = draft.senderName
      ? `"${draft.senderName.replace(/"/g, '')}" <${draft.senderEmail}>`
      : draft.senderEmail;
    await Promise.all(
      targets.map(async ({ email, recipientId }) => {
        const token = store.link(recipientId, campaignId);
        const { htmlPart, textPart } = personalise(draft.content, `${url}/unsub/${token}`);
        const delivery = {
          draftId: draft.id,
          campaignId,
          to: email,
          from,
          subject: draft.subject,
          html: htmlPart,
          text: textPart,
          at: store.nowIso(),
          error: null as string | null,
        };
        store.state.deliveries.push(delivery);
        delivery.error = await postman.send(delivery);
      }),
    );
  }

  function sendable(draft: StoredDraft) {
    if (draft.status === 2) throw new EmulatorError(400, `Campaign draft ${draft.id} has already been sent`);
    if (draft.status < 0) throw new EmulatorError(400, `Campaign draft ${draft.id} is archived or deleted`);
    if (draft.content.htmlPart === null && draft.content.textPart === null)
      throw new EmulatorError(400, `Campaign draft ${draft.id} has no content (Html-part or Text-part)`);
    store.list(draft.contactsListId);
  }

  /** Sends the draft to its list's subscribed, not excluded recipients now. */
  function send(draft: StoredDraft): Promise<void> {
    const audience = store.audience(draft.contactsListId);
    const campaign = store.recordSend(draft, store.nowIso(), audience);
    const targets = audience.map(({ recipient, contact }) => ({
      email: contact.email,
      name: contact.name,
      recipientId: recipient.id,
    }));
    return track(deliver(draft, campaign.id, targets));
  }

  function track(delivery: Promise<void>): Promise<void> {
    underWay.add(delivery);
    return delivery.finally(() => underWay.delete(delivery));
  }

  /** Sends the programmed drafts whose date has come, and waits for the next one. */
  function sendDue() {
    const now = store.now();
    for (const draft of store.state.drafts)
      if (draft.status === 1 && draft.scheduledAt !== null && Date.parse(draft.scheduledAt) <= now) void send(draft);
    clearTimeout(timer);
    const next = store.state.drafts
      .filter((draft) => draft.status === 1 && draft.scheduledAt !== null)
      .map((draft) => Date.parse(draft.scheduledAt!))
      .sort((a, b) => a - b)[0];
    if (next !== undefined) {
      timer = setTimeout(sendDue, Math.min(Math.max(next - now, 0), MAX_TIMER_MS));
      timer.unref();
    }
  }

  async function api(call: EmulatorCall) {
    const { request, response } = call;
    const played = await failures.play(request, response);
    if (played === 'handled') return;
    if (played === 'rate-limit') throw new EmulatorError(429, 'Too many requests: the API rate limit is reached');
    sendDue();
    const params = new URL(request.url ?? '/', 'http://emulator').searchParams;
    const route = `${request.method} ${call.pathname.slice(API.length)}`;
    const [status, body] = await answer(route, params, request);
    if (status === 204) return response.writeHead(204).end();
    return sendJson(response, status, body);
  }

  async function answer(route: string, params: URLSearchParams, request: IncomingMessage): Promise<[number, unknown]> {
    const match = (pattern: RegExp) => pattern.exec(route);
    let found: RegExpExecArray | null;
    const body = () => optionalBody(request);

    // Contact lists
    if (route === 'GET /contactslist') {
      const rows = store.state.lists.map((list) => listRow(store, list));
      return [200, page(rows, listQuery(params, []))];
    }
    if (route === 'POST /contactslist') {
      const name = requiredText(await body(), 'Name');
      if (store.state.lists.some((list) => list.name === name && !list.isDeleted))
        throw new EmulatorError(400, `A contacts list with the name "${name}" already exists`);
      return [201, single(listRow(store, store.addList(name)))];
    }
    if ((found = match(/^(GET|PUT|DELETE) \/contactslist\/([^/]+)$/))) {
      const list = store.list(wholeId(found[2]!));
      if (found[1] === 'GET') return [200, single(listRow(store, list))];
      if (found[1] === 'DELETE') {
        store.state.lists.splice(store.state.lists.indexOf(list), 1);
        store.state.recipients = store.state.recipients.filter((recipient) => recipient.listId !== list.id);
        return [204, null];
      }
      const change = await body();
      const name = optionalText(change, 'Name');
      if (name !== undefined) list.name = requiredText(change, 'Name');
      if (change.IsDeleted !== undefined) {
        if (typeof change.IsDeleted !== 'boolean') throw new EmulatorError(400, 'IsDeleted: must be true or false');
        list.isDeleted = change.IsDeleted;
      }
      return [200, single(listRow(store, list))];
    }
    if ((found = match(/^POST \/contactslist\/([^/]+)\/managecontact$/))) {
      const list = store.list(wholeId(found[1]!));
      const managed = managedContact(await body());
      const action = contactAction(managed.action);
      const contact = store.manage(list.id, action, managed);
      return [
        201,
        single({
          ContactID: contact.id,
          Email: contact.email,
          Name: contact.name,
          Action: action,
          Properties: contact.properties,
        }),
      ];
    }
    if ((found = match(/^POST \/contactslist\/([^/]+)\/managemanycontacts$/))) {
      const list = store.list(wholeId(found[1]!));
      const request = await body();
      const action = contactAction(request.Action);
      if (!Array.isArray(request.Contacts)) throw new EmulatorError(400, 'Contacts: an array is required');
      const startedAt = store.nowIso();
      let count = 0;
      let invalid = 0;
      for (const each of request.Contacts) {
        const email = objectBody(each).Email;
        if (!isEmail(email)) {
          invalid += 1;
          continue;
        }
        store.manage(list.id, action, {
          email,
          name: optionalText(objectBody(each), 'Name'),
          properties: objectBody(objectBody(each).Properties),
        });
        count += 1;
      }
      const job = {
        id: store.nextId(),
        listId: list.id,
        status: 'Completed' as const,
        count,
        error: invalid ? `${invalid} contact(s) without a valid Email were skipped` : null,
        startedAt,
        endedAt: store.nowIso(),
      };
      store.state.jobs.push(job);
      return [201, single({ JobID: job.id })];
    }
    if ((found = match(/^GET \/contactslist\/([^/]+)\/managemanycontacts\/([^/]+)$/))) {
      const listId = wholeId(found[1]!);
      const job = store.state.jobs.find((each) => each.id === wholeId(found![2]!) && each.listId === listId);
      if (!job) throw new EmulatorError(404, `Object not found: job ${found[2]}`);
      return [
        200,
        single({
          Count: job.count,
          Error: job.error ?? '',
          ErrorFile: '',
          JobEnd: job.endedAt,
          JobStart: job.startedAt,
          Status: job.status,
        }),
      ];
    }

    // Contacts and their membership of lists
    if (route === 'GET /contact') {
      listQuery(params, ['ContactsList']);
      const listId = params.get('ContactsList');
      let contacts = store.state.contacts;
      if (listId !== null) {
        const id = wholeId(listId);
        contacts = contacts.filter((contact) => store.recipient(id, contact.id));
      }
      return [
        200,
        page(
          contacts.map((contact) => contactRow(store, contact)),
          params,
        ),
      ];
    }
    if (route === 'POST /contact') {
      const request = await body();
      if (!isEmail(request.Email)) throw new EmulatorError(400, 'Email: a valid address is required');
      if (store.state.contacts.some((contact) => contact.email === (request.Email as string).toLowerCase()))
        throw new EmulatorError(400, `A contact with the email ${request.Email} already exists`);
      const contact = store.ensureContact(request.Email, optionalText(request, 'Name'));
      if (typeof request.IsExcludedFromCampaigns === 'boolean')
        contact.isExcludedFromCampaigns = request.IsExcludedFromCampaigns;
      return [201, single(contactRow(store, contact))];
    }
    if ((found = match(/^(GET|PUT) \/contact\/([^/]+)$/))) {
      const contact = store.contact(decodeURIComponent(found[2]!));
      if (found[1] === 'PUT') {
        const change = await body();
        const name = optionalText(change, 'Name');
        if (name !== undefined) contact.name = name;
        if (change.IsExcludedFromCampaigns !== undefined) {
          if (typeof change.IsExcludedFromCampaigns !== 'boolean')
            throw new EmulatorError(400, 'IsExcludedFromCampaigns: must be true or false');
          contact.isExcludedFromCampaigns = change.IsExcludedFromCampaigns;
        }
      }
      return [200, single(contactRow(store, contact))];
    }
    if (route === 'GET /listrecipient') {
      listQuery(params, ['ContactsList', 'Contact', 'Unsub']);
      const listId = params.get('ContactsList');
      const contactId = params.get('Contact');
      const unsub = params.get('Unsub');
      const rows = store.state.recipients
        .filter((recipient) => listId === null || recipient.listId === wholeId(listId))
        .filter((recipient) => contactId === null || recipient.contactId === wholeId(contactId))
        .filter((recipient) => unsub === null || recipient.isUnsubscribed === (unsub === 'true'))
        .map((recipient) => recipientRow(store, recipient));
      return [200, page(rows, params)];
    }
    if ((found = match(/^GET \/listrecipient\/([^/]+)$/))) {
      const recipient = store.state.recipients.find((each) => each.id === wholeId(found![1]!));
      if (!recipient) throw new EmulatorError(404, `Object not found: listrecipient ${found[1]}`);
      return [200, single(recipientRow(store, recipient))];
    }

    // Templates
    if (route === 'GET /template') {
      return [200, page(store.state.templates.map(templateRow), listQuery(params, []))];
    }
    if (route === 'POST /template') {
      const request = await body();
      const name = requiredText(request, 'Name');
      if (store.state.templates.some((template) => template.name === name))
        throw new EmulatorError(400, `A template with the name "${name}" already exists`);
      const template = {
        id: store.nextId(),
        name,
        author: optionalText(request, 'Author') ?? '',
        description: optionalText(request, 'Description') ?? '',
        locale: optionalText(request, 'Locale') ?? 'en_US',
        ownerType: 'apikey' as const,
        purposes: purposes(request.Purposes ?? []),
        editMode: typeof request.EditMode === 'number' ? request.EditMode : 2,
        createdAt: store.nowIso(),
        content: emptyContent(),
      };
      store.state.templates.push(template);
      return [201, single(templateRow(template))];
    }
    if ((found = match(/^(GET|PUT|DELETE) \/template\/([^/]+)$/))) {
      const template = store.template(wholeId(found[2]!));
      if (found[1] === 'DELETE') {
        store.state.templates.splice(store.state.templates.indexOf(template), 1);
        return [204, null];
      }
      if (found[1] === 'PUT') {
        const change = await body();
        const name = optionalText(change, 'Name');
        if (name !== undefined) {
          if (store.state.templates.some((other) => other !== template && other.name === name))
            throw new EmulatorError(400, `A template with the name "${name}" already exists`);
          template.name = requiredText(change, 'Name');
        }
        template.description = optionalText(change, 'Description') ?? template.description;
        template.locale = optionalText(change, 'Locale') ?? template.locale;
        if (change.Purposes !== undefined) template.purposes = purposes(change.Purposes);
      }
      return [200, single(templateRow(template))];
    }
    if ((found = match(/^(GET|POST|PUT) \/template\/([^/]+)\/detailcontent$/))) {
      const template = store.template(wholeId(found[2]!));
      if (found[1] === 'GET') return [200, single(contentRow(template.content))];
      template.content = content(await body(), found[1] === 'POST' ? emptyContent() : template.content);
      return [found[1] === 'POST' ? 201 : 200, single(contentRow(template.content))];
    }

    // Campaign drafts
    if (route === 'GET /campaigndraft') {
      const rows = store.state.drafts.map((draft) => draftRow(store, draft));
      return [200, page(rows, listQuery(params, []))];
    }
    if (route === 'POST /campaigndraft') {
      const request = await body();
      const now = store.nowIso();
      const draft: StoredDraft = {
        id: store.nextId(),
        ...draftFields(request, true),
        status: 0,
        scheduledAt: null,
        campaignId: null,
        createdAt: now,
        modifiedAt: now,
        content: emptyContent(),
      } as StoredDraft;
      store.list(draft.contactsListId);
      store.state.drafts.push(draft);
      return [201, single(draftRow(store, draft))];
    }
    if ((found = match(/^(GET|PUT) \/campaigndraft\/([^/]+)$/))) {
      const draft = store.draft(wholeId(found[2]!));
      if (found[1] === 'PUT') {
        if (draft.status === 2)
          throw new EmulatorError(400, `Campaign draft ${draft.id} has been sent and cannot change`);
        const change = draftFields(await body(), false);
        if (change.contactsListId !== undefined) store.list(change.contactsListId);
        Object.assign(draft, change, { modifiedAt: store.nowIso() });
      }
      return [200, single(draftRow(store, draft))];
    }
    if ((found = match(/^(GET|POST|PUT) \/campaigndraft\/([^/]+)\/detailcontent$/))) {
      const draft = store.draft(wholeId(found[2]!));
      if (found[1] === 'GET') return [200, single(contentRow(draft.content))];
      if (draft.status === 2)
        throw new EmulatorError(400, `Campaign draft ${draft.id} has been sent and cannot change`);
      draft.content = content(await body(), found[1] === 'POST' ? emptyContent() : draft.content);
      return [found[1] === 'POST' ? 201 : 200, single(contentRow(draft.content))];
    }
    if ((found = match(/^POST \/campaigndraft\/([^/]+)\/test$/))) {
      const draft = store.draft(wholeId(found[1]!));
      const recipients = (await body()).Recipients;
      if (!Array.isArray(recipients) || recipients.length === 0)
        throw new EmulatorError(400, 'Recipients: at least one {Email, Name} is required');
      const targets = recipients.map((each) => {
        const { Email, Name } = objectBody(each);
        if (!isEmail(Email))
          throw new EmulatorError(400, `Recipients: ${JSON.stringify(Email)} is not an email address`);
        return { email: Email, name: typeof Name === 'string' ? Name : '', recipientId: null };
      });
      if (draft.content.htmlPart === null && draft.content.textPart === null)
        throw new EmulatorError(400, `Campaign draft ${draft.id} has no content (Html-part or Text-part)`);
      await track(deliver(draft, null, targets));
      return [201, single({ Status: 'Programmed' })];
    }
    if ((found = match(/^(GET|POST|DELETE) \/campaigndraft\/([^/]+)\/schedule$/))) {
      const draft = store.draft(wholeId(found[2]!));
      if (found[1] === 'GET') {
        if (draft.status !== 1) throw new EmulatorError(404, `Campaign draft ${draft.id} is not programmed`);
        return [200, single({ Date: draft.scheduledAt, Status: 'Programmed' })];
      }
      if (found[1] === 'DELETE') {
        if (draft.status !== 1) throw new EmulatorError(400, `Campaign draft ${draft.id} is not programmed`);
        Object.assign(draft, { status: 0, scheduledAt: null, modifiedAt: store.nowIso() });
        sendDue();
        return [204, null];
      }
      sendable(draft);
      const date = (await body()).Date;
      const time = typeof date === 'string' ? Date.parse(date) : Number.NaN;
      if (Number.isNaN(time)) throw new EmulatorError(400, 'Date: an RFC 3339 date-time is required');
      if (time <= store.now()) throw new EmulatorError(400, 'Date: must be in the future');
      Object.assign(draft, { status: 1, scheduledAt: new Date(time).toISOString(), modifiedAt: store.nowIso() });
      sendDue();
      return [201, single({ Date: draft.scheduledAt, Status: 'Programmed' })];
    }
    if ((found = match(/^POST \/campaigndraft\/([^/]+)\/send$/))) {
      const draft = store.draft(wholeId(found[1]!));
      await body();
      sendable(draft);
      await send(draft);
      return [201, single({ Status: 'Programmed' })];
    }
    if ((found = match(/^GET \/campaigndraft\/([^/]+)\/status$/))) {
      const draft = store.draft(wholeId(found[1]!));
      const names = ['Deleted', 'Archived', 'Draft', 'Programmed', 'Sent'];
      return [200, single({ Status: names[draft.status + 2] })];
    }

    // Sent campaigns and their statistics
    if (route === 'GET /campaign') {
      listQuery(params, ['NewsLetter']);
      const draftId = params.get('NewsLetter');
      const rows = store.state.campaigns
        .filter((campaign) => draftId === null || campaign.draftId === wholeId(draftId))
        .map(campaignRow);
      return [200, page(rows, params)];
    }
    if ((found = match(/^GET \/campaign\/([^/]+)$/))) {
      const campaign = store.state.campaigns.find((each) => each.id === wholeId(found![1]!));
      if (!campaign) throw new EmulatorError(404, `Object not found: campaign ${found[1]}`);
      return [200, single(campaignRow(campaign))];
    }
    if (route === 'GET /statcounters') return [200, statCounters(params)];
    throw noRoute(route);
  }

  function statCounters(params: URLSearchParams) {
    listQuery(params, ['CounterSource', 'CounterTiming', 'CounterResolution', 'SourceID', 'FromTS', 'ToTS']);
    if (params.get('CounterSource') !== 'Campaign')
      throw new EmulatorError(400, 'CounterSource: the emulator counts for Campaign only');
    if (params.get('CounterTiming') !== 'Message') throw new EmulatorError(400, 'CounterTiming: Message is required');
    const resolution = params.get('CounterResolution');
    if (resolution !== 'Lifetime' && resolution !== 'Day')
      throw new EmulatorError(400, 'CounterResolution: the emulator counts Lifetime or Day');
    const sourceId = wholeId(params.get('SourceID') ?? '');
    const campaign = store.state.campaigns.find((each) => each.id === sourceId);
    const events = campaign ? store.eventsOf(campaign.id) : [];
    if (resolution === 'Lifetime') {
      const rows = campaign ? [counterRow(sourceId, lifetimeCounters(campaign.sentAt, events))] : [];
      return page(rows, params);
    }
    const from = timestamp(params.get('FromTS'), 'FromTS');
    const to = timestamp(params.get('ToTS'), 'ToTS');
    if (from === undefined || to === undefined)
      throw new EmulatorError(400, 'FromTS and ToTS are required for CounterResolution=Day');
    const rows = campaign
      ? dailyCounters(campaign.sentAt, events, { from, to }).map((counts) => counterRow(sourceId, counts))
      : [];
    return page(rows, params);
  }

  async function control({ request, response, route }: EmulatorCall) {
    if (route === 'GET /control/state') return sendJson(response, 200, state());
    if (route === 'POST /control/advance') {
      const { ms } = objectBody(await readJsonBody(request));
      if (!Number.isInteger(ms) || (ms as number) < 0) throw new EmulatorError(400, 'ms must be 0 or more');
      advance(ms as number);
      return response.writeHead(204).end();
    }
    throw noRoute(route);
  }

  async function unsubscribe({ response, route }: EmulatorCall) {
    const [, token] = /^GET \/unsub\/([a-f0-9]+)$/.exec(route) ?? [];
    const link = token === undefined ? undefined : store.unsubscribe(token);
    if (!link) throw noRoute(route);
    const message =
      link.recipientId === null
        ? 'This was a test mail: nobody has been unsubscribed.'
        : 'You have been unsubscribed and will receive no more mails of this list.';
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html><body><p>${message}</p></body></html>`);
  }

  function state(): MailjetState {
    sendDue();
    return structuredClone(store.state);
  }

  function advance(ms: number) {
    clockOffset += ms;
    sendDue();
  }

  const authorization = `Basic ${Buffer.from(`${apiKey}:${secretKey}`).toString('base64')}`;
  const server = await startEmulatorServer({
    name: 'Mailjet emulator',
    host,
    port,
    apiKey,
    hasKey: (request) => request.headers.authorization === authorization,
    open: { prefix: '/unsub/', answer: unsubscribe },
    apiPrefix: `${API}/`,
    unauthorized: {
      message:
        'API key authentication/authorization failure. You may be unauthorized to access the API or your API key may be expired. Visit API keys management section to check your keys.',
    },
    failures,
    api,
    control,
    errorBody: ({ status, message }) => ({
      ErrorIdentifier: randomBytes(8).toString('hex'),
      ErrorInfo: '',
      ErrorMessage: message,
      StatusCode: status,
    }),
    notJsonMessage: 'The request body is not valid JSON',
  });
  url = server.url;

  return {
    url,
    apiKey,
    secretKey,
    state,
    failNext: failures.failNext,
    setDelay: failures.setDelay,
    reset: failures.reset,
    advance,
    mirror(mirror) {
      mirrorInto(store, mirror);
      sendDue();
    },
    async settled() {
      while (underWay.size > 0) await Promise.all(underWay);
    },
    async close() {
      clearTimeout(timer);
      await Promise.all(underWay);
      postman.close();
      await server.close();
    },
  };
}

function managedContact(body: Record<string, unknown>) {
  if (!isEmail(body.Email)) throw new EmulatorError(400, 'Email: a valid address is required');
  const properties = body.Properties;
  if (properties !== undefined && (typeof properties !== 'object' || properties === null || Array.isArray(properties)))
    throw new EmulatorError(400, 'Properties: must be an object');
  return {
    email: body.Email,
    name: optionalText(body, 'Name'),
    properties: properties as Record<string, unknown> | undefined,
    action: body.Action,
  };
}

function contactAction(action: unknown): MailjetContactAction {
  if (!ACTIONS.includes(action as MailjetContactAction))
    throw new EmulatorError(400, `Action: must be one of ${ACTIONS.join(', ')}`);
  return action as MailjetContactAction;
}

function purposes(value: unknown): MailjetTemplatePurpose[] {
  if (!Array.isArray(value) || !value.every((purpose) => PURPOSES.includes(purpose)))
    throw new EmulatorError(400, `Purposes: an array of ${PURPOSES.join(', ')}`);
  return value as MailjetTemplatePurpose[];
}

/** A draft's fields from `POST` (all required but `TemplateID`) or `PUT` (those given). */
function draftFields(body: Record<string, unknown>, creating: boolean): Partial<StoredDraft> {
  const fields: Partial<StoredDraft> = {};
  const texts = { Title: 'title', Subject: 'subject', Locale: 'locale', SenderEmail: 'senderEmail' } as const;
  for (const [wire, name] of Object.entries(texts))
    if (creating || body[wire] !== undefined) fields[name] = requiredText(body, wire);
  if (fields.senderEmail !== undefined && !isEmail(fields.senderEmail))
    throw new EmulatorError(400, 'SenderEmail: a valid address is required');
  const senderName = optionalText(body, 'SenderName') ?? optionalText(body, 'Sender');
  if (senderName !== undefined || creating) fields.senderName = senderName ?? '';
  if (creating || body.ContactsListID !== undefined) {
    if (!Number.isInteger(body.ContactsListID)) throw new EmulatorError(400, 'ContactsListID: a list ID is required');
    fields.contactsListId = body.ContactsListID as number;
  }
  if (body.TemplateID !== undefined) {
    if (body.TemplateID !== null && !Number.isInteger(body.TemplateID))
      throw new EmulatorError(400, 'TemplateID: must be a template ID');
    fields.templateId = (body.TemplateID as number | null) || null;
  }
  return fields;
}
