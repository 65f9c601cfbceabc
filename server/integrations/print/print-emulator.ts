import { randomBytes } from 'node:crypto';
import { EmulatorError, noRoute } from '../emulator/emulator-error.ts';
import { startEmulatorServer, type EmulatorCall } from '../emulator/emulator-server.ts';
import { createFailureSwitch, type CommonFailureMode } from '../emulator/failure-switch.ts';
import { objectBody, readJsonBody } from '../emulator/json-body.ts';
import { sendJson } from '../emulator/send-json.ts';
import { isPrintStatus, PRINT_STATUSES, type PrintDocument, type PrintStatus } from './print-system.ts';

/** The way a document goes through the print sheet, one step per status query. */
const NEXT_STATUS: Partial<Record<PrintStatus, PrintStatus>> = {
  exported: 'data_received',
  data_received: 'image_import',
  image_import: 'completed',
};

/** A document as the emulator holds it: what was exported last, and how often. */
export interface EmulatedDocument extends PrintDocument {
  title: string;
  exports: number;
}

export interface PrintEmulator {
  /** The API root to give the client. */
  url: string;
  apiKey: string;
  documents(): EmulatedDocument[];
  /** Releases the document on the print sheet, as its editor does: it is no longer locked. */
  release(id: number): EmulatedDocument;
  /** Sets the document's status (an `error`, with the print system's message, also releases it). */
  setStatus(id: number, status: PrintStatus, message?: string | null): EmulatedDocument;
  /** Makes the next `times` API calls fail: HTTP 500, no answer, or a body that is not JSON. */
  failNext(times: number, mode: CommonFailureMode): void;
  setDelay(ms: number): void;
  /** Clears pending failures and the delay; the documents stay. */
  reset(): void;
  close(): Promise<void>;
}

export interface PrintEmulatorOptions {
  host?: string;
  port?: number;
  apiKey?: string;
}

/**
 * The project's stand-in for the print/PIM system (censhare): its `/v1/documents` API over
 * documents held in memory. An export creates or re-sends a journey's document (`exported`,
 * locked); each status query moves it one step towards `completed`, so that tests know what comes.
 * Control calls under `/control` release documents, set statuses, and make calls fail or hang.
 */
export async function startPrintEmulator({
  host = '127.0.0.1',
  port = 0,
  apiKey = randomBytes(16).toString('hex'),
}: PrintEmulatorOptions = {}): Promise<PrintEmulator> {
  const stored = new Map<number, EmulatedDocument>();
  const failures = createFailureSwitch();

  const answer = ({ title: _title, exports: _exports, ...document }: EmulatedDocument): PrintDocument => document;

  function find(id: number): EmulatedDocument {
    const document = stored.get(id);
    if (!document) throw new EmulatorError(404, `No document ${id}`);
    return document;
  }

  function release(id: number) {
    const document = find(id);
    document.locked = false;
    return document;
  }

  function setStatus(id: number, status: PrintStatus, message: string | null = null) {
    if (!isPrintStatus(status)) throw new EmulatorError(400, `status must be one of ${PRINT_STATUSES.join(', ')}`);
    const document = find(id);
    document.status = status;
    document.message = status === 'error' ? (message ?? 'The print sheet refused the document') : null;
    if (status === 'error') document.locked = false;
    return document;
  }

  function exportDocument(body: unknown): EmulatedDocument {
    const { id, title } = objectBody(body);
    if (!Number.isInteger(id) || (id as number) < 1) throw new EmulatorError(400, 'id must be a positive integer');
    if (typeof title !== 'string' || title === '') throw new EmulatorError(400, 'title must be a non-empty text');
    const exports = (stored.get(id as number)?.exports ?? 0) + 1;
    const document = { id: id as number, title, status: 'exported' as const, locked: true, message: null, exports };
    stored.set(document.id, document);
    return document;
  }

  async function api({ request, response, pathname, route }: EmulatorCall) {
    if ((await failures.play(request, response)) === 'handled') return;
    const documentId = /^\/v1\/documents\/(\d+)$/.exec(pathname)?.[1];
    if (request.method === 'GET' && documentId !== undefined) {
      const document = find(Number(documentId));
      document.status = NEXT_STATUS[document.status] ?? document.status;
      return sendJson(response, 200, answer(document));
    }
    if (route === 'POST /v1/documents')
      return sendJson(response, 201, answer(exportDocument(await readJsonBody(request))));
    throw noRoute(route);
  }

  async function control({ request, response, route }: EmulatorCall) {
    const released = /^POST \/control\/documents\/(\d+)\/release$/.exec(route)?.[1];
    if (released !== undefined) return sendJson(response, 200, release(Number(released)));
    const statusOf = /^PUT \/control\/documents\/(\d+)\/status$/.exec(route)?.[1];
    if (statusOf !== undefined) {
      const { status, message } = objectBody(await readJsonBody(request));
      return sendJson(response, 200, setStatus(Number(statusOf), status as PrintStatus, message as string | null));
    }
    switch (route) {
      case 'GET /control/documents':
        return sendJson(response, 200, [...stored.values()]);
      case 'DELETE /control/documents':
        stored.clear();
        return response.writeHead(204).end();
      default:
        throw noRoute(route);
    }
  }

  const server = await startEmulatorServer({
    name: 'print emulator',
    host,
    port,
    apiKey,
    apiPrefix: '/v1/',
    unauthorized: { message: 'Missing or wrong API key' },
    failures,
    api,
    control,
    errorBody: ({ status, message }) => ({ error: { status, message } }),
    notJsonMessage: 'The body is not JSON',
  });

  return {
    url: server.url,
    apiKey,
    documents: () => [...stored.values()],
    release,
    setStatus,
    failNext: failures.failNext,
    setDelay: failures.setDelay,
    reset: failures.reset,
    close: server.close,
  };
}
