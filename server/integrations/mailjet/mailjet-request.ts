import type { IncomingMessage } from 'node:http';
import { EmulatorError } from '../emulator/emulator-error.ts';
import { objectBody, readJsonBody } from '../emulator/json-body.ts';
import type { StoredContent } from './mailjet-store.ts';

/** An API call as the emulator's routes take it: `GET /contactslist/12` (below `/v3/REST`), its query, its body. */
export interface MailjetRequest {
  route: string;
  params: URLSearchParams;
  body(): Promise<Record<string, unknown>>;
}

/** The status and JSON body of an answer; 204 has none. */
export type MailjetAnswer = [number, unknown];

/** What the route's pattern matched, or null. */
export const matching = (request: MailjetRequest, pattern: RegExp) => pattern.exec(request.route);

/** A JSON body, or none: `send` and `DELETE` calls come without one. */
export async function optionalBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const length = request.headers['content-length'];
  if (length === '0' || (length === undefined && !request.headers['transfer-encoding'])) {
    for await (const _chunk of request); // drain
    return {};
  }
  return objectBody(await readJsonBody(request));
}

export const wholeId = (text: string) => {
  if (!/^\d+$/.test(text)) throw new EmulatorError(400, `Invalid ID: ${text}`);
  return Number(text);
};

export function requiredText(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value.trim() === '') throw new EmulatorError(400, `${name}: a text is required`);
  return value;
}

export function optionalText(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new EmulatorError(400, `${name}: must be a text`);
  return value;
}

export function content(body: Record<string, unknown>, previous: StoredContent): StoredContent {
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

export function timestamp(value: string | null, name: string): number | undefined {
  if (value === null) return undefined;
  const time = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value);
  if (Number.isNaN(time))
    throw new EmulatorError(400, `${name}: a Unix timestamp or an RFC 3339 date-time is required`);
  return time;
}
