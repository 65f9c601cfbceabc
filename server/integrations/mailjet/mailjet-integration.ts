import type { Integration } from '../../core/integration.ts';
import type { MailjetSystem } from './mailjet-system.ts';
import { startMailjet } from './start-mailjet.ts';

/** Mailjet, which keeps the newsletter's lists and sends its campaigns: at MAILJET_URL, or the Mailjet emulator when none is set. */
export const mailjetIntegration: Integration<'mailjet', MailjetSystem> = {
  name: 'mailjet',
  async start(config, { db, running }) {
    const mailjet = await startMailjet(config, { db, catcherSmtpUrl: running?.mail?.catcherSmtpUrl });
    return { service: mailjet.system, emulatorUrl: mailjet.emulator?.url, stop: mailjet.stop };
  },
  emulatorNote: (url) => `Mailjet emulated at ${url}/control/state (no MAILJET_URL set)`,
};
