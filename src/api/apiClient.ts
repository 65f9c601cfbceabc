import { readAccessToken } from '../auth/tokenStorage';

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
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls the API with the stored bearer token; answers the parsed JSON or throws an ApiError. */
export async function apiRequest<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = readAccessToken();
  if (token) headers.authorization = token;
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch {
    throw new ApiError(0, 'The server cannot be reached', [{ key: 'error.network' }], 'NetworkError');
  }

  const text = await response.text();
  const data: unknown = text ? safeParse(text) : undefined;
  if (!response.ok) {
    const error = (data ?? {}) as { name?: string; message?: string; errors?: ApiFieldError[] };
    throw new ApiError(
      response.status,
      error.message ?? response.statusText,
      Array.isArray(error.errors) ? error.errors : [],
      error.name,
    );
  }
  return data as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
