import { mirrorOnlineDatesInRatio } from '../../areas/booking/ratio-date-mirror.ts';
import type { Integration } from '../../core/integration.ts';
import type { RatioSystem } from './ratio-system.ts';
import { startRatio } from './start-ratio.ts';

/**
 * Ratio, the booking system processes live in: at RATIO_URL, or the Ratio emulator when none is set,
 * which then learns the online journeys' dates so that the booking engine can book them.
 */
export const ratioIntegration: Integration<'ratio', RatioSystem> = {
  name: 'ratio',
  async start(config, { db }) {
    const ratio = await startRatio(config);
    try {
      if (ratio.emulator) await mirrorOnlineDatesInRatio(db, ratio.emulator);
    } catch (error) {
      await ratio.stop();
      throw error;
    }
    return { service: ratio.system, emulatorUrl: ratio.emulator?.url, stop: ratio.stop };
  },
  emulatorNote: (url) => `Ratio emulated at ${url}/control/state (no RATIO_URL set)`,
};
