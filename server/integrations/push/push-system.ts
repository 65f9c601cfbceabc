/**
 * Firebase Cloud Messaging's HTTP v1 API as the app area uses it: one message to one device token,
 * one topic, or a condition over topics (`'journey-12' in topics && 'de' in topics`).
 */
export type PushTarget = { token: string } | { topic: string } | { condition: string };

export interface PushNotification {
  title: string;
  body: string;
  /** An image's https URL, shown in the notification. */
  image?: string;
}

export interface PushMessage {
  target: PushTarget;
  notification: PushNotification;
  /** Key-value pairs for the app (a link, the message's id); FCM takes strings only. */
  data?: Readonly<Record<string, string>>;
  /** Android's notification channel (the app's channels: `allCustomers`, `bus`). */
  channelId?: string;
  /** `high` wakes the device; default `normal`. */
  priority?: 'normal' | 'high';
}

/** FCM's `errorCode`s (FcmError in the answer's details). */
export const PUSH_ERROR_CODES = [
  'UNSPECIFIED_ERROR',
  'INVALID_ARGUMENT',
  'UNREGISTERED',
  'SENDER_ID_MISMATCH',
  'QUOTA_EXCEEDED',
  'UNAVAILABLE',
  'INTERNAL',
  'THIRD_PARTY_AUTH_ERROR',
] as const;
export type PushErrorCode = (typeof PUSH_ERROR_CODES)[number];

/** FCM as the app area uses it; rejects with a `PushError`. */
export interface PushSystem {
  /** Sends the message (or only checks it, `validateOnly`); answers FCM's message name, `projects/p/messages/123`. */
  send(message: PushMessage, options?: { validateOnly?: boolean }): Promise<string>;
}

/**
 * Why a send failed: FCM could not be reached, did not answer in time, answered with an HTTP error
 * (`status`, and FCM's `errorCode`: `UNREGISTERED` means the token is gone for good and is removed), or
 * answered something that is not its documented JSON.
 */
export type PushFailure = 'unreachable' | 'timeout' | 'http-status' | 'bad-answer';

export class PushError extends Error {
  override readonly name = 'PushError';
  readonly status: number | undefined;
  readonly errorCode: PushErrorCode | undefined;

  constructor(
    readonly failure: PushFailure,
    message: string,
    options: { status?: number; errorCode?: PushErrorCode; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.errorCode = options.errorCode;
  }

  /** Whether trying again later may succeed (FCM's quota, unavailability and internal errors, or no answer). */
  get retryable(): boolean {
    if (this.failure === 'unreachable' || this.failure === 'timeout') return true;
    return this.errorCode === 'QUOTA_EXCEEDED' || this.errorCode === 'UNAVAILABLE' || this.errorCode === 'INTERNAL';
  }
}
