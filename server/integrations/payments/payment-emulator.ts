import { randomBytes } from 'node:crypto';
import { EmulatorError, noRoute } from '../emulator/emulator-error.ts';
import { startEmulatorServer, type EmulatorCall } from '../emulator/emulator-server.ts';
import { createFailureSwitch, type CommonFailureMode } from '../emulator/failure-switch.ts';
import { objectBody, readJsonBody } from '../emulator/json-body.ts';
import { sendJson } from '../emulator/send-json.ts';
import type { NewProviderPayment, ProviderPayment } from './payment-provider.ts';
import { isProviderPaymentStatus, PROVIDER_PAYMENT_STATUSES, type ProviderPaymentStatus } from './provider-status.ts';

const CURRENCY = /^[A-Z]{3}$/;
/** The provider's error codes by HTTP status; any other status is `internal`. */
const ERROR_CODES: Partial<Record<number, string>> = {
  400: 'invalid_request',
  401: 'unauthorized',
  404: 'not_found',
  413: 'too_large',
};

/**
 * How the next provider calls fail: an HTTP 500, no answer at all (the client's timeout ends it), or
 * a 200 whose body is not JSON (as from a misconfigured proxy).
 */
export type FailureMode = CommonFailureMode;

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
  const stored = new Map<string, ProviderPayment>();
  const failures = createFailureSwitch();

  function seed(payments: readonly SeedPayment[]) {
    const valid = payments.map(validSeed);
    const now = new Date().toISOString();
    for (const { id, amount, status = 'open', currency = 'EUR', method = null } of valid)
      stored.set(id, { id, status, amount, currency, method, updated_at: now });
  }

  function setStatus(id: string, status: ProviderPaymentStatus): ProviderPayment {
    const payment = stored.get(id);
    if (!payment) throw new EmulatorError(404, `No payment ${id}`);
    if (!isProviderPaymentStatus(status))
      throw new EmulatorError(400, `status must be one of ${PROVIDER_PAYMENT_STATUSES.join(', ')}`);
    const changed = { ...payment, status, updated_at: new Date().toISOString() };
    stored.set(id, changed);
    return changed;
  }

  seed(initial);

  async function api({ request, response, pathname, route }: EmulatorCall) {
    if ((await failures.play(request, response)) === 'handled') return;
    const paymentId = /^\/v1\/payments\/([^/]+)$/.exec(pathname)?.[1];
    if (request.method === 'GET' && paymentId !== undefined) {
      const payment = stored.get(decodeURIComponent(paymentId));
      if (!payment) throw new EmulatorError(404, 'No such payment');
      return sendJson(response, 200, payment);
    }
    if (route === 'POST /v1/payments') return sendJson(response, 201, create(await readJsonBody(request)));
    throw noRoute(route);
  }

  function create(body: unknown): ProviderPayment {
    const { amount, currency, method = null } = objectBody(body) as Partial<NewProviderPayment>;
    const id = `pay_${randomBytes(8).toString('hex')}`;
    seed([{ id, amount, currency, method } as SeedPayment]);
    return stored.get(id) as ProviderPayment;
  }

  async function control({ request, response, route }: EmulatorCall) {
    const statusOf = /^PUT \/control\/payments\/([^/]+)\/status$/.exec(route)?.[1];
    if (statusOf !== undefined) {
      const { status } = objectBody(await readJsonBody(request));
      return sendJson(response, 200, setStatus(decodeURIComponent(statusOf), status as ProviderPaymentStatus));
    }
    switch (route) {
      case 'GET /control/payments':
        return sendJson(response, 200, [...stored.values()]);
      case 'POST /control/payments': {
        const body = await readJsonBody(request);
        seed(Array.isArray(body) ? body : [body as SeedPayment]);
        return response.writeHead(204).end();
      }
      case 'DELETE /control/payments':
        stored.clear();
        return response.writeHead(204).end();
      default:
        throw noRoute(route);
    }
  }

  const server = await startEmulatorServer({
    name: 'payment emulator',
    host,
    port,
    apiKey,
    apiPrefix: '/v1/',
    unauthorized: { message: 'Missing or wrong API key' },
    failures,
    api,
    control,
    errorBody: ({ status, message }) => ({ error: { code: ERROR_CODES[status] ?? 'internal', message } }),
    notJsonMessage: 'The body is not JSON',
  });

  return {
    url: server.url,
    apiKey,
    payments: () => [...stored.values()],
    seed,
    setStatus,
    failNext: failures.failNext,
    setDelay: failures.setDelay,
    reset: failures.reset,
    close: server.close,
  };
}

function validSeed(payment: SeedPayment): SeedPayment {
  const problem = seedProblem((payment ?? {}) as Partial<SeedPayment>);
  if (problem) throw new EmulatorError(400, problem);
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
