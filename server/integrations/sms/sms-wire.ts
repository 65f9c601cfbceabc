import { SMS_ERROR_CODES } from './sms-system.ts';

/** A phone number as Twilio takes it: E.164, `+` and up to 15 digits, no leading 0. */
export const E164 = /^\+[1-9][0-9]{6,14}$/;

/** The GSM-7 basic character set: a message written in it fits 160 characters in one segment. */
const GSM_7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;

/** How many segments a text is sent in: 160 GSM-7 characters in one, 153 each when split; 70 and 67 in UCS-2. */
export function segmentsOf(body: string): number {
  const [single, part] = GSM_7.test(body) ? [160, 153] : [70, 67];
  const length = [...body].length;
  return length <= single ? 1 : Math.ceil(length / part);
}

/** Twilio's words for the errors the emulator plays, by code. */
export const TWILIO_ERRORS: Readonly<Record<number, { status: number; message: (to: string) => string }>> = {
  [SMS_ERROR_CODES.invalidTo]: { status: 400, message: (to) => `The 'To' number ${to} is not a valid phone number.` },
  [SMS_ERROR_CODES.regionNotEnabled]: {
    status: 400,
    message: (to) =>
      `Permission to send an SMS has not been enabled for the region indicated by the 'To' number: ${to}.`,
  },
  [SMS_ERROR_CODES.unsubscribed]: { status: 400, message: () => 'Attempt to send to unsubscribed recipient' },
  [SMS_ERROR_CODES.tooManyRequests]: { status: 429, message: () => 'Too Many Requests' },
};

/** Twilio's words for a failed delivery, by code. */
export const DELIVERY_ERRORS: Readonly<Record<number, string>> = {
  [SMS_ERROR_CODES.unreachableHandset]: 'Unreachable destination handset',
  [SMS_ERROR_CODES.unknownHandset]: 'Unknown destination handset',
};

/** A date as Twilio writes it (RFC 2822 in UTC): `Fri, 27 Nov 2026 09:30:00 +0000`. */
export const twilioDate = (at: Date) => at.toUTCString().replace('GMT', '+0000');

/** Twilio's error body: `{ code, message, more_info, status }`. */
export const twilioError = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});
