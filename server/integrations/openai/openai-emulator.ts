import { randomBytes } from 'node:crypto';
import { EmulatorError, noRoute } from '../emulator/emulator-error.ts';
import { startEmulatorServer, type EmulatorCall } from '../emulator/emulator-server.ts';
import { createFailureSwitch, type CommonFailureMode } from '../emulator/failure-switch.ts';
import { objectBody, readJsonBody } from '../emulator/json-body.ts';
import { sendJson } from '../emulator/send-json.ts';
import { emulatedMetadata } from './emulated-metadata.ts';
import { subjectOf } from './metadata-prompt.ts';

const ROLES = ['system', 'user', 'assistant', 'developer'];
/** What a `quota` failure tells the client to wait, as OpenAI does for its rate limits. */
export const QUOTA_RETRY_AFTER_SECONDS = 20;

/**
 * How the next API calls fail: an HTTP 500, no answer at all (the client's timeout ends it), a 200
 * whose body is not JSON (as from a misconfigured proxy), or HTTP 429 for the rate limit or quota.
 */
export type FailureMode = CommonFailureMode | 'quota';

/** An API call the emulator received with the right key: when, and the body as sent. */
export interface ReceivedRequest {
  at: string;
  path: string;
  body: unknown;
}

export interface OpenAiEmulator {
  /** The API root to give the client, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** The key the client must send as `Authorization: Bearer <apiKey>`. */
  apiKey: string;
  /** The API calls received with the right key, oldest first. */
  requests(): ReceivedRequest[];
  /** Makes the next `times` API calls fail (control calls are not counted). */
  failNext(times: number, mode: FailureMode): void;
  /** Holds every API answer back this long; 0 answers at once. */
  setDelay(ms: number): void;
  /** Clears pending failures, the delay and the log of requests. */
  reset(): void;
  close(): Promise<void>;
}

export interface OpenAiEmulatorOptions {
  /** A loopback address: the control calls need no key. */
  host?: string;
  port?: number;
  /** Default: a random key. */
  apiKey?: string;
}

const invalid = (message: string) => new EmulatorError(400, message);

/** OpenAI's error `type` for an HTTP status. */
const errorType = (status: number) =>
  status === 429 ? 'requests' : status >= 500 ? 'server_error' : 'invalid_request_error';

/**
 * The project's stand-in for the OpenAI API: `POST /v1/chat/completions` in JSON mode, answering
 * metadata made from the subject in the last user message (`emulatedMetadata`), and control calls
 * under `/control` that make calls fail, hang or wait, and show what was sent.
 */
export async function startOpenAiEmulator({
  host = '127.0.0.1',
  port = 0,
  apiKey = `sk-emulator-${randomBytes(16).toString('hex')}`,
}: OpenAiEmulatorOptions = {}): Promise<OpenAiEmulator> {
  const received: ReceivedRequest[] = [];
  const failures = createFailureSwitch(['quota']);
  let completions = 0;

  async function api({ request, response, pathname, route }: EmulatorCall) {
    if (route !== 'POST /v1/chat/completions')
      throw new EmulatorError(404, `Unknown request URL: ${route}`, 'unknown_url');
    const body = await readJsonBody(request);
    received.push({ at: new Date().toISOString(), path: pathname, body });

    const failure = await failures.play(request, response);
    if (failure === 'handled') return;
    if (failure === 'quota') {
      response.setHeader('retry-after', String(QUOTA_RETRY_AFTER_SECONDS));
      throw new EmulatorError(429, 'Rate limit reached (switched on)', 'rate_limit_exceeded');
    }
    sendJson(response, 200, complete(body));
  }

  function complete(body: unknown) {
    const { model, messages, response_format: format } = objectBody(body);
    if (typeof model !== 'string' || model === '') throw invalid('you must provide a model parameter');
    if (!Array.isArray(messages) || messages.length === 0 || !messages.every(isMessage))
      throw invalid("'messages' must be a non-empty list of { role, content } with text content");
    if (objectBody(format).type !== 'json_object')
      throw invalid('The emulator answers in JSON mode only: response_format must be { "type": "json_object" }');
    if (!messages.some((message) => /json/i.test(message.content)))
      throw invalid(
        "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
      );
    const lastUser = messages.findLast((message) => message.role === 'user');
    const subject = lastUser && subjectOf(lastUser.content);
    if (!subject) throw invalid('The last user message must be the subject as JSON, with a name');

    const content = JSON.stringify(emulatedMetadata(subject));
    const promptTokens = Math.ceil(messages.reduce((sum, message) => sum + message.content.length, 0) / 4);
    const completionTokens = Math.ceil(content.length / 4);
    completions += 1;
    return {
      id: `chatcmpl-emulated-${completions}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [
        { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' },
      ],
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      },
    };
  }

  async function control({ response, route }: EmulatorCall) {
    switch (route) {
      case 'GET /control/requests':
        return sendJson(response, 200, received);
      case 'DELETE /control/requests':
        received.length = 0;
        return response.writeHead(204).end();
      default:
        throw noRoute(route);
    }
  }

  const server = await startEmulatorServer({
    name: 'OpenAI emulator',
    host,
    port,
    apiKey,
    apiPrefix: '/v1/',
    unauthorized: { message: 'Incorrect API key provided', code: 'invalid_api_key' },
    failures,
    api,
    control,
    // OpenAI's shape: `{ error: { message, type, param, code } }`.
    errorBody: ({ status, message, code }) => ({ error: { message, type: errorType(status), param: null, code } }),
    notJsonMessage: 'We could not parse the JSON body',
  });

  return {
    url: server.url,
    apiKey,
    requests: () => [...received],
    failNext: failures.failNext,
    setDelay: failures.setDelay,
    reset() {
      failures.reset();
      received.length = 0;
    },
    close: server.close,
  };
}

const isMessage = (value: unknown): value is { role: string; content: string } => {
  const { role, content } = objectBody(value);
  return typeof role === 'string' && ROLES.includes(role) && typeof content === 'string';
};
