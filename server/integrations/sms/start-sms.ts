import type { Config } from '../../config.ts';
import { createSmsClient } from './sms-client.ts';
import { startSmsEmulator, type SmsEmulator } from './sms-emulator.ts';
import type { SmsSystem } from './sms-system.ts';

export interface SmsService {
  system: SmsSystem;
  /** Present when no SMS_URL is configured: the client speaks to it instead. */
  emulator?: SmsEmulator;
  stop(): Promise<void>;
}

/** Twilio's client: for SMS_URL when configured, else for an emulator started on loopback. */
export async function startSms(config: Pick<Config, 'smsSystem' | 'smsFrom' | 'smsEmulatorPort'>): Promise<SmsService> {
  if (config.smsSystem) {
    const { url, accountSid, authToken } = config.smsSystem;
    return {
      system: createSmsClient({ baseUrl: url, accountSid, authToken, from: config.smsFrom }),
      stop: async () => {},
    };
  }
  const emulator = await startSmsEmulator({ port: config.smsEmulatorPort });
  const system = createSmsClient({
    baseUrl: emulator.url,
    accountSid: emulator.accountSid,
    authToken: emulator.authToken,
    from: config.smsFrom,
  });
  return { system, emulator, stop: () => emulator.close() };
}
