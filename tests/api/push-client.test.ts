import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPushClient } from '../../server/integrations/push/push-client.ts';
import { startPushEmulator, type PushEmulator } from '../../server/integrations/push/push-emulator.ts';
import { PushError, type PushMessage, type PushSystem } from '../../server/integrations/push/push-system.ts';
import { sendControl } from '../unit/support/emulatorControl.ts';

// The FCM client against the project's push emulator over HTTP on loopback: token, topic and
// condition messages reach the devices registered for them, FCM's checks and error codes come back as
// the client's typed error, an unregistered token says so, and every failure the emulator plays is a
// `PushError` that says whether a retry may help.

const TIMEOUT_MS = 1000;
const devices = [
  { token: 'device-anna', topics: ['journey-12', 'de'] },
  { token: 'device-ben', topics: ['journey-12', 'en'] },
  { token: 'device-cem', topics: ['journey-40', 'de'] },
];

let emulator: PushEmulator;
let client: PushSystem;
beforeAll(async () => {
  emulator = await startPushEmulator({ devices });
  client = createPushClient({
    baseUrl: emulator.url,
    projectId: emulator.projectId,
    accessToken: emulator.accessToken,
    timeoutMs: TIMEOUT_MS,
  });
});
afterEach(() => {
  emulator.reset();
  for (const device of devices) emulator.registerDevice(device);
});
afterAll(() => emulator.close());

const message = (target: PushMessage['target'], extra: Partial<PushMessage> = {}): PushMessage => ({
  target,
  notification: { title: 'Abfahrt verschoben', body: 'Der Bus fährt um 8:15 Uhr.' },
  ...extra,
});

async function refusal(send: Promise<unknown>): Promise<PushError> {
  const error = await send.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PushError);
  return error as PushError;
}

describe('sending', () => {
  it('delivers a token message to that device only, with its data and Android channel', async () => {
    const name = await client.send(
      message(
        { token: 'device-ben' },
        { data: { link: '/appuser/notifications/7' }, channelId: 'bus', priority: 'high' },
      ),
    );
    expect(name).toMatch(new RegExp(`^projects/${emulator.projectId}/messages/`));
    const [sent] = emulator.sent();
    expect(sent?.deliveredTo).toEqual(['device-ben']);
    expect(sent?.message).toMatchObject({
      token: 'device-ben',
      data: { link: '/appuser/notifications/7' },
      android: { priority: 'high', notification: { channel_id: 'bus' } },
    });
  });

  it('delivers a topic message to the topic’s subscribers', async () => {
    await client.send(message({ topic: 'journey-12' }));
    expect(emulator.sent()[0]?.deliveredTo.sort()).toEqual(['device-anna', 'device-ben']);
  });

  it.each([
    ["'journey-12' in topics && 'de' in topics", ['device-anna']],
    ["'journey-40' in topics || 'en' in topics", ['device-ben', 'device-cem']],
    ["'de' in topics && !('journey-40' in topics)", ['device-anna']],
    ["('journey-12' in topics || 'journey-40' in topics) && 'de' in topics", ['device-anna', 'device-cem']],
  ])('delivers a condition message (%s) to the devices it matches', async (condition, expected) => {
    await client.send(message({ condition }));
    expect(emulator.sent()[0]?.deliveredTo.sort()).toEqual(expected);
  });

  it('checks a message without delivering it when asked to validate only', async () => {
    await client.send(message({ topic: 'journey-12' }), { validateOnly: true });
    expect(emulator.sent()).toMatchObject([{ validateOnly: true, deliveredTo: [] }]);
  });
});

describe('FCM’s refusals', () => {
  it('answers UNREGISTERED for a token whose app was uninstalled, and no retry helps', async () => {
    emulator.unregisterDevice('device-cem');
    const error = await refusal(client.send(message({ token: 'device-cem' })));
    expect(error).toMatchObject({ failure: 'http-status', status: 404, errorCode: 'UNREGISTERED', retryable: false });
    expect(emulator.sent()).toEqual([]);
  });

  it.each([
    ['an invalid topic name', message({ topic: 'kein topic!' })],
    ['a condition with a syntax error', message({ condition: "'a' in topics &&" })],
    [
      'a condition over six topics',
      message({ condition: ['a', 'b', 'c', 'd', 'e', 'f'].map((topic) => `'${topic}' in topics`).join(' || ') }),
    ],
    ['a token with spaces', message({ token: 'not a token' })],
    ['a topic payload over 2048 bytes', message({ topic: 'journey-12' }, { data: { text: 'x'.repeat(2100) } })],
  ])('refuses %s as INVALID_ARGUMENT', async (_case, refused) => {
    const error = await refusal(client.send(refused));
    expect(error).toMatchObject({ status: 400, errorCode: 'INVALID_ARGUMENT' });
  });

  it('takes a token message up to 4096 bytes, which a topic message may not carry', async () => {
    await client.send(message({ token: 'device-anna' }, { data: { text: 'x'.repeat(3000) } }));
    expect(emulator.sent()).toHaveLength(1);
  });

  it('answers SENDER_ID_MISMATCH for another project', async () => {
    const other = createPushClient({
      baseUrl: emulator.url,
      projectId: 'another-project',
      accessToken: emulator.accessToken,
      timeoutMs: TIMEOUT_MS,
    });
    const error = await refusal(other.send(message({ token: 'device-anna' })));
    expect(error).toMatchObject({ status: 403, errorCode: 'SENDER_ID_MISMATCH' });
  });

  it('answers 401 for a wrong access token', async () => {
    const other = createPushClient({
      baseUrl: emulator.url,
      projectId: emulator.projectId,
      accessToken: 'expired',
      timeoutMs: TIMEOUT_MS,
    });
    expect(await refusal(other.send(message({ token: 'device-anna' })))).toMatchObject({ status: 401 });
  });
});

describe('failures on demand', () => {
  it.each([
    ['quota', { status: 429, errorCode: 'QUOTA_EXCEEDED', retryable: true }],
    ['unavailable', { status: 503, errorCode: 'UNAVAILABLE', retryable: true }],
    ['auth', { status: 401, errorCode: 'THIRD_PARTY_AUTH_ERROR', retryable: false }],
    ['error', { status: 500, errorCode: 'INTERNAL', retryable: true }],
    ['malformed', { failure: 'bad-answer', retryable: false }],
    ['hang', { failure: 'timeout', retryable: true }],
  ] as const)('plays %s once, then sends again', async (mode, expected) => {
    emulator.failNext(1, mode);
    expect(await refusal(client.send(message({ token: 'device-anna' })))).toMatchObject(expected);
    await client.send(message({ token: 'device-anna' }));
    expect(emulator.sent().filter((sent) => sent.deliveredTo.length > 0)).toHaveLength(1);
  });

  it('registers and removes devices through control calls', async () => {
    const registered = await sendControl(emulator.url, 'POST', '/control/devices', {
      token: 'device-dora',
      topics: ['journey-12'],
    });
    expect(registered.status).toBe(201);
    await client.send(message({ topic: 'journey-12' }));
    expect(emulator.sent()[0]?.deliveredTo).toContain('device-dora');
    expect((await sendControl(emulator.url, 'DELETE', '/control/devices/device-dora')).status).toBe(204);
    const error = await refusal(client.send(message({ token: 'device-dora' })));
    expect(error.errorCode).toBe('UNREGISTERED');
    const state = (await (await sendControl(emulator.url, 'GET', '/control/state')).json()) as { messages: unknown[] };
    expect(state.messages).toHaveLength(1);
  });
});
