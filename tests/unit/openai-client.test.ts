import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataSubject, MetadataWriter } from '../../server/integrations/openai/metadata-writer.ts';
import { createOpenAiClient } from '../../server/integrations/openai/openai-client.ts';
import {
  QUOTA_RETRY_AFTER_SECONDS,
  startOpenAiEmulator,
  type OpenAiEmulator,
} from '../../server/integrations/openai/openai-emulator.ts';
import { sendControl } from './support/emulatorControl.ts';

// The OpenAI client against the project's emulator, over HTTP on loopback.

// Long enough for a loaded machine to answer on loopback, short enough for the timeout cases.
const TIMEOUT_MS = 1000;

const subject: MetadataSubject = {
  kind: 'artist',
  name: 'Die Roten Raben',
  shortDescription: 'Rock: Die Roten Raben live, die Sommertour 2026.',
  description: 'Die Roten Raben stehen für Rock mit Haltung. Tickets für alle Termine, auch als Paket mit Busreise.',
  categories: ['Rock', 'Pop'],
  website: 'https://www.dierotenraben.de',
};

let emulator: OpenAiEmulator;
let client: MetadataWriter;
beforeAll(async () => {
  emulator = await startOpenAiEmulator();
  client = createOpenAiClient({
    baseUrl: `${emulator.url}/`,
    apiKey: emulator.apiKey,
    model: 'gpt-4o-mini',
    timeoutMs: TIMEOUT_MS,
  });
});
afterEach(() => emulator.reset());
afterAll(() => emulator.close());

const control = (method: string, path: string, body?: unknown) => sendControl(emulator.url, method, path, body);

describe('the client', () => {
  it('gets metadata made from the subject, within the lengths search engines show', async () => {
    const metadata = await client.writeMetadata(subject);
    expect(metadata).toEqual({
      meta_title: 'Die Roten Raben – Rock, Pop',
      meta_description:
        'Rock: Die Roten Raben live, die Sommertour 2026. Die Roten Raben stehen für Rock mit Haltung. Tickets für alle Termine, auch als Paket mit Busreise.',
      meta_keywords: expect.stringMatching(/^Die Roten Raben, Rock, Pop, Sommertour, /),
    });
    expect(metadata.meta_description.length).toBeLessThanOrEqual(160);
    expect(await client.writeMetadata(subject)).toEqual(metadata);
  });

  it('sends the model, JSON mode, the instructions and the subject as JSON with the key', async () => {
    await client.writeMetadata({ ...subject, description: null, website: null });
    const [received] = await (await control('GET', '/control/requests')).json();
    expect(received).toMatchObject({ path: '/v1/chat/completions', at: expect.any(String) });
    const { model, response_format, messages } = received.body;
    expect(model).toBe('gpt-4o-mini');
    expect(response_format).toEqual({ type: 'json_object' });
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('JSON') });
    expect(messages[0].content).toContain('at most 60 characters');
    expect(JSON.parse(messages[1].content)).toEqual({
      kind: 'artist',
      name: 'Die Roten Raben',
      short_description: subject.shortDescription,
      categories: ['Rock', 'Pop'],
    });
  });

  it('keeps no request once the log is cleared', async () => {
    await client.writeMetadata(subject);
    expect(emulator.requests()).toHaveLength(1);
    expect((await control('DELETE', '/control/requests')).status).toBe(204);
    expect(emulator.requests()).toEqual([]);
  });
});

describe('a failed call', () => {
  it('is an HTTP status failure for a wrong API key, logged nowhere', async () => {
    const stranger = createOpenAiClient({ baseUrl: emulator.url, apiKey: 'sk-wrong', model: 'gpt-4o-mini' });
    await expect(stranger.writeMetadata(subject)).rejects.toMatchObject({
      name: 'MetadataServiceError',
      failure: 'http-status',
      status: 401,
      message: expect.stringContaining('Incorrect API key provided'),
    });
    expect(emulator.requests()).toEqual([]);
  });

  it('is an HTTP status failure while the service fails, for as many calls as asked', async () => {
    expect((await control('POST', '/control/fail', { times: 2, mode: 'error' })).status).toBe(204);
    await expect(client.writeMetadata(subject)).rejects.toMatchObject({ failure: 'http-status', status: 500 });
    await expect(client.writeMetadata(subject)).rejects.toMatchObject({ failure: 'http-status', status: 500 });
    expect(await client.writeMetadata(subject)).toHaveProperty('meta_title');
    expect(emulator.requests()).toHaveLength(3);
  });

  it('is a rate-limit failure with the wait the service asks for on HTTP 429', async () => {
    emulator.failNext(1, 'quota');
    await expect(client.writeMetadata(subject)).rejects.toMatchObject({
      failure: 'rate-limited',
      status: 429,
      retryAfterSeconds: QUOTA_RETRY_AFTER_SECONDS,
      message: expect.stringContaining('Rate limit reached'),
    });
  });

  it('is a timeout when the service does not answer, or answers later than the client waits', async () => {
    emulator.failNext(1, 'hang');
    await expect(client.writeMetadata(subject)).rejects.toMatchObject({ failure: 'timeout' });
    expect((await control('PUT', '/control/delay', { ms: TIMEOUT_MS * 3 })).status).toBe(204);
    await expect(client.writeMetadata(subject)).rejects.toMatchObject({ failure: 'timeout' });
    expect((await control('DELETE', '/control/fail')).status).toBe(204);
    expect(await client.writeMetadata(subject)).toHaveProperty('meta_title');
  });

  it('is a bad answer for a body that is not JSON', async () => {
    emulator.failNext(1, 'malformed');
    await expect(client.writeMetadata(subject)).rejects.toMatchObject({ failure: 'bad-answer' });
  });

  it('is unreachable when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const nowhere = createOpenAiClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'sk-x', model: 'gpt-4o-mini' });
    await expect(nowhere.writeMetadata(subject)).rejects.toMatchObject({ failure: 'unreachable' });
  });
});

describe('the emulator', () => {
  const complete = (body: unknown) =>
    fetch(`${emulator.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${emulator.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('refuses what the real API refuses: JSON mode without the word JSON, no model', async () => {
    const messages = [{ role: 'user', content: '{"name": "Die Roten Raben"}' }];
    const noJsonWord = await complete({ model: 'gpt-4o-mini', messages, response_format: { type: 'json_object' } });
    expect(noJsonWord.status).toBe(400);
    expect((await noJsonWord.json()).error).toMatchObject({ type: 'invalid_request_error' });
    const withWord = [{ role: 'system', content: 'Answer in JSON.' }, ...messages];
    expect((await complete({ messages: withWord, response_format: { type: 'json_object' } })).status).toBe(400);
    const answered = await complete({
      model: 'gpt-4o-mini',
      messages: withWord,
      response_format: { type: 'json_object' },
    });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-4o-mini',
      choices: [{ finish_reason: 'stop', message: { role: 'assistant', content: expect.any(String) } }],
    });
  });

  it('refuses a failure mode it does not know, and listens on loopback only', async () => {
    expect((await control('POST', '/control/fail', { times: 1, mode: 'explode' })).status).toBe(400);
    await expect(startOpenAiEmulator({ host: '0.0.0.0' })).rejects.toThrow(/loopback only/);
  });
});
