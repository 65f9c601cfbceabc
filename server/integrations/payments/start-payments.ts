import type { Config } from '../../config.ts';
import { createPaymentClient } from './payment-client.ts';
import { startPaymentEmulator, type PaymentEmulator } from './payment-emulator.ts';
import type { PaymentProvider } from './payment-provider.ts';

export interface PaymentService {
  provider: PaymentProvider;
  /** Present when no PAYMENT_URL is configured: the client speaks to it instead. */
  emulator?: PaymentEmulator;
  stop(): Promise<void>;
}

/** The payment provider's client: for PAYMENT_URL when configured, else for an emulator started on loopback. */
export async function startPayments(
  config: Pick<Config, 'paymentProvider' | 'paymentEmulatorPort'>,
): Promise<PaymentService> {
  if (config.paymentProvider) {
    const { url, apiKey } = config.paymentProvider;
    return { provider: createPaymentClient({ baseUrl: url, apiKey }), stop: async () => {} };
  }
  const emulator = await startPaymentEmulator({ port: config.paymentEmulatorPort });
  const provider = createPaymentClient({ baseUrl: emulator.url, apiKey: emulator.apiKey });
  return { provider, emulator, stop: () => emulator.close() };
}
