import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isIPv6, type AddressInfo } from 'node:net';
import type { NewProviderPayment, ProviderPayment } from './payment-provider.ts';
import { isProviderPaymentStatus, PROVIDER_PAYMENT_STATUSES, type ProviderPaymentStatus } from './provider-status.ts';

const MAX_REQUEST_BYTES = 1024 * 1024;
const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|localhost)$/;
const CURRENCY = /^[A-Z]{3}$/;

/**
 * How the next provider calls fail: an HTTP 500, no answer at all (the client's timeout ends it), or
 * a 200 whose body is not JSON (as from a misconfigured proxy).
 */
export type FailureMode = 'error' | 'hang' | 'malformed';
const FAILURE_MODES: readonly FailureMode[] = ['error', 'hang', 'malformed'];

/** A payment to register in the emulator; `status` defaults to `open`, `currency` to `EUR`. */
export interface SeedPayment {
  id: string;
  amount: number;
  status?: ProviderPaymentStatus;
  currency?: string;
  method?: string | null;
}

export interface PaymentEmulator {
  /** The API root to give the client, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** The key the client must send as `Authorization: Bearer <apiKey>`. */
  apiKey: string;
  payments(): ProviderPayment[];
  /** Registers payments (replacing any with the same id); refuses the whole list if one is invalid. */
  seed(payments: readonly SeedPayment[]): void;
  /** Sets a payment's status as if the payer or the bank had acted; throws for an unknown id. */
  setStatus(id: string, status: ProviderPaymentStatus): ProviderPayment;
  /** Makes the next `times` API calls fail (control calls are not counted). */
  failNext(times: number, mode: FailureMode): void;
  /** Holds every API answer back this long; 0 answers at once. */
  setDelay(ms: number): void;
  /** Clears pending failures and the delay; the payments stay. */
  reset(): void;
  close(): Promise<void>;
}

export interface PaymentEmulatorOptions {
  /** A loopback address: the control calls need no key. */
  host?: string;
  port?: number;
  /** Default: a random key. */
  apiKey?: string;
  payments?: readonly SeedPayment[];
}

class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The project's stand-in for the payment provider: its `/v1` API over payments held in memory, and
 * control calls under `/control` that set statuses, make calls fail or hang, and slow them down.
 */
export async function startPaymentEmulator({
  host = '127.0.0.1',
  port = 0,
  apiKey = randomBytes(16).toString('hex'),
  payments: initial = [],
}: PaymentEmulatorOptions = {}): Promise<PaymentEmulator> {
  if (!LOOPBACK.test(host)) throw new Error(`The payment emulator listens on loopback only, not on ${host}`);

  const stored = new Map<string, ProviderPayment>();
  const failures: FailureMode[] = [];
  let delayMs = 0;
  const timers = new Set<NodeJS.Timeout>();

  function seed(payments: readonly SeedPayment[]) {
    const valid = payments.map(validSeed);
    const now = new Date().toISOString();
    for (const { id, amount, status = 'open', currency = 'EUR', method = null } of valid)
      stored.set(id, { id, status, amount, currency, method, updated_at: now });
  }

  function setStatus(id: string, status: ProviderPaymentStatus): ProviderPayment {
    const payment = stored.get(id);
    if (!payment) throw new RequestError(404, 'not_found', `No payment ${id}`);
    if (!isProviderPaymentStatus(status))
      throw new RequestError(400, 'invalid_request', `status must be one of ${PROVIDER_PAYMENT_STATUSES.join(', ')}`);
    const changed = { ...payment, status, updated_at: new Date().toISOString() };
    stored.set(id, changed);
    return changed;
  }

  function failNext(times: number, mode: FailureMode) {
    if (!Number.isInteger(times) || times < 1)
      throw new RequestError(400, 'invalid_request', 'times must be 1 or more');
    if (!FAILURE_MODES.includes(mode))
      throw new RequestError(400, 'invalid_request', `mode must be one of ${FAILURE_MODES.join(', ')}`);
    for (let count = 0; count < times; count += 1) failures.push(mode);
  }

  function setDelay(ms: number) {
    if (!Number.isInteger(ms) || ms < 0) throw new RequestError(400, 'invalid_request', 'ms must be 0 or more');
    delayMs = ms;
  }

  function reset() {
    failures.length = 0;
    delayMs = 0;
  }

  seed(initial);

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.destroyed || response.headersSent) return;
      if (error instanceof RequestError) return sendError(response, error.status, error.code, error.message);
      if (error instanceof SyntaxError) return sendError(response, 400, 'invalid_request', 'The body is not JSON');
      if (error instanceof URIError) return sendError(response, 400, 'invalid_request', 'The path is not valid');
      sendError(response, 500, 'internal', error instanceof Error ? error.message : String(error));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const { pathname } = new URL(request.url ?? '/', 'http://emulator');
    const route = `${request.method} ${pathname}`;
    if (pathname.startsWith('/control/')) return control(route, request, response);
    if (!pathname.startsWith('/v1/')) throw new RequestError(404, 'not_found', `No route ${route}`);

    if (request.headers.authorization !== `Bearer ${apiKey}`)
      throw new RequestError(401, 'unauthorized', 'Missing or wrong API key');
    const failure = failures.shift();
    if (failure === 'hang') return; // the socket stays open until the client gives up or the emulator closes
    if (delayMs > 0) await wait(delayMs);
    if (request.socket.destroyed) return; // the client gave up waiting
    if (failure === 'error') throw new RequestError(500, 'internal', 'Failure switched on');
    if (failure === 'malformed')
      return response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Service</body></html>');

    const paymentId = /^\/v1\/payments\/([^/]+)$/.exec(pathname)?.[1];
    if (request.method === 'GET' && paymentId !== undefined) {
      const payment = stored.get(decodeURIComponent(paymentId));
      if (!payment) throw new RequestError(404, 'not_found', 'No such payment');
      return sendJson(response, 200, payment);
    }
    if (route === 'POST /v1/payments') return sendJson(response, 201, create(await readJson(request)));
    throw new RequestError(404, 'not_found', `No route ${route}`);
  }

  function create(body: unknown): ProviderPayment {
    const { amount, currency, method = null } = objectBody(body) as Partial<NewProviderPayment>;
    const id = `pay_${randomBytes(8).toString('hex')}`;
    seed([{ id, amount, currency, method } as SeedPayment]);
    return stored.get(id) as ProviderPayment;
  }

  async function control(route: string, request: IncomingMessage, response: ServerResponse) {
    const statusOf = /^PUT \/control\/payments\/([^/]+)\/status$/.exec(route)?.[1];
    if (statusOf !== undefined) {
      const { status } = objectBody(await readJson(request));
      return sendJson(response, 200, setStatus(decodeURIComponent(statusOf), status as ProviderPaymentStatus));
    }
    switch (route) {
      case 'GET /control/payments':
        return sendJson(response, 200, [...stored.values()]);
      case 'POST /control/payments': {
        const body = await readJson(request);
        seed(Array.isArray(body) ? body : [body as SeedPayment]);
        return response.writeHead(204).end();
      }
      case 'DELETE /control/payments':
        stored.clear();
        return response.writeHead(204).end();
      case 'POST /control/fail': {
        const { times = 1, mode = 'error' } = objectBody(await readJson(request));
        failNext(times as number, mode as FailureMode);
        return response.writeHead(204).end();
      }
      case 'PUT /control/delay': {
        const { ms } = objectBody(await readJson(request));
        setDelay(ms as number);
        return response.writeHead(204).end();
      }
      case 'DELETE /control/fail':
        reset();
        return response.writeHead(204).end();
      default:
        throw new RequestError(404, 'not_found', `No route ${route}`);
    }
  }

  function wait(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });
  }

  const boundPort = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });

  return {
    url: `http://${isIPv6(host) ? `[${host}]` : host}:${boundPort}`,
    apiKey,
    payments: () => [...stored.values()],
    seed,
    setStatus,
    failNext,
    setDelay,
    reset,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.close(() => resolve());
        // Hanging calls and kept-alive clients must not hold the close open.
        server.closeAllConnections();
      }),
  };
}

function validSeed(payment: SeedPayment): SeedPayment {
  const problem = seedProblem((payment ?? {}) as Partial<SeedPayment>);
  if (problem) throw new RequestError(400, 'invalid_request', problem);
  return payment;
}

function seedProblem({ id, amount, status, currency, method }: Partial<SeedPayment>): string | undefined {
  if (typeof id !== 'string' || id === '') return 'id must be a non-empty string';
  if (!Number.isInteger(amount) || (amount as number) < 0)
    return 'amount must be a whole number of minor units (cents), 0 or more';
  if (status !== undefined && !isProviderPaymentStatus(status))
    return `status must be one of ${PROVIDER_PAYMENT_STATUSES.join(', ')}`;
  if (currency !== undefined && !CURRENCY.test(String(currency))) return 'currency must be three capital letters';
  if (method !== undefined && method !== null && typeof method !== 'string') return 'method must be a string or null';
  return undefined;
}

const objectBody = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

const sendError = (response: ServerResponse, status: number, code: string, message: string) =>
  sendJson(response, status, { error: { code, message } });

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REQUEST_BYTES) throw new RequestError(413, 'too_large', 'Request body too large');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}
