import type { Config } from '../../config.ts';
import { createRatioClient } from './ratio-client.ts';
import { startRatioEmulator, type RatioEmulator } from './ratio-emulator.ts';
import type { RatioSystem } from './ratio-system.ts';

export interface RatioService {
  system: RatioSystem;
  /** Present when no RATIO_URL is configured: the client speaks to it instead. */
  emulator?: RatioEmulator;
  stop(): Promise<void>;
}

/** Ratio's client: for RATIO_URL when configured, else for an emulator started on loopback. */
export async function startRatio(config: Pick<Config, 'ratioSystem' | 'ratioEmulatorPort'>): Promise<RatioService> {
  if (config.ratioSystem) {
    const { url, apiKey } = config.ratioSystem;
    return { system: createRatioClient({ baseUrl: url, apiKey }), stop: async () => {} };
  }
  const emulator = await startRatioEmulator({ port: config.ratioEmulatorPort });
  const system = createRatioClient({ baseUrl: emulator.url, apiKey: emulator.apiKey });
  return { system, emulator, stop: () => emulator.close() };
}
