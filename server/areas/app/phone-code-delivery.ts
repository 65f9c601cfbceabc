import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../errors.ts';
import { renderNoticeMail, type CompanyData } from '../../integrations/mail/account-mails.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { SmsSystem } from '../../integrations/sms/sms-system.ts';
import { codeMail, codeSms, type CodeLanguage } from './phone-code-texts.ts';

/** How a code reached the user: by SMS, by mail instead, or (dev mode) only into the server log. */
export type CodeChannel = 'sms' | 'email' | 'log';

/** The settings of spec 1 §9 that decide the channel. */
export interface ChannelSettings {
  sms_enabled: boolean;
  dev_mode: boolean;
  fallback_to_email: boolean;
}

/**
 * The channel a code goes out on first, or a 409 when none is open: SMS off and no mail instead. Asked
 * before a send is counted against the number's limits.
 */
export function firstChannel(settings: ChannelSettings): CodeChannel {
  if (settings.dev_mode) return 'log';
  if (settings.sms_enabled) return 'sms';
  if (settings.fallback_to_email) return 'email';
  throw new ApiError('Conflict', 'Codes are sent neither by SMS nor by mail', {
    errors: [{ key: 'app.errors.verification_unavailable' }],
  });
}

const sendFailed = (cause: unknown) =>
  new ApiError('Unavailable', 'The code could not be sent', {
    errors: [{ key: 'app.errors.verification_send_failed' }],
    cause,
  });

export interface CodeDelivery {
  settings: ChannelSettings;
  sms: SmsSystem;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export interface CodeRecipient {
  userId: number;
  mobile: string;
  email: string | null;
  language: CodeLanguage;
  company: CompanyData;
}

/**
 * Sends the code: in dev mode only into the server log (never in an answer); else by SMS when SMS is
 * enabled, and by mail when it is not or the SMS fails, if `fallback_to_email`. A send that fails on
 * every channel it may take is a 503 `app.errors.verification_send_failed`.
 */
export async function deliverCode(
  { settings, sms, mailer, log }: CodeDelivery,
  recipient: CodeRecipient,
  code: string,
): Promise<CodeChannel> {
  const channel = firstChannel(settings);
  if (channel === 'log') {
    log.info({ userId: recipient.userId, mobile: recipient.mobile, code }, 'phone-verification code (dev mode)');
    return 'log';
  }
  if (channel === 'sms') {
    try {
      await sms.send({ to: recipient.mobile, body: codeSms(code, recipient.language) });
      return 'sms';
    } catch (error) {
      log.warn({ err: error, userId: recipient.userId }, 'sending the phone-verification SMS failed');
      if (!settings.fallback_to_email) throw sendFailed(error);
    }
  }
  if (!recipient.email) throw sendFailed(undefined);
  const { subject, paragraphs } = codeMail(code, recipient.mobile, recipient.language);
  try {
    await mailer.send({
      to: recipient.email,
      ...renderNoticeMail(subject, paragraphs, recipient.company, recipient.language),
    });
    return 'email';
  } catch (error) {
    log.error({ err: error, userId: recipient.userId }, 'mailing the phone-verification code failed');
    throw sendFailed(error);
  }
}
