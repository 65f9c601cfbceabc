import { EngineCallError, type FieldError } from './engine-errors';

const API = '/api';

interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** The booking's token, for reading or checking it. */
  token?: string;
  signal?: AbortSignal;
}

/** The answer's errors, or none when it is not the API's error body. */
async function answeredErrors(response: Response): Promise<FieldError[]> {
  try {
    const body = (await response.json()) as { errors?: FieldError[] };
    return Array.isArray(body.errors) ? body.errors : [];
  } catch {
    return [];
  }
}

/** Calls the engine's API; a failed answer (or none) throws an EngineCallError with the answered message keys. */
export async function callEngine<T>(
  path: string,
  { method = 'GET', body, token, signal }: CallOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers['x-booking-token'] = token;
  let response: Response;
  try {
    response = await fetch(`${API}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new EngineCallError(0, 'booking.errors.loading_failed');
  }
  if (!response.ok) {
    const errors = await answeredErrors(response);
    const general = errors.find((error) => !error.field)?.key ?? errors[0]?.key ?? 'booking.errors.loading_failed';
    throw new EngineCallError(response.status, general, errors);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A query string of the given values, empty ones left out. */
export function query(values: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
