/**
 * Twilio's Programmable Messaging API (`/2010-04-01/Accounts/{AccountSid}/Messages.json`) as the app
 * area uses it: a text message to one phone number, and the messages sent to one number.
 */

/** Twilio's message `status`; a new message is `queued`, a failed delivery `undelivered` or `failed`. */
export type SmsStatus =
  'accepted' | 'queued' | 'sending' | 'sent' | 'delivered' | 'undelivered' | 'failed' | 'receiving' | 'received';

/** A message resource, camel-cased. */
export interface SmsMessage {
  /** `SM` and 32 hex digits. */
  sid: string;
  accountSid: string;
  to: string;
  /** The sending number or alphanumeric sender ID; null while a messaging service has not chosen one. */
  from: string | null;
  body: string;
  status: SmsStatus;
  numSegments: number;
  /** RFC 2822, as Twilio writes dates: `Fri, 27 Nov 2026 09:30:00 +0000`. */
  dateCreated: string;
  /** Twilio's error code of a failed delivery (30003 unreachable handset, 30005 unknown handset). */
  errorCode: number | null;
  errorMessage: string | null;
}

export interface SmsPage {
  messages: SmsMessage[];
  /** 0-based, as Twilio counts. */
  page: number;
  pageSize: number;
  hasNextPage: boolean;
}

/** Twilio as the app area uses it; rejects with an `SmsError`. */
export interface SmsSystem {
  /** `POST …/Messages.json`: sends `body` to `to` (E.164, `+4915112345678`); answers the queued message. */
  send(message: { to: string; body: string }): Promise<SmsMessage>;
  /** `GET …/Messages.json?To=`: the messages to a number (or all), newest first, a page at a time. */
  messages(query?: { to?: string; page?: number; pageSize?: number }): Promise<SmsPage>;
}

/** The Twilio error codes the app tells apart. */
export const SMS_ERROR_CODES = {
  authentication: 20003,
  tooManyRequests: 20429,
  invalidTo: 21211,
  regionNotEnabled: 21408,
  unsubscribed: 21610,
  unreachableHandset: 30003,
  unknownHandset: 30005,
} as const;

/**
 * Why a call to Twilio failed: it could not be reached, did not answer in time, answered with an HTTP
 * error (`status`, and Twilio's `code`: 21211 an invalid number, 20429 too many requests …), or answered
 * something that is not its JSON.
 */
export type SmsFailure = 'unreachable' | 'timeout' | 'http-status' | 'bad-answer';

export class SmsError extends Error {
  override readonly name = 'SmsError';

  constructor(
    readonly failure: SmsFailure,
    message: string,
    readonly details: { status?: number; code?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
  }
}
