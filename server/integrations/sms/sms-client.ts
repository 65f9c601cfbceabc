import { parseJson } from '../http-json.ts';
import { SmsError, type SmsMessage, type SmsPage, type SmsStatus, type SmsSystem } from './sms-system.ts';

const TIMEOUT_MS = 10_000;

export interface SmsClientOptions {
  /** The API root, `https://api.twilio.com`; `/2010-04-01/Accounts/{AccountSid}/Messages.json` is appended. */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** The sender: a number in E.164, an alphanumeric sender ID, or a messaging service (`MG…`), sent as `MessagingServiceSid`. */
  from: string;
  timeoutMs?: number;
}

const STATUSES: readonly string[] = [
  'accepted',
  'queued',
  'sending',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'receiving',
  'received',
];

type Row = Record<string, unknown>;

/** A message resource of Twilio's answer, or undefined when a property is missing or of another type. */
function message(row: Row): SmsMessage | undefined {
  const { sid, account_sid, to, from, body, status, num_segments, date_created, error_code, error_message } = row;
  const textOrNull = (value: unknown) => value === null || typeof value === 'string';
  if (
    typeof sid !== 'string' ||
    typeof account_sid !== 'string' ||
    typeof to !== 'string' ||
    !textOrNull(from) ||
    typeof body !== 'string' ||
    !STATUSES.includes(status as string) ||
    typeof date_created !== 'string' ||
    !(error_code === null || Number.isInteger(error_code)) ||
    !textOrNull(error_message)
  )
    return undefined;
  // Twilio writes num_segments as a text ("1").
  const segments = Number(num_segments);
  if (!Number.isInteger(segments)) return undefined;
  return {
    sid,
    accountSid: account_sid,
    to,
    from: from as string | null,
    body,
    status: status as SmsStatus,
    numSegments: segments,
    dateCreated: date_created,
    errorCode: error_code as number | null,
    errorMessage: error_message as string | null,
  };
}

/**
 * Twilio's Programmable Messaging API over `fetch`, without Twilio's SDK: form-encoded requests with the
 * account SID and auth token as Basic authentication, JSON answers. Every call ends within `timeoutMs`;
 * every failure is an `SmsError`, an HTTP error with Twilio's `code`.
 */
export function createSmsClient({
  baseUrl,
  accountSid,
  authToken,
  from,
  timeoutMs = TIMEOUT_MS,
}: SmsClientOptions): SmsSystem {
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const messagesPath = `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const sender: Record<string, string> = from.startsWith('MG') ? { MessagingServiceSid: from } : { From: from };

  async function call(method: 'GET' | 'POST', query: URLSearchParams, form?: URLSearchParams): Promise<Row> {
    const what = `${method} ${messagesPath}`;
    const search = query.size > 0 ? `?${query}` : '';
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${baseUrl.replace(/\/+$/, '')}${messagesPath}${search}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form?.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError')
        throw new SmsError('timeout', `Twilio did not answer ${what} within ${timeoutMs} ms`);
      throw new SmsError('unreachable', `Twilio cannot be reached (${what})`, { cause: error });
    }
    const answer = parseJson(text) as Row | undefined;
    if (!response.ok) {
      const code = Number.isInteger(answer?.code) ? (answer?.code as number) : undefined;
      const reason = typeof answer?.message === 'string' ? `: ${answer.message.slice(0, 200)}` : '';
      throw new SmsError('http-status', `Twilio answered ${what} with HTTP ${response.status}${reason}`, {
        status: response.status,
        code,
      });
    }
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
      throw new SmsError('bad-answer', `Twilio answered ${what} with something else than its JSON`);
    return answer;
  }

  return {
    async send({ to, body }) {
      const answer = await call('POST', new URLSearchParams(), new URLSearchParams({ To: to, ...sender, Body: body }));
      const sent = message(answer);
      if (!sent) throw new SmsError('bad-answer', 'Twilio answered the send with something else than a message');
      return sent;
    },

    async messages({ to, page, pageSize } = {}): Promise<SmsPage> {
      const query = new URLSearchParams();
      if (to !== undefined) query.set('To', to);
      if (page !== undefined) query.set('Page', String(page));
      if (pageSize !== undefined) query.set('PageSize', String(pageSize));
      const answer = await call('GET', query);
      const rows = Array.isArray(answer.messages) ? (answer.messages as Row[]) : undefined;
      const messages = rows?.map((row) => (typeof row === 'object' && row !== null ? message(row) : undefined));
      if (!messages || messages.some((one) => one === undefined) || !Number.isInteger(answer.page))
        throw new SmsError('bad-answer', 'Twilio answered the message list with something else than a page');
      return {
        messages: messages as SmsMessage[],
        page: answer.page as number,
        pageSize: Number(answer.page_size),
        hasNextPage: typeof answer.next_page_uri === 'string',
      };
    },
  };
}
