import type { Integration } from '../../core/integration.ts';
import type { Mailer } from './mailer.ts';
import { startMail } from './start-mail.ts';

/** The mailer: to SMTP_URL, or to the mail catcher when none is set. */
export const mailIntegration: Integration<'mail', Mailer> = {
  name: 'mail',
  async start(config) {
    const mail = await startMail(config);
    return {
      service: mail.mailer,
      emulatorUrl: mail.catcher?.httpUrl,
      catcherSmtpUrl: mail.catcher?.smtpUrl,
      stop: mail.stop,
    };
  },
  emulatorNote: (url) => `Mails caught at ${url}/messages (no SMTP_URL set)`,
};
