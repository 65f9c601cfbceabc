import nodemailer from 'nodemailer';
import { UNSUB_LINK } from './mailjet-wire.ts';

const TIMEOUT_MS = 10_000;

/** A mail the emulator sent (or kept, without an SMTP server to send to). */
export interface MailjetDelivery {
  draftId: number;
  /** The campaign of a real send; null for a test mail. */
  campaignId: number | null;
  to: string;
  from: string;
  subject: string;
  html: string | null;
  text: string | null;
  /** ISO date-time. */
  at: string;
  /** Why the SMTP server did not take it; null when it did, or when there is none. */
  error: string | null;
}

export interface MailContent {
  htmlPart: string | null;
  textPart: string | null;
}

/** The content as one recipient gets it: Mailjet's unsubscribe link placeholders become `unsubscribeUrl`. */
export function personalise({ htmlPart, textPart }: MailContent, unsubscribeUrl: string): MailContent {
  return {
    htmlPart: htmlPart?.replace(UNSUB_LINK, unsubscribeUrl) ?? null,
    textPart: textPart?.replace(UNSUB_LINK, unsubscribeUrl) ?? null,
  };
}

export interface MailjetPostman {
  /** Sends the mail; answers why the SMTP server refused it, or null. Without an SMTP server, null at once. */
  send(mail: Omit<MailjetDelivery, 'error' | 'at' | 'draftId' | 'campaignId'>): Promise<string | null>;
  close(): void;
}

/**
 * Hands the emulator's mails to the SMTP server at `smtpUrl` (the mail catcher), over a few pooled
 * connections; without one, sends nothing (the mails stay in the emulator's record only).
 */
export function createPostman(smtpUrl: string | undefined): MailjetPostman {
  if (!smtpUrl) return { send: async () => null, close: () => {} };
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 4,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send({ to, from, subject, html, text }) {
      try {
        await transport.sendMail({ to, from, subject, html: html ?? undefined, text: text ?? undefined });
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    },
    close: () => transport.close(),
  };
}
