import { randomBytes } from 'node:crypto';
import { PAYMENT_METHODS } from '../../../domain/booking/engine-api.ts';
import { EmulatorError, noRoute } from '../emulator/emulator-error.ts';
import { startEmulatorServer, type EmulatorCall } from '../emulator/emulator-server.ts';
import { createFailureSwitch, type CommonFailureMode } from '../emulator/failure-switch.ts';
import { objectBody, readJsonBody } from '../emulator/json-body.ts';
import { sendJson } from '../emulator/send-json.ts';
import { checkoutPage, FAILURE_REASONS, readFormBody, TEST_CARDS, type FailureReason } from './checkout-page.ts';
import type { NewProviderPayment, ProviderPayment } from './payment-provider.ts';
import { isProviderPaymentStatus, PROVIDER_PAYMENT_STATUSES, type ProviderPaymentStatus } from './provider-status.ts';

const CURRENCY = /^[A-Z]{3}$/;
const MAX_REFERENCE = 100;
/** The fields `POST /v1/payments` takes. */
const NEW_PAYMENT_FIELDS = ['amount', 'currency', 'method', 'return_url', 'reference'];
/** The status the payer's action on the checkout page leaves. */
const OUTCOME_STATUS: Readonly<Record<FailureReason | 'paid', ProviderPaymentStatus>> = {
  paid: 'paid',
  card_declined: 'failed',
  insufficient_funds: 'failed',
  canceled_by_payer: 'canceled',
};
/** A payment the payer can still pay or cancel on the checkout page. */
const PAYABLE = new Set(['open', 'pending']);
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
  /**
   * Sets a payment's status as if the payer or the bank had acted, with why it failed when it did;
   * throws for an unknown id.
   */
  setStatus(id: string, status: ProviderPaymentStatus, failureReason?: FailureReason | null): ProviderPayment;
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
  /** Where the checkout sends the payer back, by payment id: payments made with a `return_url`. */
  const returnUrls = new Map<string, string>();
  const failures = createFailureSwitch();
  let url = '';

  function seed(payments: readonly SeedPayment[]) {
    const valid = payments.map(validSeed);
    const now = new Date().toISOString();
    for (const { id, amount, status = 'open', currency = 'EUR', method = null } of valid)
      stored.set(id, { id, status, amount, currency, method, updated_at: now });
  }

  function setStatus(id: string, status: ProviderPaymentStatus, failureReason?: FailureReason | null): ProviderPayment {
    const payment = stored.get(id);
    if (!payment) throw new EmulatorError(404, `No payment ${id}`);
    if (!isProviderPaymentStatus(status))
      throw new EmulatorError(400, `status must be one of ${PROVIDER_PAYMENT_STATUSES.join(', ')}`);
    if (failureReason !== undefined && failureReason !== null && !FAILURE_REASONS.includes(failureReason))
      throw new EmulatorError(400, `failure_reason must be null or one of ${FAILURE_REASONS.join(', ')}`);
    // A checkout payment always reports why it failed (null while it has not); another only when told.
    const reason =
      failureReason !== undefined || 'failure_reason' in payment ? { failure_reason: failureReason ?? null } : {};
    const changed = { ...payment, status, ...reason, updated_at: new Date().toISOString() };
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
    const fields = objectBody(body);
    const problem = newPaymentProblem(fields);
    if (problem) throw new EmulatorError(400, problem);
    const { amount, currency, method = null, return_url, reference } = fields as Partial<NewProviderPayment>;
    const id = `pay_${randomBytes(8).toString('hex')}`;
    seed([{ id, amount, currency, method } as SeedPayment]);
    const payment = stored.get(id) as ProviderPayment;
    if (reference !== undefined) payment.reference = reference;
    if (return_url !== undefined) {
      returnUrls.set(id, return_url);
      Object.assign(payment, { checkout_url: `${url}/checkout/${id}`, failure_reason: null });
    }
    return payment;
  }

  /** A payment the checkout page serves: one made with a `return_url`. */
  function checkoutPayment(id: string): { payment: ProviderPayment; returnUrl: string } {
    const payment = stored.get(id);
    const returnUrl = returnUrls.get(id);
    if (!payment || returnUrl === undefined) throw new EmulatorError(404, 'No such checkout');
    return { payment, returnUrl };
  }

  async function checkout({ request, response, route }: EmulatorCall) {
    const [, method, encodedId] = /^(GET|POST) \/checkout\/([^/]+)$/.exec(route) ?? [];
    if (!method || !encodedId) throw noRoute(route);
    const { payment, returnUrl } = checkoutPayment(decodeURIComponent(encodedId));
    const open = PAYABLE.has(payment.status);
    const page = (status: number, notice?: string) =>
      response
        .writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(checkoutPage(payment, { notice, open }));
    if (method === 'GET') return page(200, open ? undefined : 'Diese Zahlung ist bereits abgeschlossen.');
    const form = await readFormBody(request);
    if (open) {
      const outcome = payerAction(payment, form);
      if (outcome === undefined) return page(422, 'Bitte prüfen Sie die Kartennummer: diese Testkarte ist unbekannt.');
      setStatus(payment.id, OUTCOME_STATUS[outcome], outcome === 'paid' ? null : outcome);
    }
    // A settled payment sends the payer back unchanged: a form sent twice changes nothing.
    response.writeHead(303, { location: returnUrl }).end();
  }

  async function control({ request, response, route }: EmulatorCall) {
    const statusOf = /^PUT \/control\/payments\/([^/]+)\/status$/.exec(route)?.[1];
    if (statusOf !== undefined) {
      const { status, failure_reason } = objectBody(await readJsonBody(request));
      const reason = failure_reason as FailureReason | null | undefined;
      return sendJson(response, 200, setStatus(decodeURIComponent(statusOf), status as ProviderPaymentStatus, reason));
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
        returnUrls.clear();
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
    open: { prefix: '/checkout/', answer: checkout },
    apiPrefix: '/v1/',
    unauthorized: { message: 'Missing or wrong API key' },
    failures,
    api,
    control,
    errorBody: ({ status, message }) => ({ error: { code: ERROR_CODES[status] ?? 'internal', message } }),
    notJsonMessage: 'The body is not JSON',
  });
  url = server.url;

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

/** What the payer did on the checkout page: paid, or why not; undefined for a card number no test card has. */
function payerAction(payment: ProviderPayment, form: URLSearchParams): FailureReason | 'paid' | undefined {
  if (form.get('action') === 'cancel') return 'canceled_by_payer';
  if (form.get('action') !== 'pay') return undefined;
  if (payment.method !== 'credit_card') return 'paid';
  return TEST_CARDS[(form.get('card_number') ?? '').replace(/[\s-]/g, '')];
}

/** Why `POST /v1/payments` refuses the body, or undefined. */
function newPaymentProblem(fields: Record<string, unknown>): string | undefined {
  const unknown = Object.keys(fields).find((field) => !NEW_PAYMENT_FIELDS.includes(field));
  if (unknown !== undefined) return `Unknown field ${unknown}`;
  const { method, return_url, reference } = fields;
  if (method !== undefined && method !== null && !(PAYMENT_METHODS as readonly unknown[]).includes(method))
    return `method must be one of ${PAYMENT_METHODS.join(', ')}`;
  if (return_url !== undefined && !isWebUrl(return_url)) return 'return_url must be an http or https URL';
  if (
    reference !== undefined &&
    (typeof reference !== 'string' || reference === '' || reference.length > MAX_REFERENCE)
  )
    return `reference must be a text of 1 to ${MAX_REFERENCE} characters`;
  return seedProblem({ id: 'new', ...fields } as Partial<SeedPayment>);
}

function isWebUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
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
