import type { Integration } from '../../core/integration.ts';
import type { KuschickSystem } from './kuschick-system.ts';
import { startKuschick } from './start-kuschick.ts';

/** Kuschick, the second booking system: at KUSCHICK_URL, or the Kuschick emulator when none is set. */
export const kuschickIntegration: Integration<'kuschick', KuschickSystem> = {
  name: 'kuschick',
  async start(config) {
    const kuschick = await startKuschick(config);
    return { service: kuschick.system, emulatorUrl: kuschick.emulator?.url, stop: kuschick.stop };
  },
  emulatorNote: (url) => `Kuschick emulated at ${url}/control/state (no KUSCHICK_URL set)`,
};
