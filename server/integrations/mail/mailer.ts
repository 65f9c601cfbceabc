/** A mail as the product sends it: one recipient, a subject, plain text and optional HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail; rejects when the SMTP server does not take the message. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
