import type { Integration } from '../../core/integration.ts';
import type { PrintSystem } from './print-system.ts';
import { startPrint } from './start-print.ts';

/** The print/PIM system journeys are exported to: at PRINT_URL, or the print emulator when none is set. */
export const printIntegration: Integration<'print', PrintSystem> = {
  name: 'print',
  async start(config) {
    const print = await startPrint(config);
    return { service: print.system, emulatorUrl: print.emulator?.url, stop: print.stop };
  },
  emulatorNote: (url) => `Print system emulated at ${url}/control/documents (no PRINT_URL set)`,
};
