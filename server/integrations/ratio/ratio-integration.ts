import type { Integration } from '../../core/integration.ts';
import type { RatioSystem } from './ratio-system.ts';
import { startRatio } from './start-ratio.ts';

/** Ratio, the booking system processes live in: at RATIO_URL, or the Ratio emulator when none is set. */
export const ratioIntegration: Integration<'ratio', RatioSystem> = {
  name: 'ratio',
  async start(config) {
    const ratio = await startRatio(config);
    return { service: ratio.system, emulatorUrl: ratio.emulator?.url, stop: ratio.stop };
  },
  emulatorNote: (url) => `Ratio emulated at ${url}/control/state (no RATIO_URL set)`,
};
