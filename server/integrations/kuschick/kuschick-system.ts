import type { z } from 'zod';
import type {
  customerSchema,
  paymentResultSchema,
  paymentSchema,
  preJourneySchema,
  travellerSchema,
  vorgangSchema,
} from './kuschick-records.ts';

export type KuschickCustomer = z.infer<typeof customerSchema>;
export type KuschickTraveller = z.infer<typeof travellerSchema>;
export type KuschickPayment = z.infer<typeof paymentSchema>;
export type KuschickProcess = z.infer<typeof vorgangSchema>;
export type KuschickPaymentResult = z.infer<typeof paymentResultSchema>;
export type KuschickPreJourney = z.infer<typeof preJourneySchema>;

/** Kuschick, the second booking system, as the server uses it; every call rejects with a `KuschickSystemError`. */
export interface KuschickSystem {
  /** The customer for an import; `idaddress` asks for the id of its address record too (the system flag). */
  customer(kuschickId: number, options?: { idaddress?: boolean }): Promise<KuschickCustomer>;
  /** The process (Vorgang) with this invoice id, with its travellers and payments. */
  process(invoiceId: number): Promise<KuschickProcess>;
  /** A customer's processes, for importing them. */
  processesOf(kuschickId: number): Promise<KuschickProcess[]>;
  /** Deletes the process in Kuschick. */
  deleteProcess(invoiceId: number): Promise<void>;
  /** Books payments to the process (`addKuschickPayments`) and, when asked, sends the booking mail (`sendBookingMail`). */
  addPayments(
    invoiceId: number,
    request: { payments: readonly KuschickPayment[]; sendBookingMail?: boolean },
  ): Promise<KuschickPaymentResult>;
  /** The journeys with their dates, for importing into our journeys. */
  preJourneys(): Promise<KuschickPreJourney[]>;
}

/**
 * Why a call to Kuschick failed: it could not be reached, did not answer in time, answered with an
 * HTTP error (`status`: 404 unknown, 400 and 409 refused), or answered something not asked for.
 */
export type KuschickFailure = 'unreachable' | 'timeout' | 'http-status' | 'bad-answer';

export class KuschickSystemError extends Error {
  override readonly name = 'KuschickSystemError';

  constructor(
    readonly failure: KuschickFailure,
    message: string,
    readonly status?: number,
    options: { cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
  }
}
