import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer } from './close-server.ts';
import { EmulatorError, noRoute } from './emulator-error.ts';
import { answerFailureControl } from './failure-control.ts';
import type { FailureSwitch } from './failure-switch.ts';
import { listenOnLoopback } from './loopback.ts';
import { sendJson } from './send-json.ts';

/** A call the emulator received. */
export interface EmulatorCall {
  request: IncomingMessage;
  response: ServerResponse;
  /** Without the query, still URL-encoded: `/v1/payments/pay_1`. */
  pathname: string;
  /** The method and the pathname: `GET /v1/payments/pay_1`. */
  route: string;
}

export interface EmulatorServerOptions<Own extends string> {
  /** Names the emulator in the refusal of a host that is not loopback: `payment emulator`. */
  name: string;
  host: string;
  /** 0: any free port. */
  port: number;
  /** What API calls must send as `Authorization: Bearer <apiKey>` (unless `hasKey` says how else). */
  apiKey: string;
  /** Whether an API call carries the key, for a system that sends it otherwise (Adobe Stock's `x-api-key`). */
  hasKey?(request: IncomingMessage): boolean;
  /** Calls answered without a key, for what a browser loads directly (Adobe Stock's thumbnails): paths under `prefix`. */
  open?: { prefix: string; answer(call: EmulatorCall): Promise<unknown> };
  /** Paths that start with it are API calls (`/v1/`); a path neither under it nor under `/control/` is not found. */
  apiPrefix: string;
  /** The 401 for an API call without the right key, in the system's words. */
  unauthorized: { message: string; code?: string };
  /** Set by the shared control calls (`/control/fail`, `/control/delay`); `api` plays it where the system would fail. */
  failures: FailureSwitch<Own>;
  /** Answers an API call that has the right key; throws an `EmulatorError` to refuse it. */
  api(call: EmulatorCall): Promise<unknown>;
  /** Answers the emulator's own control calls (under `/control/`, no key); throws `noRoute` for any other. */
  control(call: EmulatorCall): Promise<unknown>;
  /** A refusal or failure as the system words its errors. */
  errorBody(error: EmulatorError): unknown;
  /** What a call whose body is not JSON is told, with a 400. */
  notJsonMessage: string;
}

export interface EmulatorServer {
  /** The API root, e.g. `http://127.0.0.1:41234`. */
  url: string;
  close(): Promise<void>;
}

/**
 * The HTTP side of an emulator on loopback: API calls (with the key) and control calls (without) are
 * told apart, the failure switch's control calls answered, and what the handlers throw is answered as
 * JSON in the system's error shape.
 */
export async function startEmulatorServer<Own extends string>({
  name,
  host,
  port,
  apiKey,
  hasKey = (request) => request.headers.authorization === `Bearer ${apiKey}`,
  open,
  apiPrefix,
  unauthorized,
  failures,
  api,
  control,
  errorBody,
  notJsonMessage,
}: EmulatorServerOptions<Own>): Promise<EmulatorServer> {
  async function handle(request: IncomingMessage, response: ServerResponse) {
    const { pathname } = new URL(request.url ?? '/', 'http://emulator');
    const call = { request, response, pathname, route: `${request.method} ${pathname}` };
    if (pathname.startsWith('/control/')) {
      if (!(await answerFailureControl(failures, call.route, request, response))) await control(call);
      return;
    }
    if (open && pathname.startsWith(open.prefix)) {
      await open.answer(call);
      return;
    }
    if (!pathname.startsWith(apiPrefix)) throw noRoute(call.route);
    if (!hasKey(request)) throw new EmulatorError(401, unauthorized.message, unauthorized.code);
    await api(call);
  }

  function refusal(error: unknown): EmulatorError {
    if (error instanceof EmulatorError) return error;
    if (error instanceof SyntaxError) return new EmulatorError(400, notJsonMessage);
    if (error instanceof URIError) return new EmulatorError(400, 'The path is not valid');
    return new EmulatorError(500, error instanceof Error ? error.message : String(error));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.destroyed || response.headersSent) return;
      const refused = refusal(error);
      sendJson(response, refused.status, errorBody(refused));
    });
  });
  const url = await listenOnLoopback(server, { name, host, port });
  return {
    url,
    close() {
      failures.stop();
      return closeServer(server);
    },
  };
}
