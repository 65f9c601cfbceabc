import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

const TIMEOUT_MS = 10_000;

export interface SmtpMailerOptions {
  /** `smtp://host:port`, or `smtps://user:password@host:465` for implicit TLS. */
  url: string;
  /** The sender of every mail, e.g. `Travel back office <no-reply@example.com>`. */
  from: string;
  /** For the DNS look-up, the connection, the greeting and an idle socket each. */
  timeoutMs?: number;
}

/**
 * Sends each mail over a connection of its own. The timeouts are short (nodemailer waits up to
 * ten minutes) so that a dead SMTP server fails the request that sends the mail instead of hanging it.
 */
export function createSmtpMailer({ url, from, timeoutMs = TIMEOUT_MS }: SmtpMailerOptions): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(
    { url, dnsTimeout: timeoutMs, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs },
    { from },
  );
  return {
    async send({ to, subject, text, html }: MailMessage) {
      await transport.sendMail({ to, subject, text, html });
    },
    close: () => transport.close(),
  };
}
