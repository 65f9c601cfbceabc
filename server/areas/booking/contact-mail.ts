import type { ContactMessage } from '../../../domain/booking/engine-api.ts';
import { renderNoticeMail, type CompanyData, type RenderedMail } from '../../integrations/mail/account-mails.ts';

/**
 * A message of the engine's contact form, to the tenant, in German. The mailer sends from our own
 * address and sets no Reply-To, so the sender's address is in the text to answer to.
 */
export function contactMail(message: ContactMessage, journeyTitle: string | null, company: CompanyData): RenderedMail {
  const sender = [
    `Name: ${message.name}`,
    `E-Mail: ${message.email}`,
    ...(message.phone ? [`Telefon: ${message.phone}`] : []),
    ...(journeyTitle ? [`Reise: ${journeyTitle} (${message.journey})`] : []),
  ];
  return renderNoticeMail(
    `Anfrage über die Online-Buchung von ${message.name}`,
    ['Über das Kontaktformular der Online-Buchung kam diese Nachricht:', sender.join('\n'), message.message],
    company,
  );
}
