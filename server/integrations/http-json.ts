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

/** The methods a client calls an API with. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls an HTTP JSON API with a bearer key over `fetch` and answers the text of its 2xx body. The call
 * ends within `timeoutMs`, so that a system that stops answering fails the request that asked it
 * instead of holding it open; a non-2xx answer fails with the system's `error.message`.
 */
export async function callJsonApi(
  api: JsonApi,
  method: HttpMethod,
  /** Appended to the root: `/v1/payments`. */
  path: string,
  /** Sent as JSON. */
  body?: unknown,
): Promise<string> {
  const { bytes } = await callApi(api, method, path, body, 'application/json');
  return new TextDecoder().decode(bytes);
}

/**
 * Calls the API as `callJsonApi` does, for an answer that is a file (a PDF): its bytes and content
 * type. An error answer is still read as JSON for its message.
 */
export async function callFileApi(
  api: JsonApi,
  method: HttpMethod,
  path: string,
  accept: string,
): Promise<{ bytes: Uint8Array; contentType: string }> {
  return callApi(api, method, path, undefined, accept);
}

async function callApi(
  api: JsonApi,
  method: HttpMethod,
  path: string,
  body: unknown,
  accept: string,
): Promise<{ bytes: Uint8Array; contentType: string }> {
  const { system, baseUrl, apiKey, headers, timeoutMs, fail } = api;
  const what = `${method} ${path}`;
  let response: Response;
  let bytes: Uint8Array;
  try {
    response = await fetch(`${baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers: {
        accept,
        ...headers,
        ...(apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError')
      throw fail('timeout', `The ${system} did not answer ${what} within ${timeoutMs} ms`, {});
    throw fail('unreachable', `The ${system} cannot be reached (${what})`, { cause: error });
  }
  if (!response.ok) {
    const reason = errorMessage(new TextDecoder().decode(bytes));
    const message = `The ${system} answered ${what} with HTTP ${response.status}${reason ? `: ${reason}` : ''}`;
    throw fail('http-status', message, { status: response.status, response });
  }
  return { bytes, contentType: response.headers.get('content-type') ?? '' };
}

/** The value of a JSON text, or undefined for text that is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The `error.message` of an error body (or its `error` when that is a text, as Adobe's, or Mailjet's
 * `ErrorMessage`), cut short; nothing when the body has none.
 */
function errorMessage(text: string): string | undefined {
  const body = parseJson(text) as { error?: unknown; ErrorMessage?: unknown } | undefined;
  const error = body?.error ?? body?.ErrorMessage;
  const message = typeof error === 'string' ? error : (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message.slice(0, 200) : undefined;
}
