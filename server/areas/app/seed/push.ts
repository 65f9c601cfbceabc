import type { Kysely } from 'kysely';
import type { SeedContext } from '../../../core/area.ts';
import { insertMissing } from '../../../db/seed/missing-rows.ts';
import type { Tables } from '../../../db/tables.ts';
import { DEFAULT_PUSH_CHANNEL } from '../push-channel.ts';
import { pushReceivers } from '../push-receivers.ts';
import { demoPushMessages, DEMO_TOPICS, type DemoPush } from './push-messages.ts';

const DAY_MS = 86_400_000;

/** Every demo app user and driver has one install, registered for the channel and the topics (drivers also their own). */
async function seedDevices(trx: Kysely<Tables>, topics: string[]) {
  const users = await trx
    .selectFrom('users')
    .select(['id_users', 'driver', 'app_user', 'email'])
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('app_user', '=', true), eb('driver', '=', true), eb('email', '=', 'app@demo.local')]))
    .orderBy('id_users')
    .execute();
  return users.map((user, index) => ({
    id_users: user.id_users,
    token: `demo-fcm-${user.id_users}`,
    platform: index % 3 === 2 ? 'ios' : 'android',
    language: 'de',
    topics: [DEFAULT_PUSH_CHANNEL, ...topics.filter((topic) => user.driver || topic !== 'fahrerinfos')],
    last_seen_at: new Date(Date.now() - (index % 5) * DAY_MS).toISOString(),
  }));
}

/** A demo message as a row: journey and bus messages take the demo departures in turn, or go to all without any. */
function pushRow(push: DemoPush, index: number, departures: number[], topics: Map<string, number>) {
  const departure = departures.length > 0 ? departures[index % departures.length]! : null;
  const group = (push.group === 'journey' || push.group === 'bus') && departure === null ? 'all' : push.group;
  return {
    title: push.title,
    short: push.short,
    message: push.message,
    link: push.link ?? null,
    id_topics: push.topic ? (topics.get(push.topic) ?? null) : null,
    receiver_group: group,
    receivers: '[]',
    id_app_departure: group === 'journey' || group === 'bus' ? departure : null,
    receiver_date: null,
    id_survey: group === 'survey' ? 1 : null,
    channel: 'allCustomers',
    status: 'unsent',
  };
}

/** The sent demo messages get their user notifications (the older ones read) and their report. */
async function markSent(trx: Kysely<Tables>, id: number, daysAgo: number) {
  const row = await trx
    .selectFrom('app_pushnotifications')
    .selectAll()
    .where('id_pushnotifications', '=', id)
    .executeTakeFirstOrThrow();
  if (row.status !== 'unsent') return 0;
  const sentAt = new Date(Date.now() - daysAgo * DAY_MS);
  const receivers = row.receiver_group === 'survey' ? [] : await pushReceivers(trx, row);
  for (const [index, id_users] of receivers.entries())
    await trx
      .insertInto('app_usernotifications')
      .values({
        id_users,
        id_pushnotifications: id,
        title: row.title,
        short: row.short,
        message: row.message,
        link: row.link,
        status: 'sent',
        sent_at: sentAt,
        read_at: daysAgo > 3 && index % 3 !== 2 ? new Date(sentAt.getTime() + 3_600_000) : null,
      })
      .execute();
  const topic = row.receiver_group === 'all' || row.receiver_group === 'survey';
  const report = [
    {
      group: row.receiver_group,
      ...(topic ? { topic: DEFAULT_PUSH_CHANNEL } : {}),
      sent: topic ? 1 : receivers.length,
      failed: 0,
      unregistered: 0,
    },
  ];
  await trx
    .updateTable('app_pushnotifications')
    .set({ status: 'sent', sent_at: sentAt, report: JSON.stringify(report) })
    .where('id_pushnotifications', '=', id)
    .execute();
  return receivers.length;
}

/**
 * The push demo data: five topics, an install for each demo app user and driver, and 20 German push
 * messages, 12 of them sent with their user notifications. Rows there already are kept.
 */
export async function seedPush({ db, registry }: SeedContext): Promise<Record<string, number>> {
  return db.transaction().execute(async (trx) => {
    const topics = await insertMissing(trx, registry, 'app/topic', 'key', DEMO_TOPICS);
    const devices = await insertMissing(
      trx,
      registry,
      'app/device',
      'token',
      await seedDevices(
        trx,
        DEMO_TOPICS.map((topic) => topic.key),
      ),
    );
    const departures = (
      await trx.selectFrom('app_departures').select('id_app_departure').orderBy('journey_start').execute()
    ).map((row) => row.id_app_departure);
    const messages = demoPushMessages();
    const there = new Set(
      (await trx.selectFrom('app_pushnotifications').select('title').execute()).map((row) => row.title),
    );
    const pushes = await insertMissing(
      trx,
      registry,
      'app/push-notification',
      'title',
      messages.map((push, index) => pushRow(push, index, departures, topics.ids)),
    );
    let notifications = 0;
    for (const push of messages)
      if (push.sentDaysAgo !== undefined && !there.has(push.title))
        notifications += await markSent(trx, pushes.ids.get(push.title)!, push.sentDaysAgo);
    return {
      app_topics: topics.added,
      app_devices: devices.added,
      app_pushnotifications: pushes.added,
      app_usernotifications: notifications,
    };
  });
}
