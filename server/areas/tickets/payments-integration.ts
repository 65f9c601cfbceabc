import type { Integration } from '../../core/integration.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { startPayments } from '../../integrations/payments/start-payments.ts';
import { mirrorPaymentsInEmulator } from './payment-emulator-seed.ts';

/**
 * The payment provider: at PAYMENT_URL, or the payment emulator when none is set, which then
 * learns the database's payments so that their checks find them.
 */
export const paymentsIntegration: Integration<'payments', PaymentProvider> = {
  name: 'payments',
  async start(config, { db, registry }) {
    const payments = await startPayments(config);
    const paymentEntity = registry.resource('tickets/payments')?.entity;
    try {
      if (payments.emulator && paymentEntity) await mirrorPaymentsInEmulator(db, paymentEntity, payments.emulator);
    } catch (error) {
      await payments.stop();
      throw error;
    }
    return { service: payments.provider, emulatorUrl: payments.emulator?.url, stop: payments.stop };
  },
  emulatorNote: (url) => `Payments emulated at ${url}/control/payments (no PAYMENT_URL set)`,
};
