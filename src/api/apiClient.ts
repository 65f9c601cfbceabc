import { sessionRenewal, type SessionTokens } from '../auth/sessionRenewal';
import { readAccessToken } from '../auth/tokenStorage';
import { announceWrite } from './apiWrites';

/** Where the API answers: the same origin as the console, under /api. */
export const API_BASE = '/api';

export interface ApiFieldError {
  field?: string;
  key: string;
  params?: Record<string, unknown>;
}

/** An error answer of the API, in the catalogue's shape `{ name, message, code, errors }`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: ApiFieldError[] = [],
    name = 'ApiError',
  ) {
    super(message);
    this.name = name;
  }

  /** The first message key the server gave, for translation. */
  get key(): string | undefined {
    return this.errors[0]?.key;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; form data (an upload) is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
}

/** Trades the stored refresh token for new tokens, once for every call and tab waiting at the same time. */
const renewSession = sessionRenewal((refreshToken) =>
  send<SessionTokens>('/authentication', { method: 'POST', body: { strategy: 'refresh', refreshToken } }),
);

/**
 * Calls the API with the stored bearer token; answers the parsed JSON or throws an ApiError.
 * An expired access token is renewed once with the refresh token, and the call repeated.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const used = readAccessToken();
  let answer: T;
  try {
    answer = await send<T>(path, options);
  } catch (error) {
    const renewable = error instanceof ApiError && error.statusCode === 401 && path !== '/authentication';
    if (!renewable || !(await renewSession(used))) throw error;
    answer = await send<T>(path, options);
  }
  if (options.method !== undefined && options.method !== 'GET') announceWrite(path);
  return answer;
}

async function send<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = readAccessToken();
  if (token) headers.authorization = token;
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
    });
  } catch {
    throw new ApiError(0, 'The server cannot be reached', [{ key: 'error.network' }], 'NetworkError');
  }

  const text = await response.text();
  const data: unknown = text ? safeParse(text) : undefined;
  if (!response.ok) throw errorOfAnswer(response, data);
  return data as T;
}

/** The ApiError of a failed answer, from the catalogue's shape where the body has it. */
function errorOfAnswer(response: Response, data: unknown): ApiError {
  const error = (data ?? {}) as { name?: string; message?: string; errors?: ApiFieldError[] };
  return new ApiError(
    response.status,
    error.message ?? response.statusText,
    Array.isArray(error.errors) ? error.errors : [],
    error.name,
  );
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A successful answer of the API to read as it comes (a file, a stream of lines), sent with the
 * stored bearer token; an error answer throws an ApiError. An expired access token is renewed
 * once, as for `apiRequest`.
 */
async function openAnswer(path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<Response> {
  const open = async () => {
    const token = readAccessToken();
    const headers: Record<string, string> = token ? { authorization: token } : {};
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    } catch {
      throw new ApiError(0, 'The server cannot be reached', [{ key: 'error.network' }], 'NetworkError');
    }
    if (response.ok) return response;
    throw errorOfAnswer(response, safeParse(await response.text()));
  };
  const used = readAccessToken();
  try {
    return await open();
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 401 && (await renewSession(used))) return open();
    throw error;
  }
}

/** Fetches a file from the API (an export, a PDF): its content and the name the server gives it. */
export async function apiFile(path: string): Promise<{ content: Blob; fileName: string | undefined }> {
  const response = await openAnswer(path);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1];
  return { content: await response.blob(), fileName };
}

/** Fetches a file from the API: answers its content, or throws an ApiError. */
export async function apiDownload(path: string): Promise<Blob> {
  return (await apiFile(path)).content;
}

/**
 * POSTs to a call that answers newline-delimited JSON (progress of a long job) and hands each
 * line to `onLine` as it arrives; answers the last line.
 */
export async function apiLines<T>(path: string, body: unknown, onLine: (line: T) => void): Promise<T | undefined> {
  const response = await openAnswer(path, { method: 'POST', body });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  let last: T | undefined;
  const take = (text: string) => {
    if (!text.trim()) return;
    last = JSON.parse(text) as T;
    onLine(last);
  };
  for (;;) {
    const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
    if (done) break;
    pending += value;
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    parts.forEach(take);
  }
  take(pending);
  return last;
}
