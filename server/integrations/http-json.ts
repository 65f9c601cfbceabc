/** What went wrong with a call before its body could be read as the API's: the client words the rest. */
export type CallFailure = 'unreachable' | 'timeout' | 'http-status';

/** An HTTP JSON API as a client calls it. */
export interface JsonApi {
  /** Names the system in messages: `The payment provider did not answer GET /v1/payments/x within 10000 ms`. */
  system: string;
  /** The API root; trailing slashes are dropped. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`; absent: no such header (a system with keys of its own sends them in `headers`). */
  apiKey?: string;
  /** Sent with every call besides those above (Adobe Stock's `x-api-key` and `x-Product`). */
  headers?: Readonly<Record<string, string>>;
  /** For a whole call: connecting, the answer's headers and its body. */
  timeoutMs: number;
  /** Makes the client's own error; `response` comes with an `http-status` failure, `cause` with `unreachable`. */
  fail(
    failure: CallFailure,
    message: string,
    details: { status?: number; response?: Response; cause?: unknown },
  ): Error;
}

/**
 * Calls an HTTP JSON API with a bearer key over `fetch` and answers the text of its 2xx body. The call
 * ends within `timeoutMs`, so that a system that stops answering fails the request that asked it
 * instead of holding it open; a non-2xx answer fails with the system's `error.message`.
 */
export async function callJsonApi(
  api: JsonApi,
  method: 'GET' | 'POST',
  /** Appended to the root: `/v1/payments`. */
  path: string,
  /** Sent as JSON. */
  body?: unknown,
): Promise<string> {
  const { system, baseUrl, apiKey, headers, timeoutMs, fail } = api;
  const what = `${method} ${path}`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...headers,
        ...(apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError')
      throw fail('timeout', `The ${system} did not answer ${what} within ${timeoutMs} ms`, {});
    throw fail('unreachable', `The ${system} cannot be reached (${what})`, { cause: error });
  }
  if (!response.ok) {
    const reason = errorMessage(text);
    const message = `The ${system} answered ${what} with HTTP ${response.status}${reason ? `: ${reason}` : ''}`;
    throw fail('http-status', message, { status: response.status, response });
  }
  return text;
}

/** The value of a JSON text, or undefined for text that is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The `error.message` of an error body (or its `error` when that is a text, as Adobe's), cut short; nothing when the body has none. */
function errorMessage(text: string): string | undefined {
  const error = (parseJson(text) as { error?: unknown } | undefined)?.error;
  const message = typeof error === 'string' ? error : (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message.slice(0, 200) : undefined;
}
