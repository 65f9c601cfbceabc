import type { Config } from '../../config.ts';
import { createKuschickClient } from './kuschick-client.ts';
import { startKuschickEmulator, type KuschickEmulator } from './kuschick-emulator.ts';
import type { KuschickSystem } from './kuschick-system.ts';

export interface KuschickService {
  system: KuschickSystem;
  /** Present when no KUSCHICK_URL is configured: the client speaks to it instead. */
  emulator?: KuschickEmulator;
  stop(): Promise<void>;
}

/** Kuschick's client: for KUSCHICK_URL when configured, else for an emulator started on loopback. */
export async function startKuschick(
  config: Pick<Config, 'kuschickSystem' | 'kuschickEmulatorPort'>,
): Promise<KuschickService> {
  if (config.kuschickSystem) {
    const { url, apiKey } = config.kuschickSystem;
    return { system: createKuschickClient({ baseUrl: url, apiKey }), stop: async () => {} };
  }
  const emulator = await startKuschickEmulator({ port: config.kuschickEmulatorPort });
  const system = createKuschickClient({ baseUrl: emulator.url, apiKey: emulator.apiKey });
  return { system, emulator, stop: () => emulator.close() };
}
