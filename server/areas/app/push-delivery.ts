import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { PushService } from '../../integrations/push/push-service.ts';
import { PushError, type PushMessage, type PushTarget } from '../../integrations/push/push-system.ts';
import type { PushTexts, PushTextsIn } from './push-texts.ts';

/** FCM's limit is 4096 bytes for a device and 2048 for a topic: the notification shows the short text, else the start of the message. */
const BODY_CHARS = 500;

/** One push message as FCM carries it: the texts, the message's id and link for the app, the Android channel. */
export function pushMessage(target: PushTarget, id: number, texts: PushTexts, channel: string): PushMessage {
  return {
    target,
    notification: { title: texts.title, body: texts.short || (texts.message ?? '').slice(0, BODY_CHARS) },
    data: { id_pushnotifications: String(id), ...(texts.link ? { link: texts.link } : {}) },
    channelId: channel,
    priority: channel === 'bus' ? 'high' : 'normal',
  };
}

/** What became of one receiver: reached on a device, failed on every device tried, or without a registered device. */
export type ReceiverStatus = 'sent' | 'failed' | 'unregistered';

export interface ReceiverDelivery {
  status: ReceiverStatus;
  /** The texts as sent (in the language of the first device reached), or as meant. */
  texts: PushTexts;
  /** FCM's refusal when the receiver failed. */
  error?: PushError;
}

/** Every FCM answer but a PushError is a fault of ours: it is thrown on. */
function pushErrorOf(error: unknown): PushError {
  if (error instanceof PushError) return error;
  throw error;
}

/**
 * Sends the message to each of the receiver's devices, in its language; a token FCM no longer knows
 * (`UNREGISTERED`) is removed from our devices.
 */
export async function deliverToDevices(
  { db, push }: { db: Kysely<Tables>; push: PushService },
  { userId, id, channel, textsIn }: { userId: number; id: number; channel: string; textsIn: PushTextsIn },
): Promise<ReceiverDelivery> {
  const devices = await db
    .selectFrom('app_devices')
    .select(['id_app_device', 'token', 'language'])
    .where('id_users', '=', userId)
    .orderBy('id_app_device')
    .execute();
  let reached: PushTexts | undefined;
  let failure: PushError | undefined;
  for (const device of devices) {
    const texts = textsIn(device.language);
    try {
      await push.send(pushMessage({ token: device.token }, id, texts, channel));
      reached ??= texts;
    } catch (caught) {
      const error = pushErrorOf(caught);
      if (error.errorCode === 'UNREGISTERED')
        await db.deleteFrom('app_devices').where('id_app_device', '=', device.id_app_device).execute();
      else failure ??= error;
    }
  }
  if (reached) return { status: 'sent', texts: reached };
  const texts = textsIn(devices[0]?.language ?? null);
  return failure ? { status: 'failed', texts, error: failure } : { status: 'unregistered', texts };
}

/** Sends one topic or condition message; answers FCM's refusal, if any. */
export async function deliverToTopic(push: PushService, message: PushMessage): Promise<PushError | undefined> {
  try {
    await push.send(message);
    return undefined;
  } catch (caught) {
    return pushErrorOf(caught);
  }
}
