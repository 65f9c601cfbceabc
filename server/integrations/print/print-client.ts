import { callJsonApi, parseJson, type JsonApi } from '../http-json.ts';
import {
  isPrintStatus,
  PrintSystemError,
  type PrintDocument,
  type PrintJourney,
  type PrintSystem,
} from './print-system.ts';

const TIMEOUT_MS = 10_000;

export interface PrintClientOptions {
  /** The API root; `/v1/documents` is appended. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey: string;
  timeoutMs?: number;
}

const fail: JsonApi['fail'] = (failure, message, { status, cause }) =>
  new PrintSystemError(status === 404 ? 'not-found' : failure, message, status, { cause });

/**
 * The print/PIM system's HTTP API over `fetch`: `POST /v1/documents` exports a journey, `GET
 * /v1/documents/{id}` reads its document. Every call ends within `timeoutMs`; an answer that is not a
 * document fails as `bad-answer`.
 */
export function createPrintClient({ baseUrl, apiKey, timeoutMs = TIMEOUT_MS }: PrintClientOptions): PrintSystem {
  const api: JsonApi = { system: 'print system', baseUrl, apiKey, timeoutMs, fail };
  return {
    async exportJourney(journey: PrintJourney) {
      return parseDocument(await callJsonApi(api, 'POST', '/v1/documents', journey), journey.id);
    },
    async documentStatus(id: number) {
      return parseDocument(await callJsonApi(api, 'GET', `/v1/documents/${id}`), id);
    },
  };
}

/** The document in an answer, which must be the one asked about. */
function parseDocument(text: string, id: number): PrintDocument {
  const body = parseJson(text) as Record<string, unknown> | undefined;
  const { status, locked, message } = body ?? {};
  if (
    typeof body !== 'object' ||
    body === null ||
    body.id !== id ||
    !isPrintStatus(status) ||
    typeof locked !== 'boolean'
  )
    throw new PrintSystemError('bad-answer', `The print system answered something that is not document ${id}`);
  return { id, status, locked, message: typeof message === 'string' && message !== '' ? message.slice(0, 500) : null };
}
