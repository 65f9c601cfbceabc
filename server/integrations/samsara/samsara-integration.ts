import type { Integration } from '../../core/integration.ts';
import type { SamsaraSystem } from './samsara-system.ts';
import { startSamsara } from './start-samsara.ts';

/** Samsara, the coaches' telematics: at SAMSARA_URL, or the telematics emulator when none is set. */
export const samsaraIntegration: Integration<'samsara', SamsaraSystem> = {
  name: 'samsara',
  async start(config) {
    const samsara = await startSamsara(config);
    return { service: samsara.system, emulatorUrl: samsara.emulator?.url, stop: samsara.stop };
  },
  emulatorNote: (url) => `Samsara telematics emulated at ${url}/control/vehicles (no SAMSARA_URL set)`,
};
