import type { Config } from '../../config.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';
import type { Mailer } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export interface MailService {
  mailer: Mailer;
  /** Present when no SMTP_URL is configured: the mails go here instead. */
  catcher?: MailCatcher;
  stop(): Promise<void>;
}

/** The mailer: to SMTP_URL when configured, else to a mail catcher started on loopback. */
export async function startMail(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailCatcherPort'>,
): Promise<MailService> {
  if (config.smtpUrl) {
    const mailer = createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom });
    return { mailer, stop: async () => mailer.close() };
  }
  const catcher = await startMailCatcher({ httpPort: config.mailCatcherPort });
  const mailer = createSmtpMailer({ url: catcher.smtpUrl, from: config.mailFrom });
  return {
    mailer,
    catcher,
    async stop() {
      mailer.close();
      await catcher.close();
    },
  };
}
