import type { Integration } from '../../core/integration.ts';
import type { InsuranceSystem } from './insurance-system.ts';

/** ERGO's travel insurance offers: at ERGO_URL, or the emulator when none is set. */
export const insuranceIntegration: Integration<'insurance', InsuranceSystem> = {
  name: 'insurance',
  async start() {
    const offers = () => Promise.reject(new Error('The insurance integration is not built yet'));
    return { service: { offers }, stop: async () => {} };
  },
  emulatorNote: (url) => `Insurance (ERGO) emulated at ${url}/control/state (no ERGO_URL set)`,
};
