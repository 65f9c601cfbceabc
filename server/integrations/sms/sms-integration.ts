import type { Integration } from '../../core/integration.ts';
import type { SmsSystem } from './sms-system.ts';
import { startSms } from './start-sms.ts';

/** Twilio, which sends the phone-verification codes by SMS: at SMS_URL, or the SMS emulator when none is set. */
export const smsIntegration: Integration<'sms', SmsSystem> = {
  name: 'sms',
  async start(config) {
    const sms = await startSms(config);
    return { service: sms.system, emulatorUrl: sms.emulator?.url, stop: sms.stop };
  },
  emulatorNote: (url) => `SMS (Twilio) emulated at ${url}/control/messages (no SMS_URL set)`,
};
