import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { EmulatorError, noRoute } from '../emulator/emulator-error.ts';
import { startEmulatorServer, type EmulatorCall } from '../emulator/emulator-server.ts';
import { createFailureSwitch, type CommonFailureMode } from '../emulator/failure-switch.ts';
import { MAX_BODY_BYTES, objectBody, readJsonBody } from '../emulator/json-body.ts';
import { sendJson } from '../emulator/send-json.ts';
import { SMS_ERROR_CODES, type SmsStatus } from './sms-system.ts';
import { DELIVERY_ERRORS, E164, segmentsOf, TWILIO_ERRORS, twilioDate, twilioError } from './sms-wire.ts';

/** The failures the emulator plays besides the toolkit's: a Twilio error code (`21610`, `30003`, …). */
export const SMS_FAILURE_CODES = ['21211', '21408', '21610', '20429', '30003', '30005'] as const;
export type SmsFailureCode = (typeof SMS_FAILURE_CODES)[number];

/** A message as the emulator keeps it, in Twilio's wire form. */
export interface EmulatedSms {
  sid: string;
  account_sid: string;
  to: string;
  from: string | null;
  messaging_service_sid: string | null;
  body: string;
  status: SmsStatus;
  num_segments: string;
  date_created: string;
  error_code: number | null;
  error_message: string | null;
  uri: string;
}

export interface SmsEmulator {
  /** The API root to give the client. */
  url: string;
  accountSid: string;
  authToken: string;
  /** Every message sent, oldest first. */
  messages(): EmulatedSms[];
  /** Makes the next `times` calls fail: the toolkit's modes, or a Twilio error code. */
  failNext(times: number, mode: CommonFailureMode | SmsFailureCode): void;
  setDelay(ms: number): void;
  /** At most `perMinute` messages within a minute, more answer 429 (20429); null: no limit. */
  setRateLimit(perMinute: number | null): void;
  /** Clears pending failures, the delay and the rate limit; the messages stay. */
  reset(): void;
  /** Forgets the messages. */
  clear(): void;
  close(): Promise<void>;
}

export interface SmsEmulatorOptions {
  host?: string;
  port?: number;
  accountSid?: string;
  authToken?: string;
}

const MINUTE_MS = 60_000;
const BODY_LIMIT = 1600;
const MAX_PAGE_SIZE = 1000;
const DEFAULT_PAGE_SIZE = 50;

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new EmulatorError(413, 'Request body too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const refuse = (status: number, code: number, message: string) => new EmulatorError(status, message, String(code));

/**
 * The project's stand-in for Twilio's Programmable Messaging API: `POST` and `GET
 * /2010-04-01/Accounts/{AccountSid}/Messages.json` with the account SID and auth token as Basic
 * authentication, messages kept in memory, numbers checked as E.164. Control calls under `/control`
 * list the messages and make calls fail with a Twilio error code, hang, or hit a rate limit.
 */
export async function startSmsEmulator({
  host = '127.0.0.1',
  port = 0,
  accountSid = `AC${randomBytes(16).toString('hex')}`,
  authToken = randomBytes(16).toString('hex'),
}: SmsEmulatorOptions = {}): Promise<SmsEmulator> {
  const stored: EmulatedSms[] = [];
  const failures = createFailureSwitch<SmsFailureCode>(SMS_FAILURE_CODES);
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  let rateLimit: number | null = null;
  const sentAt: number[] = [];

  function checkRate() {
    const now = Date.now();
    while (sentAt.length > 0 && sentAt[0]! <= now - MINUTE_MS) sentAt.shift();
    if (rateLimit !== null && sentAt.length >= rateLimit)
      throw refuse(429, SMS_ERROR_CODES.tooManyRequests, 'Too Many Requests');
    sentAt.push(now);
  }

  function create(form: URLSearchParams, failure: SmsFailureCode | undefined): EmulatedSms {
    const to = form.get('To') ?? '';
    const from = form.get('From');
    const service = form.get('MessagingServiceSid');
    const body = form.get('Body') ?? '';
    if (to === '') throw refuse(400, 21604, "A 'To' phone number is required.");
    if (!E164.test(to)) throw refuse(400, SMS_ERROR_CODES.invalidTo, TWILIO_ERRORS[21211]!.message(to));
    if (!from && !service) throw refuse(400, 21603, "A 'From' phone number is required.");
    if (from && !E164.test(from) && !/^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/.test(from))
      throw refuse(400, 21212, `The 'From' number ${from} is not a valid phone number or alphanumeric sender ID.`);
    if (service && !/^MG[0-9a-f]{32}$/.test(service)) throw refuse(400, 21703, 'The Messaging Service Sid is invalid.');
    if (body === '') throw refuse(400, 21602, 'Message body is required.');
    if ([...body].length > BODY_LIMIT)
      throw refuse(400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
    const refusal = failure === undefined ? undefined : TWILIO_ERRORS[Number(failure)];
    if (refusal) throw refuse(refusal.status, Number(failure), refusal.message(to));
    checkRate();
    const deliveryError = failure === undefined ? undefined : DELIVERY_ERRORS[Number(failure)];
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const message: EmulatedSms = {
      sid,
      account_sid: accountSid,
      to,
      from: from || null,
      messaging_service_sid: service || null,
      body,
      status: deliveryError ? 'undelivered' : 'sent',
      num_segments: String(segmentsOf(body)),
      date_created: twilioDate(new Date()),
      error_code: deliveryError ? Number(failure) : null,
      error_message: deliveryError ?? null,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    };
    stored.push(message);
    return message;
  }

  /** A page of the messages to `To` (or all), newest first. */
  function list(params: URLSearchParams) {
    const to = params.get('To');
    const page = Number(params.get('Page') ?? 0);
    const pageSize = Number(params.get('PageSize') ?? DEFAULT_PAGE_SIZE);
    if (!Number.isInteger(page) || page < 0) throw refuse(400, 20001, 'Page must be a whole number from 0');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
      throw refuse(400, 20001, `PageSize must be from 1 to ${MAX_PAGE_SIZE}`);
    const matching = stored.filter((message) => to === null || message.to === to).reverse();
    const start = page * pageSize;
    const pageUri = (number: number) =>
      `${messagesPath}?${new URLSearchParams({ ...(to ? { To: to } : {}), PageSize: String(pageSize), Page: String(number) })}`;
    const messages = matching.slice(start, start + pageSize);
    return {
      messages,
      page,
      page_size: pageSize,
      start,
      end: start + Math.max(messages.length - 1, 0),
      uri: pageUri(page),
      first_page_uri: pageUri(0),
      next_page_uri: start + pageSize < matching.length ? pageUri(page + 1) : null,
      previous_page_uri: page > 0 ? pageUri(page - 1) : null,
    };
  }

  async function api({ request, response, pathname, route }: EmulatorCall) {
    const played = await failures.play(request, response);
    if (played === 'handled') return;
    if (!/^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/.test(pathname)) throw noRoute(route);
    if (pathname !== messagesPath) throw refuse(404, 20404, 'The requested resource was not found');
    if (request.method === 'POST') {
      const message = create(await readForm(request), played);
      // Twilio answers a new message as queued; the emulator has delivered it (or failed to) at once.
      return sendJson(response, 201, { ...message, status: 'queued', error_code: null, error_message: null });
    }
    if (request.method === 'GET') {
      const refusal = played === undefined ? undefined : TWILIO_ERRORS[Number(played)];
      if (refusal) throw refuse(refusal.status, Number(played), refusal.message(''));
      return sendJson(response, 200, list(new URL(request.url ?? '/', 'http://emulator').searchParams));
    }
    throw refuse(405, 20004, 'Method not allowed');
  }

  function setRateLimit(perMinute: number | null) {
    if (perMinute !== null && (!Number.isInteger(perMinute) || perMinute < 1))
      throw new EmulatorError(400, 'perMinute must be 1 or more, or null');
    rateLimit = perMinute;
  }

  async function control({ request, response, route }: EmulatorCall) {
    switch (route) {
      case 'GET /control/messages':
        return sendJson(response, 200, stored);
      case 'DELETE /control/messages':
        stored.length = 0;
        return response.writeHead(204).end();
      case 'PUT /control/rate-limit': {
        const { perMinute = null } = objectBody(await readJsonBody(request));
        setRateLimit(perMinute as number | null);
        return response.writeHead(204).end();
      }
      default:
        throw noRoute(route);
    }
  }

  const server = await startEmulatorServer({
    name: 'SMS emulator',
    host,
    port,
    apiKey: authToken,
    hasKey: (request) => request.headers.authorization === authorization,
    apiPrefix: '/2010-04-01/',
    unauthorized: { message: 'Authenticate', code: String(SMS_ERROR_CODES.authentication) },
    failures,
    api,
    control,
    errorBody: ({ status, message, code }) => twilioError(status, code === null ? status : Number(code), message),
    notJsonMessage: 'The body is not JSON',
  });

  return {
    url: server.url,
    accountSid,
    authToken,
    messages: () => [...stored],
    failNext: failures.failNext,
    setDelay: failures.setDelay,
    setRateLimit,
    reset() {
      failures.reset();
      rateLimit = null;
      sentAt.length = 0;
    },
    clear() {
      stored.length = 0;
    },
    close: server.close,
  };
}
