import { z } from 'zod';
import { type JsonApi } from '../http-json.ts';
import { okEnvelopeCalls } from '../ok-envelope.ts';
import { customerSchema, paymentResultSchema, preJourneySchema, vorgangSchema } from './kuschick-records.ts';
import { KuschickSystemError, type KuschickSystem } from './kuschick-system.ts';

const TIMEOUT_MS = 10_000;

export interface KuschickClientOptions {
  /** The API root; `/api/…` is appended. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey: string;
  timeoutMs?: number;
}

const fail: JsonApi['fail'] = (failure, message, { status, cause }) =>
  new KuschickSystemError(failure, message, status, { cause });

/**
 * Kuschick's HTTP API over `fetch`. Every answer is `{ status: "ok", data }`; the data is checked
 * against Kuschick's records and anything else fails as `bad-answer`. Every call ends within `timeoutMs`.
 */
export function createKuschickClient({
  baseUrl,
  apiKey,
  timeoutMs = TIMEOUT_MS,
}: KuschickClientOptions): KuschickSystem {
  const api: JsonApi = { system: 'booking system Kuschick', baseUrl, apiKey, timeoutMs, fail };

  const call = okEnvelopeCalls(api, 'Kuschick', (message) => new KuschickSystemError('bad-answer', message));

  return {
    customer: (kuschickId, { idaddress = false } = {}) =>
      call(customerSchema, 'GET', `/customers/${kuschickId}${idaddress ? '?idaddress=1' : ''}`),
    process: (invoiceId) => call(vorgangSchema, 'GET', `/vorgang/${invoiceId}`),
    processesOf: (kuschickId) => call(z.array(vorgangSchema), 'GET', `/vorgang?kuschick_id=${kuschickId}`),
    async deleteProcess(invoiceId) {
      await call(z.object({ invoice_id: z.literal(invoiceId) }), 'DELETE', `/vorgang/${invoiceId}`);
    },
    addPayments: (invoiceId, { payments, sendBookingMail = false }) =>
      call(paymentResultSchema, 'PATCH', `/payment/${invoiceId}`, {
        addKuschickPayments: payments,
        sendBookingMail,
      }),
    preJourneys: () => call(z.array(preJourneySchema), 'GET', '/prejourneys'),
  };
}
