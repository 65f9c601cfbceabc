import {
  PaymentProviderError,
  type NewProviderPayment,
  type PaymentProvider,
  type ProviderPayment,
} from './payment-provider.ts';

const TIMEOUT_MS = 10_000;

export interface PaymentClientOptions {
  /** The provider's API root, e.g. `https://payments.example.com`; `/v1/…` is appended. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey: string;
  /** For a whole call: connecting, the answer's headers and its body. */
  timeoutMs?: number;
}

/**
 * The provider's HTTP API over `fetch`. Every call ends within `timeoutMs`, so that a provider that
 * stops answering fails the request that asked it instead of holding it open.
 */
export function createPaymentClient({
  baseUrl,
  apiKey,
  timeoutMs = TIMEOUT_MS,
}: PaymentClientOptions): PaymentProvider {
  const root = baseUrl.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ProviderPayment> {
    const what = `${method} ${path}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${root}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${apiKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError')
        throw new PaymentProviderError('timeout', `The payment provider did not answer ${what} within ${timeoutMs} ms`);
      throw new PaymentProviderError('unreachable', `The payment provider cannot be reached (${what})`, {
        cause: error,
      });
    }
    if (!response.ok) {
      const reason = providerMessage(text);
      throw new PaymentProviderError(
        'http-status',
        `The payment provider answered ${what} with HTTP ${response.status}${reason ? `: ${reason}` : ''}`,
        { status: response.status },
      );
    }
    const payment = parsePayment(text);
    if (!payment) throw new PaymentProviderError('bad-answer', `The payment provider answered ${what} with no payment`);
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
  return valid ? { id, status, amount: amount as number, currency, method, updated_at } : undefined;
}

/** The `error.message` of the provider's error body, cut short; nothing when the body has none. */
function providerMessage(text: string): string | undefined {
  const error = (parseJson(text) as { error?: { message?: unknown } } | undefined)?.error;
  return typeof error?.message === 'string' ? error.message.slice(0, 200) : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
