import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Tables } from '../../db/tables.ts';
import { readPushInstalls } from './database-installs.ts';
import { emulatorInstalls } from './emulator-installs.ts';
import { createPushClient } from './push-client.ts';
import { startPushEmulator, type PushEmulator } from './push-emulator.ts';
import type { PushService } from './push-service.ts';

export interface RunningPush {
  service: PushService;
  /** Present when no PUSH_URL is configured: the client speaks to it instead. */
  emulator?: PushEmulator;
  stop(): Promise<void>;
}

/** The service over an emulator: sends through its HTTP API, installs through its control calls. */
export function emulatedPushService(emulator: PushEmulator, { timeoutMs }: { timeoutMs?: number } = {}): PushService {
  const client = createPushClient({
    baseUrl: emulator.url,
    projectId: emulator.projectId,
    accessToken: emulator.accessToken,
    timeoutMs,
  });
  return { send: client.send, ...emulatorInstalls(emulator.url) };
}

/**
 * FCM's client: for PUSH_URL when configured (the app installs register themselves there), else for an
 * emulator started on loopback that knows the devices of `db` with their topics.
 */
export async function startPush(
  config: Pick<Config, 'pushSystem' | 'pushEmulatorPort'>,
  { db }: { db?: Kysely<Tables> } = {},
): Promise<RunningPush> {
  if (config.pushSystem) {
    const { url, projectId, accessToken } = config.pushSystem;
    const client = createPushClient({ baseUrl: url, projectId, accessToken });
    const service: PushService = { send: client.send, install: async () => {}, uninstall: async () => {} };
    return { service, stop: async () => {} };
  }
  const devices = (db ? await readPushInstalls(db) : []).map(({ token, topics }) => ({ token, topics: [...topics] }));
  const emulator = await startPushEmulator({ port: config.pushEmulatorPort, devices });
  return { service: emulatedPushService(emulator), emulator, stop: () => emulator.close() };
}
