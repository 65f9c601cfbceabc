import { createServer } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EmulatorError, noRoute } from '../../server/integrations/emulator/emulator-error.ts';
import { startEmulatorServer, type EmulatorServer } from '../../server/integrations/emulator/emulator-server.ts';
import { createFailureSwitch } from '../../server/integrations/emulator/failure-switch.ts';
import { readJsonBody } from '../../server/integrations/emulator/json-body.ts';
import { listenOnLoopback } from '../../server/integrations/emulator/loopback.ts';
import { sendJson } from '../../server/integrations/emulator/send-json.ts';
import { sendControl } from './support/emulatorControl.ts';

// The integrations' shared emulator toolkit, through a small echo emulator built on it, over HTTP on loopback.

const API_KEY = 'echo-key';
const MAX_BYTES = 64;

/** Answers `POST /v1/echo` with its body; `busy` is a failure mode of its own (503). */
function startEchoEmulator(failures = createFailureSwitch(['busy']), onApiCall = () => {}) {
  return startEmulatorServer({
    name: 'echo emulator',
    host: '127.0.0.1',
    port: 0,
    apiKey: API_KEY,
    apiPrefix: '/v1/',
    unauthorized: { message: 'No key', code: 'no_key' },
    failures,
    async api({ request, response, route }) {
      onApiCall();
      if (route !== 'POST /v1/echo') throw noRoute(route);
      const body = await readJsonBody(request, MAX_BYTES);
      const failure = await failures.play(request, response);
      if (failure === 'handled') return;
      if (failure === 'busy') throw new EmulatorError(503, 'Busy (switched on)', 'busy');
      sendJson(response, 200, body);
    },
    async control({ response, route }) {
      if (route !== 'GET /control/ping') throw noRoute(route);
      sendJson(response, 200, 'pong');
    },
    errorBody: ({ status, message, code }) => ({ failed: { status, message, code } }),
    notJsonMessage: 'Not JSON',
  });
}

let emulator: EmulatorServer;
beforeAll(async () => {
  emulator = await startEchoEmulator();
});
afterEach(() => sendControl(emulator.url, 'DELETE', '/control/fail'));
afterAll(() => emulator.close());

const echo = (
  body: string,
  { key = API_KEY, path = '/v1/echo', signal }: { key?: string; path?: string; signal?: AbortSignal } = {},
) =>
  fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body,
    signal,
  });

const control = (method: string, path: string, body?: unknown) => sendControl(emulator.url, method, path, body);

describe('listening', () => {
  it('refuses a host that is not loopback, before anything listens', async () => {
    const server = createServer();
    await expect(listenOnLoopback(server, { name: 'echo emulator', host: '0.0.0.0', port: 0 })).rejects.toThrow(
      'The echo emulator listens on loopback only, not on 0.0.0.0',
    );
    expect(server.listening).toBe(false);
  });

  it('answers the URL with an IPv6 host in brackets, and the scheme asked for', async () => {
    const server = createServer();
    const url = await listenOnLoopback(server, { name: 'echo emulator', host: '::1', port: 0, scheme: 'smtp' });
    try {
      expect(url).toMatch(/^smtp:\/\/\[::1\]:\d+$/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('API and control calls', () => {
  it('answers an API call with the key, and refuses one without it in the emulator’s error shape', async () => {
    const answered = await echo('{"say":"hello"}');
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ say: 'hello' });
    const refused = await echo('{}', { key: 'wrong' });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ failed: { status: 401, message: 'No key', code: 'no_key' } });
  });

  it('finds no route outside the API prefix and the control calls', async () => {
    const outside = await echo('{}', { path: '/v2/echo' });
    expect(outside.status).toBe(404);
    expect(await outside.json()).toEqual({ failed: { status: 404, message: 'No route POST /v2/echo', code: null } });
    expect((await control('GET', '/control/ping')).status).toBe(200);
    expect((await control('GET', '/control/none')).status).toBe(404);
  });

  it('refuses a body that is not JSON, and one over the size limit', async () => {
    const notJson = await echo('{"say":');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ failed: { message: 'Not JSON' } });
    const tooLarge = await echo(JSON.stringify({ say: 'x'.repeat(MAX_BYTES) }));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ failed: { message: 'Request body too large' } });
    expect((await echo(JSON.stringify({ say: 'x'.repeat(MAX_BYTES - 12) }))).status).toBe(200);
  });
});

describe('failures on demand', () => {
  it('fails as many API calls as asked, not counting control calls, then answers again', async () => {
    expect((await control('POST', '/control/fail', { times: 2 })).status).toBe(204);
    expect((await control('GET', '/control/ping')).status).toBe(200);
    const failed = await echo('{}');
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ failed: { status: 500, message: 'Failure switched on', code: null } });
    expect((await echo('{}')).status).toBe(500);
    expect((await echo('{}')).status).toBe(200);
  });

  it('plays the failures in the order asked, leaving the emulator’s own modes to it', async () => {
    await control('POST', '/control/fail', { times: 1, mode: 'malformed' });
    await control('POST', '/control/fail', { times: 1, mode: 'busy' });
    const malformed = await echo('{}');
    expect(malformed.status).toBe(200);
    expect(malformed.headers.get('content-type')).toBe('text/html');
    const busy = await echo('{}');
    expect(busy.status).toBe(503);
    expect(await busy.json()).toMatchObject({ failed: { code: 'busy' } });
  });

  it('leaves a hanging call without an answer, once', async () => {
    await control('POST', '/control/fail', { mode: 'hang' });
    await expect(echo('{}', { signal: AbortSignal.timeout(300) })).rejects.toMatchObject({ name: 'TimeoutError' });
    expect((await echo('{}')).status).toBe(200);
  });

  it('switches pending failures off with DELETE /control/fail', async () => {
    await control('POST', '/control/fail', { times: 3, mode: 'error' });
    expect((await control('DELETE', '/control/fail')).status).toBe(204);
    expect((await echo('{}')).status).toBe(200);
  });

  it('refuses control values it cannot play', async () => {
    const unknownMode = await control('POST', '/control/fail', { mode: 'explode' });
    expect(unknownMode.status).toBe(400);
    expect(await unknownMode.json()).toMatchObject({
      failed: { message: 'mode must be one of error, hang, malformed, busy' },
    });
    expect((await control('POST', '/control/fail', { times: 0 })).status).toBe(400);
    expect((await control('PUT', '/control/delay', { ms: -1 })).status).toBe(400);
    expect((await control('PUT', '/control/delay', { ms: 0 })).status).toBe(204);
    expect((await echo('{}')).status).toBe(200);
  });

  it('closes at once, cutting a hanging call', async () => {
    const failures = createFailureSwitch(['busy']);
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const closing = await startEchoEmulator(failures, () => arrive());
    failures.failNext(1, 'hang');
    const hanging = fetch(`${closing.url}/v1/echo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}` },
      body: '{}',
    });
    await arrived;
    await expect(closing.close()).resolves.toBeUndefined();
    await expect(hanging).rejects.toThrow();
  });
});
