import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSmsClient } from '../../server/integrations/sms/sms-client.ts';
import { startSmsEmulator, type SmsEmulator } from '../../server/integrations/sms/sms-emulator.ts';
import type { SmsSystem } from '../../server/integrations/sms/sms-system.ts';
import { startSms } from '../../server/integrations/sms/start-sms.ts';
import { sendControl } from '../unit/support/emulatorControl.ts';

// The SMS client against the project's Twilio emulator, over HTTP on loopback: sending, listing by
// number and page, and each of Twilio's refusals becoming the client's typed error with Twilio's code.

const TIMEOUT_MS = 1000;
const NUMBER = '+4915112345678';

let emulator: SmsEmulator;
let sms: SmsSystem;
beforeAll(async () => {
  emulator = await startSmsEmulator();
  sms = createSmsClient({
    baseUrl: emulator.url,
    accountSid: emulator.accountSid,
    authToken: emulator.authToken,
    from: 'Reisen',
    timeoutMs: TIMEOUT_MS,
  });
});
afterEach(() => {
  emulator.reset();
  emulator.clear();
});
afterAll(() => emulator.close());

describe('sending', () => {
  it('queues the message, as Twilio answers it, and keeps it', async () => {
    const sent = await sms.send({ to: NUMBER, body: 'Ihr Code lautet 123456' });
    expect(sent).toMatchObject({
      sid: expect.stringMatching(/^SM[0-9a-f]{32}$/),
      accountSid: emulator.accountSid,
      to: NUMBER,
      from: 'Reisen',
      body: 'Ihr Code lautet 123456',
      status: 'queued',
      numSegments: 1,
      errorCode: null,
    });
    expect(sent.dateCreated).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    expect(emulator.messages()).toEqual([expect.objectContaining({ sid: sent.sid, status: 'sent', from: 'Reisen' })]);
  });

  it('counts segments: 160 GSM characters in one, longer or other alphabets in more', async () => {
    expect((await sms.send({ to: NUMBER, body: 'x'.repeat(161) })).numSegments).toBe(2);
    expect((await sms.send({ to: NUMBER, body: '€'.repeat(71) })).numSegments).toBe(2);
  });

  it('sends through a messaging service when the sender is one', async () => {
    const service = `MG${'a'.repeat(32)}`;
    const client = createSmsClient({ ...emulator, baseUrl: emulator.url, from: service, timeoutMs: TIMEOUT_MS });
    const sent = await client.send({ to: NUMBER, body: 'Hallo' });
    expect(sent.from).toBeNull();
    expect(emulator.messages().at(-1)).toMatchObject({ messaging_service_sid: service });
  });

  it('is refused for a number that is not E.164 (21211), with Twilio’s code', async () => {
    await expect(sms.send({ to: '0151 1234567', body: 'Hallo' })).rejects.toMatchObject({
      name: 'SmsError',
      failure: 'http-status',
      details: { status: 400, code: 21211 },
    });
    expect(emulator.messages()).toEqual([]);
  });

  it('is refused without the account’s token (20003) and for another account (20404)', async () => {
    const wrong = createSmsClient({
      baseUrl: emulator.url,
      accountSid: emulator.accountSid,
      authToken: 'wrong',
      from: 'Reisen',
    });
    await expect(wrong.send({ to: NUMBER, body: 'Hallo' })).rejects.toMatchObject({
      details: { status: 401, code: 20003 },
    });
    const answer = await fetch(`${emulator.url}/2010-04-01/Accounts/ACother/Messages.json`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${emulator.accountSid}:${emulator.authToken}`).toString('base64')}`,
      },
    });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({
      code: 20404,
      status: 404,
      more_info: expect.stringContaining('20404'),
    });
  });
});

describe('failures on demand', () => {
  it.each([
    ['21408', 400],
    ['21610', 400],
    ['20429', 429],
  ] as const)('plays Twilio’s %s', async (code, status) => {
    emulator.failNext(1, code);
    await expect(sms.send({ to: NUMBER, body: 'Hallo' })).rejects.toMatchObject({
      failure: 'http-status',
      details: { status, code: Number(code) },
    });
    await expect(sms.send({ to: NUMBER, body: 'Hallo' })).resolves.toMatchObject({ status: 'queued' });
  });

  it('accepts a message that is then not delivered (30003), and lists it undelivered', async () => {
    await sendControl(emulator.url, 'POST', '/control/fail', { times: 1, mode: '30003' });
    const sent = await sms.send({ to: NUMBER, body: 'Hallo' });
    expect(sent.status).toBe('queued');
    const { messages } = await sms.messages({ to: NUMBER });
    expect(messages).toEqual([
      expect.objectContaining({
        sid: sent.sid,
        status: 'undelivered',
        errorCode: 30003,
        errorMessage: expect.any(String),
      }),
    ]);
  });

  it('limits the messages per minute when told to', async () => {
    const set = await sendControl(emulator.url, 'PUT', '/control/rate-limit', { perMinute: 2 });
    expect(set.status).toBe(204);
    await sms.send({ to: NUMBER, body: 'eins' });
    await sms.send({ to: NUMBER, body: 'zwei' });
    await expect(sms.send({ to: NUMBER, body: 'drei' })).rejects.toMatchObject({ details: { code: 20429 } });
  });

  it('fails as unreachable, timed out or a bad answer', async () => {
    emulator.failNext(1, 'hang');
    await expect(sms.send({ to: NUMBER, body: 'Hallo' })).rejects.toMatchObject({ failure: 'timeout' });
    emulator.failNext(1, 'malformed');
    await expect(sms.messages()).rejects.toMatchObject({ failure: 'bad-answer' });
    emulator.failNext(1, 'error');
    await expect(sms.messages()).rejects.toMatchObject({ failure: 'http-status', details: { status: 500 } });
    const nowhere = createSmsClient({
      baseUrl: 'http://127.0.0.1:1',
      accountSid: 'AC1',
      authToken: 't',
      from: 'Reisen',
    });
    await expect(nowhere.send({ to: NUMBER, body: 'Hallo' })).rejects.toMatchObject({ failure: 'unreachable' });
  });
});

describe('listing', () => {
  it('lists the messages to a number, newest first, a page at a time', async () => {
    for (const body of ['eins', 'zwei', 'drei']) await sms.send({ to: NUMBER, body });
    await sms.send({ to: '+4940123456', body: 'andere Nummer' });
    const first = await sms.messages({ to: NUMBER, pageSize: 2 });
    expect(first).toMatchObject({ page: 0, pageSize: 2, hasNextPage: true });
    expect(first.messages.map((message) => message.body)).toEqual(['drei', 'zwei']);
    const second = await sms.messages({ to: NUMBER, pageSize: 2, page: 1 });
    expect(second.messages.map((message) => message.body)).toEqual(['eins']);
    expect(second.hasNextPage).toBe(false);
    expect((await sms.messages()).messages).toHaveLength(4);
  });
});

describe('startSms', () => {
  it('starts the emulator when no Twilio account is configured, and speaks to it', async () => {
    const started = await startSms({ smsFrom: 'Reisen', smsEmulatorPort: 0 });
    try {
      expect(started.emulator).toBeDefined();
      await started.system.send({ to: NUMBER, body: 'Hallo' });
      expect(started.emulator?.messages()).toHaveLength(1);
    } finally {
      await started.stop();
    }
  });
});
