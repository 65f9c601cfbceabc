import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { superadminApp } from './support/superadminApp.ts';

// Push messages (issue 23): sending through FCM's HTTP v1 API against the project's push emulator over
// HTTP: topic, condition and token messages, an unregistered token removed, partial failures retried
// without sending twice, nothing sent when FCM fails throughout, one send when two staff press send at once.

type Row = Record<string, unknown>;
const api = superadminApp();
const { call } = api;
const db = () => api.app.database.db;
const push = () => api.app.push;

let staff = '';
let appUser = '';
let noRights = '';
let serial = 0;
beforeAll(async () => {
  staff = await api.app.signIn('appteam@demo.local');
  appUser = await api.app.signIn('app@demo.local');
  noRights = await api.app.signIn('tickets@demo.local');
});
beforeEach(() => push().reset());

/** An app user of the test's own, with devices (registered with us and with FCM, as the app does). */
async function traveller(devices: { token: string; language?: 'de' | 'en' }[] = []) {
  serial += 1;
  const user = await db()
    .insertInto('users')
    .values({
      email: `reisende-${serial}@push.test`,
      password: 'x',
      app_user: true,
      firstname: 'Reisende',
      lastname: `${serial}`,
    })
    .returning('id_users')
    .executeTakeFirstOrThrow();
  for (const { token, language = 'de' } of devices) {
    await db()
      .insertInto('app_devices')
      .values({ id_users: user.id_users, token, platform: 'android', language, topics: JSON.stringify(['alle']) })
      .execute();
    push().registerDevice({ token, topics: ['alle'] });
  }
  return user.id_users;
}

/** A departure and a process of the same journey, with the users linked to it as its travellers. */
async function departure(
  users: number[],
  { vehicle = null as string | null, start = '2031-06-01', end = '2031-06-05' } = {},
) {
  serial += 1;
  const title = `Push-Reise ${serial}`;
  const process = await db()
    .insertInto('pc_process')
    .values({ number: `PUSH-${serial}`, status: '4', backend: 'ratio', title, journey_start: start })
    .returning('id_pc_process')
    .executeTakeFirstOrThrow();
  for (const id_users of users)
    await db().insertInto('users_vorgaenge').values({ id_users, id_pc_process: process.id_pc_process }).execute();
  const row = await db()
    .insertInto('app_departures')
    .values({ title, journey_start: start, journey_end: end, vehicle_id: vehicle })
    .returning('id_app_departure')
    .executeTakeFirstOrThrow();
  return row.id_app_departure;
}

const create = (body: Row, token = staff) =>
  call(
    {
      method: 'POST',
      url: '/api/app/pushnotifications',
      payload: { title: 'Abfahrt morgen', short: 'Treffpunkt 7:30 Uhr ZOB', ...body },
    },
    token,
  );
async function message(body: Row): Promise<number> {
  const answer = await create(body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ id_pushnotifications: number }>().id_pushnotifications;
}
const send = (id: number, token = staff) =>
  call({ method: 'POST', url: '/api/fcm', payload: { id_pushnotifications: id } }, token);
const pushRow = (id: number) =>
  db().selectFrom('app_pushnotifications').selectAll().where('id_pushnotifications', '=', id).executeTakeFirstOrThrow();
const notifications = (id: number) =>
  db()
    .selectFrom('app_usernotifications')
    .select(['id_users', 'status', 'title'])
    .where('id_pushnotifications', '=', id)
    .orderBy('id_users')
    .execute();
const key = (answer: { json<T>(): T }) => answer.json<{ errors: { key: string; field?: string }[] }>().errors[0];
const tokensSent = () =>
  push()
    .sent()
    .map((sent) => sent.message.token)
    .filter(Boolean)
    .sort();

describe('sending to all customers and to topics', () => {
  it("sends one topic message to the tenant's channel, and marks the message sent with a user notification each", async () => {
    const id = await message({ receiver_group: 'all' });
    const answer = await send(id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Row>()).toMatchObject({
      status: 'sent',
      report: [{ group: 'all', topic: 'alle', sent: 1, failed: 0 }],
    });
    expect(answer.json<Row>().sent_at).toEqual(expect.any(String));
    expect(push().sent()).toHaveLength(1);
    expect(push().sent()[0]?.message).toMatchObject({
      topic: 'alle',
      notification: { title: 'Abfahrt morgen', body: 'Treffpunkt 7:30 Uhr ZOB' },
      data: { id_pushnotifications: String(id) },
    });
    const appUsers = await db()
      .selectFrom('users')
      .select('id_users')
      .where('app_user', '=', true)
      .where('isActive', '=', true)
      .where('deleted_at', 'is', null)
      .execute();
    expect((await notifications(id)).map((row) => row.id_users).sort()).toEqual(
      appUsers.map((row) => row.id_users).sort(),
    );
  });

  it("narrows to the message's topic by a condition, which reaches only installs on both", async () => {
    const topic = await db()
      .insertInto('app_topics')
      .values({ title: `Angebote ${serial}`, key: `angebote-${serial}` })
      .returning(['id_topics', 'key'])
      .executeTakeFirstOrThrow();
    push().registerDevice({ token: 'cond-both', topics: ['alle', topic.key] });
    push().registerDevice({ token: 'cond-channel-only', topics: ['alle'] });
    const id = await message({ receiver_group: 'all', id_topics: topic.id_topics });
    expect((await send(id)).statusCode).toBe(200);
    const [sent] = push().sent();
    expect(sent?.message.condition).toBe(`'alle' in topics && '${topic.key}' in topics`);
    expect(sent?.deliveredTo).toContain('cond-both');
    expect(sent?.deliveredTo).not.toContain('cond-channel-only');
  });

  it("sends a survey's message to its topic, and the bus channel to the bus's topic", async () => {
    const survey = await message({ receiver_group: 'survey', id_survey: 7 });
    expect((await send(survey)).statusCode).toBe(200);
    const bus = await departure([await traveller()], { vehicle: '281474977' });
    const onBus = await message({ receiver_group: 'journey', id_app_departure: bus, channel: 'bus' });
    expect((await send(onBus)).statusCode).toBe(200);
    expect(
      push()
        .sent()
        .map((sent) => sent.message.topic),
    ).toEqual(['survey-7', 'bus-281474977']);
    expect(push().sent()[1]?.message.android).toEqual({ priority: 'high', notification: { channel_id: 'bus' } });
  });
});

describe("sending to the receivers' devices", () => {
  it("sends to each traveller's devices, in the device's language where a translation exists", async () => {
    const anna = await traveller([{ token: 'anna-phone' }, { token: 'anna-tablet', language: 'en' }]);
    const ben = await traveller([{ token: 'ben-phone', language: 'en' }]);
    const id = await message({ receiver_group: 'journey', id_app_departure: await departure([anna, ben]) });
    await db()
      .insertInto('app_translations')
      .values({ type: 'pushnotification', type_id: id, texts: JSON.stringify({ title: { en: 'Departure tomorrow' } }) })
      .execute();
    const answer = await send(id);
    expect(answer.json<Row>()).toMatchObject({
      status: 'sent',
      report: [{ group: 'journey', sent: 2, failed: 0, unregistered: 0 }],
    });
    expect(tokensSent()).toEqual(['anna-phone', 'anna-tablet', 'ben-phone']);
    const titles = Object.fromEntries(
      push()
        .sent()
        .map((sent) => [sent.message.token, (sent.message.notification as Row).title]),
    );
    expect(titles).toEqual({
      'anna-phone': 'Abfahrt morgen',
      'anna-tablet': 'Departure tomorrow',
      'ben-phone': 'Departure tomorrow',
    });
    expect(await notifications(id)).toEqual([
      { id_users: anna, status: 'sent', title: 'Abfahrt morgen' },
      { id_users: ben, status: 'sent', title: 'Departure tomorrow' },
    ]);
    // the staff's list of what each user received
    const list = await call(
      { method: 'GET', url: `/api/app/usernotifications-lit?id_pushnotifications=${id}&$sort[id_users]=1` },
      staff,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ data: Row[] }>().data.map((row) => [row.id_users, row.title, row.status])).toEqual([
      [anna, 'Abfahrt morgen', 'sent'],
      [ben, 'Departure tomorrow', 'sent'],
    ]);
    expect((await call({ method: 'GET', url: '/api/app/usernotifications-lit' }, appUser)).statusCode).toBe(403);
  });

  it('removes a token FCM answers UNREGISTERED for, and counts its owner unregistered', async () => {
    const gone = await traveller([{ token: 'uninstalled-app' }]);
    const here = await traveller([{ token: 'installed-app' }]);
    push().unregisterDevice('uninstalled-app');
    const id = await message({ receiver_group: 'selected', receivers: [gone, here] });
    const answer = await send(id);
    expect(answer.json<Row>()).toMatchObject({
      status: 'sent',
      report: [{ group: 'selected', sent: 1, failed: 0, unregistered: 1 }],
    });
    expect(await db().selectFrom('app_devices').select('token').where('id_users', '=', gone).execute()).toEqual([]);
    expect((await notifications(id)).map((row) => row.status)).toEqual(['unregistered', 'sent']);
  });

  it('reaches the travellers on the road on a day, and the drivers', async () => {
    const onTheRoad = await traveller([{ token: 'on-the-road' }]);
    const atHome = await traveller([{ token: 'at-home' }]);
    await departure([onTheRoad], { start: '2031-08-01', end: '2031-08-04' });
    await departure([atHome], { start: '2031-08-10', end: '2031-08-12' });
    expect((await send(await message({ receiver_group: 'date', receiver_date: '2031-08-03' }))).statusCode).toBe(200);
    expect(tokensSent()).toEqual(['on-the-road']);

    push().reset();
    const driver = await traveller([{ token: 'driver-phone' }]);
    await db().updateTable('users').set({ driver: true, app_user: false }).where('id_users', '=', driver).execute();
    const id = await message({ receiver_group: 'drivers' });
    expect((await send(id)).statusCode).toBe(200);
    expect(tokensSent()).toContain('driver-phone');
    expect((await notifications(id)).map((row) => row.id_users)).toContain(driver);
  });
});

describe('failures', () => {
  it('marks a send partial when FCM fails for some, and a retry sends only to those not reached', async () => {
    const first = await traveller([{ token: 'retry-first' }]);
    const second = await traveller([{ token: 'retry-second' }]);
    const id = await message({ receiver_group: 'selected', receivers: [first, second] });
    push().failNext(1, 'quota');
    const partial = await send(id);
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json<Row>()).toMatchObject({
      status: 'partial',
      report: [{ group: 'selected', sent: 1, failed: 1 }],
    });
    expect(tokensSent()).toEqual(['retry-second']);
    // its fields are kept as sent
    const change = await call(
      { method: 'PATCH', url: `/api/app/pushnotifications/${id}`, payload: { title: 'Geändert' } },
      staff,
    );
    expect(change.statusCode).toBeGreaterThanOrEqual(400);
    expect(await pushRow(id)).toMatchObject({ status: 'partial', title: 'Abfahrt morgen' });

    const retry = await send(id);
    expect(retry.json<Row>()).toMatchObject({ status: 'sent', report: [{ group: 'selected', sent: 2, failed: 0 }] });
    expect(tokensSent()).toEqual(['retry-first', 'retry-second']);
    expect((await notifications(id)).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('answers 502 and marks nothing when FCM takes none of the messages', async () => {
    const id = await message({
      receiver_group: 'selected',
      receivers: [await traveller([{ token: 'down-1' }]), await traveller([{ token: 'down-2' }])],
    });
    push().failNext(2, 'unavailable');
    const answer = await send(id);
    expect(answer.statusCode).toBe(502);
    expect(key(answer)).toMatchObject({ key: 'app.errors.push_unavailable' });
    expect(await pushRow(id)).toMatchObject({ status: 'unsent', sent_at: null, report: null });
    expect(await notifications(id)).toEqual([]);

    push().failNext(1, 'unavailable');
    const topic = await message({ receiver_group: 'all' });
    expect((await send(topic)).statusCode).toBe(502);
    expect(await pushRow(topic)).toMatchObject({ status: 'unsent' });
    // the retry of a topic message that failed sends it
    expect((await send(topic)).statusCode).toBe(200);
    expect(
      push()
        .sent()
        .filter((sent) => sent.message.topic === 'alle'),
    ).toHaveLength(1);
  });

  it('sends once when two staff press send at once, and refuses a second send with 409', async () => {
    const id = await message({
      receiver_group: 'selected',
      receivers: [await traveller([{ token: 'twice-1' }]), await traveller([{ token: 'twice-2' }])],
    });
    push().setDelay(100);
    const answers = await Promise.all([send(id), send(id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(tokensSent()).toEqual(['twice-1', 'twice-2']);
    push().setDelay(0);
    const again = await send(id);
    expect(again.statusCode).toBe(409);
    expect(key(again)).toMatchObject({ key: 'app.errors.push_sent' });
    expect(push().sent()).toHaveLength(2);
  });
});

describe('rules and rights', () => {
  it('needs pushmessages-update: an app user and a user without push rights get 403', async () => {
    const id = await message({ receiver_group: 'all' });
    expect((await send(id, appUser)).statusCode).toBe(403);
    expect((await send(id, noRights)).statusCode).toBe(403);
    expect(push().sent()).toEqual([]);
    expect((await send(999_999)).statusCode).toBe(404);
    expect(
      (await call({ method: 'POST', url: '/api/fcm', payload: { id_pushnotifications: id, now: true } }, staff))
        .statusCode,
    ).toBe(400);
  });

  it("refuses a message whose group lacks its target, at the target's field", async () => {
    const cases: [Row, string][] = [
      [{ receiver_group: 'selected' }, 'receivers'],
      [{ receiver_group: 'journey' }, 'id_app_departure'],
      [{ receiver_group: 'bus' }, 'id_app_departure'],
      [{ receiver_group: 'date' }, 'receiver_date'],
      [{ receiver_group: 'survey' }, 'id_survey'],
    ];
    for (const [body, field] of cases) {
      const answer = await create(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(key(answer)).toEqual({ field, key: 'app.errors.push_target_missing' });
    }
    const noBus = await departure([]);
    const answer = await create({ receiver_group: 'journey', id_app_departure: noBus, channel: 'bus' });
    expect(answer.statusCode).toBe(422);
    expect(key(answer)).toEqual({ field: 'id_app_departure', key: 'app.errors.push_bus_vehicle' });
  });

  it('keeps a sent message: its delete is 409', async () => {
    const id = await message({ receiver_group: 'all' });
    await send(id);
    const answer = await call({ method: 'DELETE', url: `/api/app/pushnotifications/${id}` }, staff);
    expect(answer.statusCode).toBe(409);
    expect(key(answer)).toMatchObject({ key: 'app.errors.push_sent' });
    const unsent = await message({ receiver_group: 'all' });
    expect((await call({ method: 'DELETE', url: `/api/app/pushnotifications/${unsent}` }, staff)).statusCode).toBe(200);
  });
});

describe("the app user's devices", () => {
  const register = (payload: Row, token = appUser) => call({ method: 'POST', url: '/api/app/devices', payload }, token);

  it("registers an install with the channel and the app's topics, with FCM too, and removes it", async () => {
    const answer = await register({ token: 'greta-phone', platform: 'ios', language: 'de' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Row>()).toMatchObject({ token: 'greta-phone', platform: 'ios', language: 'de' });
    expect(answer.json<{ topics: string[] }>().topics[0]).toBe('alle');
    expect(
      push()
        .devices()
        .find((device) => device.token === 'greta-phone')?.topics,
    ).toContain('alle');
    // a renewal keeps one row
    expect((await register({ token: 'greta-phone', platform: 'ios', language: 'en' })).statusCode).toBe(200);
    const rows = await db().selectFrom('app_devices').select(['language']).where('token', '=', 'greta-phone').execute();
    expect(rows).toEqual([{ language: 'en' }]);

    const remove = (token: string, bearer = appUser) =>
      call({ method: 'DELETE', url: `/api/app/devices/${encodeURIComponent(token)}` }, bearer);
    await traveller([{ token: 'someone-else' }]);
    expect((await remove('someone-else')).statusCode).toBe(404);
    expect((await remove('greta-phone')).statusCode).toBe(204);
    expect(
      push()
        .devices()
        .some((device) => device.token === 'greta-phone'),
    ).toBe(false);
  });

  it('needs appuser-read and refuses what it does not understand', async () => {
    expect((await register({ token: 'staff-phone', platform: 'android' }, noRights)).statusCode).toBe(403);
    expect((await register({ token: 'x', platform: 'android', colour: 'red' })).statusCode).toBe(400);
    expect((await register({ token: 'with space', platform: 'android' })).statusCode).toBe(400);
  });
});
