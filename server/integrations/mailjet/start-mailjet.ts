import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Tables } from '../../db/tables.ts';
import { readMailjetMirror } from './database-mirror.ts';
import { createMailjetClient } from './mailjet-client.ts';
import { startMailjetEmulator, type MailjetEmulator } from './mailjet-emulator.ts';
import type { MailjetSystem } from './mailjet-system.ts';

export interface MailjetService {
  system: MailjetSystem;
  /** Present when no MAILJET_URL is configured: the client speaks to it instead. */
  emulator?: MailjetEmulator;
  stop(): Promise<void>;
}

/**
 * Mailjet's client: for MAILJET_URL when configured, else for an emulator started on loopback that
 * delivers into the mail catcher at `catcherSmtpUrl` (none: it keeps the mails, so that an emulated
 * Mailjet never writes to real people through a real SMTP server) and holds the newsletter rows of `db`
 * that carry a Mailjet ID.
 */
export async function startMailjet(
  config: Pick<Config, 'mailjetSystem' | 'mailjetEmulatorPort'>,
  { db, catcherSmtpUrl }: { db?: Kysely<Tables>; catcherSmtpUrl?: string } = {},
): Promise<MailjetService> {
  if (config.mailjetSystem) {
    const { url, apiKey, secretKey } = config.mailjetSystem;
    return { system: createMailjetClient({ baseUrl: url, apiKey, secretKey }), stop: async () => {} };
  }
  const emulator = await startMailjetEmulator({ port: config.mailjetEmulatorPort, smtpUrl: catcherSmtpUrl });
  try {
    if (db) emulator.mirror(await readMailjetMirror(db));
  } catch (error) {
    await emulator.close();
    throw error;
  }
  const system = createMailjetClient({ baseUrl: emulator.url, apiKey: emulator.apiKey, secretKey: emulator.secretKey });
  return { system, emulator, stop: () => emulator.close() };
}
