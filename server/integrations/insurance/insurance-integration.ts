import type { Integration } from '../../core/integration.ts';
import type { InsuranceSystem } from './insurance-system.ts';
import { startInsurance } from './start-insurance.ts';

/** ERGO's travel insurance offers: at ERGO_URL, or the emulator when none is set. */
export const insuranceIntegration: Integration<'insurance', InsuranceSystem> = {
  name: 'insurance',
  async start(config) {
    const insurance = await startInsurance(config);
    return { service: insurance.system, emulatorUrl: insurance.emulator?.url, stop: insurance.stop };
  },
  emulatorNote: (url) => `Insurance (ERGO) emulated at ${url}/control/state (no ERGO_URL set)`,
};
