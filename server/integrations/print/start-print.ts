import type { Config } from '../../config.ts';
import { createPrintClient } from './print-client.ts';
import { startPrintEmulator, type PrintEmulator } from './print-emulator.ts';
import type { PrintSystem } from './print-system.ts';

export interface PrintService {
  system: PrintSystem;
  /** Present when no PRINT_URL is configured: the client speaks to it instead. */
  emulator?: PrintEmulator;
  stop(): Promise<void>;
}

/** The print system's client: for PRINT_URL when configured, else for an emulator started on loopback. */
export async function startPrint(config: Pick<Config, 'printSystem' | 'printEmulatorPort'>): Promise<PrintService> {
  if (config.printSystem) {
    const { url, apiKey } = config.printSystem;
    return { system: createPrintClient({ baseUrl: url, apiKey }), stop: async () => {} };
  }
  const emulator = await startPrintEmulator({ port: config.printEmulatorPort });
  const system = createPrintClient({ baseUrl: emulator.url, apiKey: emulator.apiKey });
  return { system, emulator, stop: () => emulator.close() };
}
