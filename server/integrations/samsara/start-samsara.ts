import type { Config } from '../../config.ts';
import { createSamsaraClient } from './samsara-client.ts';
import { startSamsaraEmulator, type SamsaraEmulator } from './samsara-emulator.ts';
import type { SamsaraSystem } from './samsara-system.ts';

export interface SamsaraService {
  system: SamsaraSystem;
  /** Present when no SAMSARA_URL is configured: the client speaks to it instead. */
  emulator?: SamsaraEmulator;
  stop(): Promise<void>;
}

/** Samsara's client: for SAMSARA_URL when configured, else for an emulator started on loopback. */
export async function startSamsara(
  config: Pick<Config, 'samsaraSystem' | 'samsaraEmulatorPort'>,
): Promise<SamsaraService> {
  if (config.samsaraSystem) {
    const { url, token } = config.samsaraSystem;
    return { system: createSamsaraClient({ baseUrl: url, token }), stop: async () => {} };
  }
  const emulator = await startSamsaraEmulator({ port: config.samsaraEmulatorPort });
  const system = createSamsaraClient({ baseUrl: emulator.url, token: emulator.token });
  return { system, emulator, stop: () => emulator.close() };
}
