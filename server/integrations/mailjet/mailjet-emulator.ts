import { randomBytes } from 'node:crypto';
import { EmulatorError, noRoute } from '../emulator/emulator-error.ts';
import { startEmulatorServer, type EmulatorCall } from '../emulator/emulator-server.ts';
import { createFailureSwitch, type CommonFailureMode } from '../emulator/failure-switch.ts';
import { objectBody, readJsonBody } from '../emulator/json-body.ts';
import { sendJson } from '../emulator/send-json.ts';
import { answerContacts } from './contact-routes.ts';
import { answerDrafts, type MailjetSender } from './draft-routes.ts';
import { createPostman, personalise } from './mailjet-delivery.ts';
import { mirrorInto, type MailjetMirror } from './mailjet-mirror.ts';
import { optionalBody, type MailjetAnswer, type MailjetRequest } from './mailjet-request.ts';
import { MailjetStore, type MailjetState, type StoredDraft } from './mailjet-store.ts';
import { answerStatistics } from './statistics-routes.ts';
import { answerTemplates } from './template-routes.ts';

const API = '/v3/REST';
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
    const [status, body] = await answer({ route, params, body: () => optionalBody(request) });
    if (status === 204) return response.writeHead(204).end();
    return sendJson(response, status, body);
  }

  const sender: MailjetSender = {
    sendable,
    send,
    test: (draft, targets) =>
      track(
        deliver(
          draft,
          null,
          targets.map((target) => ({ ...target, recipientId: null })),
        ),
      ),
    sendDue,
  };

  async function answer(request: MailjetRequest): Promise<MailjetAnswer> {
    const answered =
      (await answerContacts(request, store)) ??
      (await answerTemplates(request, store)) ??
      (await answerDrafts(request, store, sender)) ??
      (await answerStatistics(request, store));
    if (!answered) throw noRoute(request.route);
    return answered;
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
