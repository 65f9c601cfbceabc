import type { Kysely, Selectable } from 'kysely';
import {
  busTopic,
  channelTopicCondition,
  pushOutcome,
  surveyTopic,
  type PushReportEntry,
} from '../../../domain/app/push-targets.ts';
import type { Tables } from '../../db/tables.ts';
import { notFound } from '../../errors.ts';
import type { PushService } from '../../integrations/push/push-service.ts';
import type { PushError, PushTarget } from '../../integrations/push/push-system.ts';
import { deliverToDevices, deliverToTopic, pushMessage, type ReceiverDelivery } from './push-delivery.ts';
import { pushSent, pushUnavailable } from './push-errors.ts';
import { pushReceivers } from './push-receivers.ts';
import { checkPushTarget } from './push-rules.ts';
import { pushTextsIn, type PushTexts } from './push-texts.ts';

type PushRow = Selectable<Tables['app_pushnotifications']>;

export interface PushSender {
  db: Kysely<Tables>;
  push: PushService;
  /** The staff member who sends. */
  userId: number;
  /** The tenant's push channel: the topic every install of its app subscribes to. */
  channel: string;
}

/** One topic (or condition) message for the whole group, or a message to each receiver's devices. */
type SendPlan = { topic: PushTarget; label: string } | undefined;

async function topicPlan(db: Kysely<Tables>, row: PushRow, channel: string): Promise<SendPlan> {
  if (row.channel === 'bus') {
    const departure = await db
      .selectFrom('app_departures')
      .select('vehicle_id')
      .where('id_app_departure', '=', row.id_app_departure!)
      .executeTakeFirstOrThrow();
    const topic = busTopic(departure.vehicle_id!);
    return { topic: { topic }, label: topic };
  }
  if (row.receiver_group === 'survey') {
    const topic = surveyTopic(row.id_survey!);
    return { topic: { topic }, label: topic };
  }
  if (row.receiver_group !== 'all') return undefined;
  if (row.id_topics === null) return { topic: { topic: channel }, label: channel };
  const chosen = await db
    .selectFrom('app_topics')
    .select('key')
    .where('id_topics', '=', row.id_topics)
    .executeTakeFirstOrThrow();
  const condition = channelTopicCondition(channel, chosen.key);
  return { topic: { condition }, label: condition };
}

/** Writes (or, on a retry, rewrites) what each receiver got. */
async function recordReceiver(
  db: Kysely<Tables>,
  row: PushRow,
  userId: number,
  { status, texts }: Pick<ReceiverDelivery, 'status' | 'texts'>,
) {
  const values = { ...texts, status, sent_at: status === 'sent' ? new Date() : null };
  const updated = await db
    .updateTable('app_usernotifications')
    .set(values)
    .where('id_pushnotifications', '=', row.id_pushnotifications)
    .where('id_users', '=', userId)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n)
    await db
      .insertInto('app_usernotifications')
      .values({ ...values, id_users: userId, id_pushnotifications: row.id_pushnotifications })
      .execute();
}

interface Attempt {
  sent: number;
  failed: number;
  error?: PushError;
  report: PushReportEntry[];
}

async function sendToTopic(
  sender: PushSender,
  row: PushRow,
  plan: NonNullable<SendPlan>,
  own: PushTexts,
): Promise<Attempt> {
  const previous = (row.report ?? []) as unknown as PushReportEntry[];
  // A retry never sends a topic message that went.
  if (previous.some((entry) => entry.topic === plan.label && entry.sent > 0))
    return { sent: 0, failed: 0, report: previous };
  const error = await deliverToTopic(sender.push, pushMessage(plan.topic, row.id_pushnotifications, own, row.channel));
  const entry = { group: row.receiver_group, topic: plan.label, sent: error ? 0 : 1, failed: error ? 1 : 0 };
  if (!error)
    for (const userId of await pushReceivers(sender.db, row))
      await recordReceiver(sender.db, row, userId, { status: 'sent', texts: own });
  return { sent: entry.sent, failed: entry.failed, error, report: [{ ...entry, unregistered: 0 }] };
}

async function sendToDevices(sender: PushSender, row: PushRow, own: PushTexts): Promise<Attempt> {
  const { db } = sender;
  const id = row.id_pushnotifications;
  const reached = new Set(
    (
      await db
        .selectFrom('app_usernotifications')
        .select('id_users')
        .where('id_pushnotifications', '=', id)
        .where('status', '=', 'sent')
        .execute()
    ).map((receiver) => receiver.id_users),
  );
  const textsIn = await pushTextsIn(db, id, own);
  const attempt: Attempt = { sent: 0, failed: 0, report: [] };
  // A retry sends only to the receivers not reached before.
  for (const userId of (await pushReceivers(db, row)).filter((receiver) => !reached.has(receiver))) {
    const delivery = await deliverToDevices(sender, { userId, id, channel: row.channel, textsIn });
    await recordReceiver(db, row, userId, delivery);
    if (delivery.status === 'sent') attempt.sent += 1;
    if (delivery.status === 'failed') {
      attempt.failed += 1;
      attempt.error ??= delivery.error;
    }
  }
  const counts = await db
    .selectFrom('app_usernotifications')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .where('id_pushnotifications', '=', id)
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(counts.find((entry) => entry.status === status)?.count ?? 0);
  attempt.report = [
    { group: row.receiver_group, sent: count('sent'), failed: count('failed'), unregistered: count('unregistered') },
  ];
  return attempt;
}

/**
 * Sends the push message through FCM, once: the row is locked for the send, so that two staff pressing
 * send at once make one send and the second finds it sent (409). All customers, a survey and the bus
 * channel get one topic message; the other groups a message to each receiver's devices. Each receiver
 * gets a user notification. A partial send may be retried: receivers reached and topic messages that
 * went are not sent again. When nothing went, the message stays as it was (502).
 */
export async function sendPushNotification(sender: PushSender, id: number): Promise<void> {
  await sender.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('app_pushnotifications')
      .selectAll()
      .where('id_pushnotifications', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('No such push message');
    if (row.status === 'sent') throw pushSent();
    await checkPushTarget(trx, row);
    const own: PushTexts = { title: row.title, short: row.short, message: row.message, link: row.link };
    const locked = { ...sender, db: trx };
    const plan = await topicPlan(trx, row, sender.channel);
    const attempt = plan ? await sendToTopic(locked, row, plan, own) : await sendToDevices(locked, row, own);
    const outcome = pushOutcome(attempt);
    if (outcome === 'nothing') throw pushUnavailable(attempt.error);
    await trx
      .updateTable('app_pushnotifications')
      .set({ status: outcome, sent_at: new Date(), sent_by: sender.userId, report: JSON.stringify(attempt.report) })
      .where('id_pushnotifications', '=', id)
      .execute();
  });
}
