import type { Config } from '../../config.ts';
import { createInsuranceClient } from './insurance-client.ts';
import { startInsuranceEmulator, type InsuranceEmulator } from './insurance-emulator.ts';
import type { InsuranceSystem } from './insurance-system.ts';

export interface InsuranceService {
  system: InsuranceSystem;
  /** Present when no ERGO_URL is configured: the client speaks to it instead. */
  emulator?: InsuranceEmulator;
  stop(): Promise<void>;
}

/** ERGO's client: for ERGO_URL when configured, else for an emulator started on loopback. */
export async function startInsurance(
  config: Pick<Config, 'insuranceSystem' | 'insuranceEmulatorPort'>,
): Promise<InsuranceService> {
  if (config.insuranceSystem) {
    const { url, apiKey } = config.insuranceSystem;
    return { system: createInsuranceClient({ baseUrl: url, apiKey }), stop: async () => {} };
  }
  const emulator = await startInsuranceEmulator({ port: config.insuranceEmulatorPort });
  const system = createInsuranceClient({ baseUrl: emulator.url, apiKey: emulator.apiKey });
  return { system, emulator, stop: () => emulator.close() };
}
