import { callJsonApi, parseJson, type JsonApi } from '../http-json.ts';
import {
  PaymentProviderError,
  type NewProviderPayment,
  type PaymentProvider,
  type ProviderPayment,
} from './payment-provider.ts';

const TIMEOUT_MS = 10_000;
const CHECKOUT_FIELDS = ['checkout_url', 'failure_reason', 'reference'] as const;

export interface PaymentClientOptions {
  /** The provider's API root, e.g. `https://payments.example.com`; `/v1/…` is appended. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey: string;
  /** For a whole call: connecting, the answer's headers and its body. */
  timeoutMs?: number;
}

const providerError: JsonApi['fail'] = (failure, message, { status, cause }) =>
  new PaymentProviderError(failure, message, { status, cause });

/**
 * The provider's HTTP API over `fetch`. Every call ends within `timeoutMs`, so that a provider that
 * stops answering fails the request that asked it instead of holding it open.
 */
export function createPaymentClient({
  baseUrl,
  apiKey,
  timeoutMs = TIMEOUT_MS,
}: PaymentClientOptions): PaymentProvider {
  const api: JsonApi = { system: 'payment provider', baseUrl, apiKey, timeoutMs, fail: providerError };

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ProviderPayment> {
    const text = await callJsonApi(api, method, path, body);
    const payment = parsePayment(text);
    if (!payment)
      throw new PaymentProviderError('bad-answer', `The payment provider answered ${method} ${path} with no payment`);
    return payment;
  }

  return {
    getPayment: (id) => call('GET', `/v1/payments/${encodeURIComponent(id)}`),
    createPayment: (payment: NewProviderPayment) => call('POST', '/v1/payments', payment),
  };
}

/** The documented payment object, or undefined for anything else (HTML from a proxy, a changed API). */
function parsePayment(text: string): ProviderPayment | undefined {
  const value = parseJson(text);
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, status, amount, currency, method, updated_at } = value as Record<string, unknown>;
  const valid =
    typeof id === 'string' &&
    id !== '' &&
    typeof status === 'string' &&
    status !== '' &&
    Number.isInteger(amount) &&
    typeof currency === 'string' &&
    (method === null || typeof method === 'string') &&
    typeof updated_at === 'string';
  if (!valid) return undefined;
  const payment: ProviderPayment = { id, status, amount: amount as number, currency, method, updated_at };
  // Present only for a payment that has them: a checkout's page and outcome, our reference.
  for (const field of CHECKOUT_FIELDS) {
    const extra = (value as Record<string, unknown>)[field];
    if (extra === null || typeof extra === 'string') payment[field] = extra;
    else if (extra !== undefined) return undefined;
  }
  return payment;
}
