import { randomBytes } from 'node:crypto';
import { EmulatorError, noRoute } from '../emulator/emulator-error.ts';
import { startEmulatorServer, type EmulatorCall } from '../emulator/emulator-server.ts';
import { createFailureSwitch, type CommonFailureMode } from '../emulator/failure-switch.ts';
import { objectBody, readJsonBody } from '../emulator/json-body.ts';
import { sendJson } from '../emulator/send-json.ts';
import type { PushErrorCode } from './push-system.ts';
import { parseTopicCondition } from './topic-condition.ts';

/** FCM's limits on a message's payload: 4096 bytes, 2048 for topic and condition messages. */
const MAX_PAYLOAD_BYTES = 4096;
const MAX_TOPIC_PAYLOAD_BYTES = 2048;
const TOPIC = /^[a-zA-Z0-9-_.~%]{1,900}$/;
const SEND_PATH = /^\/v1\/projects\/([^/]+)\/messages:send$/;

/** Google's status names by HTTP status, as FCM's error bodies carry them. */
const GOOGLE_STATUS: Partial<Record<number, string>> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  413: 'INVALID_ARGUMENT',
  429: 'RESOURCE_EXHAUSTED',
  503: 'UNAVAILABLE',
};

/** Failures of FCM's own besides the common ones: its quota, its unavailability, a refused APNs or web push credential. */
export type PushFailureMode = CommonFailureMode | 'quota' | 'unavailable' | 'auth';
const OWN_FAILURES = {
  quota: [429, 'QUOTA_EXCEEDED', 'Quota exceeded for sending messages'],
  unavailable: [503, 'UNAVAILABLE', 'The service is currently unavailable'],
  auth: [401, 'THIRD_PARTY_AUTH_ERROR', 'Auth error from APNS or Web Push Service'],
} as const satisfies Record<string, readonly [number, PushErrorCode, string]>;

const refuse = (status: number, errorCode: PushErrorCode, message: string) =>
  new EmulatorError(status, message, errorCode);
const invalid = (message: string) => refuse(400, 'INVALID_ARGUMENT', message);

/** A device the emulator knows: its registration token and the topics it subscribed to. */
export interface PushDevice {
  token: string;
  topics: string[];
}

/** A message FCM took, and the devices it went to. */
export interface SentPush {
  name: string;
  message: Record<string, unknown>;
  validateOnly: boolean;
  deliveredTo: string[];
}

export interface PushEmulator {
  url: string;
  projectId: string;
  /** The OAuth access token the client must send as a bearer token. */
  accessToken: string;
  /** Registers a device (an app install) with its topics; again, replaces its topics. */
  registerDevice(device: PushDevice): void;
  /** Forgets a device, as when the app is uninstalled: sends to its token answer `UNREGISTERED`. */
  unregisterDevice(token: string): void;
  devices(): PushDevice[];
  /** The messages taken, oldest first. */
  sent(): SentPush[];
  failNext(times: number, mode: PushFailureMode): void;
  setDelay(ms: number): void;
  /** Clears failures, the delay and the sent messages; the devices stay. */
  reset(): void;
  close(): Promise<void>;
}

export interface PushEmulatorOptions {
  host?: string;
  port?: number;
  projectId?: string;
  accessToken?: string;
  devices?: readonly PushDevice[];
}

/**
 * The project's stand-in for Firebase Cloud Messaging's HTTP v1 API: it checks a message as FCM does
 * (one target, topic names, condition syntax, string data, payload size), delivers it to the devices
 * registered for its token, topic or condition, and answers FCM's errors (an unknown token is
 * `UNREGISTERED`). Devices are registered through control calls, as app installs would register.
 */
export async function startPushEmulator({
  host = '127.0.0.1',
  port = 0,
  projectId = 'backoffice-demo',
  accessToken = randomBytes(16).toString('hex'),
  devices: initial = [],
}: PushEmulatorOptions = {}): Promise<PushEmulator> {
  const failures = createFailureSwitch(Object.keys(OWN_FAILURES) as (keyof typeof OWN_FAILURES)[]);
  const devices = new Map<string, Set<string>>();
  const sent: SentPush[] = [];
  let counter = 0;

  const register = ({ token, topics }: PushDevice) => {
    if (typeof token !== 'string' || token.length === 0) throw new EmulatorError(400, 'token is required');
    if (!Array.isArray(topics) || !topics.every((topic) => typeof topic === 'string' && TOPIC.test(topic)))
      throw new EmulatorError(400, 'topics must be topic names');
    devices.set(token, new Set(topics));
  };
  initial.forEach(register);

  function recipients(message: Record<string, unknown>): string[] {
    const targets = (['token', 'topic', 'condition'] as const).filter((key) => message[key] !== undefined);
    if (targets.length !== 1) throw invalid('A message names exactly one of token, topic and condition');
    const [target] = targets;
    const value = message[target!];
    if (typeof value !== 'string' || value.length === 0) throw invalid(`${target} must be a non-empty text`);
    if (target === 'token') {
      if (/\s/.test(value)) throw invalid('The registration token is not a valid FCM registration token');
      if (!devices.has(value)) throw refuse(404, 'UNREGISTERED', 'Requested entity was not found.');
      return [value];
    }
    if (target === 'topic') {
      if (!TOPIC.test(value)) throw invalid(`Invalid topic name ${value}`);
      return [...devices].filter(([, topics]) => topics.has(value)).map(([token]) => token);
    }
    let matches: (topics: ReadonlySet<string>) => boolean;
    try {
      matches = parseTopicCondition(value);
    } catch (error) {
      throw invalid(`Invalid condition: ${(error as Error).message}`);
    }
    return [...devices].filter(([, topics]) => matches(topics)).map(([token]) => token);
  }

  function check(message: Record<string, unknown>) {
    const known = ['token', 'topic', 'condition', 'notification', 'data', 'android', 'apns', 'webpush', 'name'];
    const unknown = Object.keys(message).find((key) => !known.includes(key));
    if (unknown) throw invalid(`Invalid JSON payload received. Unknown name "${unknown}" at 'message'`);
    const data = message.data;
    if (data !== undefined && Object.values(objectBody(data)).some((value) => typeof value !== 'string'))
      throw invalid('data values must be strings');
    const notification = objectBody(message.notification);
    for (const key of ['title', 'body', 'image'])
      if (notification[key] !== undefined && typeof notification[key] !== 'string')
        throw invalid(`notification.${key} must be a text`);
    const limit = message.token === undefined ? MAX_TOPIC_PAYLOAD_BYTES : MAX_PAYLOAD_BYTES;
    const { notification: shown, data: carried } = message;
    if (Buffer.byteLength(JSON.stringify({ shown, carried })) > limit)
      throw invalid(`Message is too big: at most ${limit} bytes`);
  }

  async function api({ request, response, route, pathname }: EmulatorCall) {
    const played = await failures.play(request, response);
    if (played === 'handled') return;
    if (played) {
      const [status, errorCode, message] = OWN_FAILURES[played];
      throw refuse(status, errorCode, message);
    }
    const [, project] = SEND_PATH.exec(pathname) ?? [];
    if (request.method !== 'POST' || project === undefined) throw noRoute(route);
    if (decodeURIComponent(project) !== projectId)
      throw refuse(403, 'SENDER_ID_MISMATCH', 'SenderId mismatch: the token belongs to another project');
    const body = objectBody(await readJsonBody(request));
    const unknown = Object.keys(body).find((key) => key !== 'message' && key !== 'validate_only');
    if (unknown) throw invalid(`Invalid JSON payload received. Unknown name "${unknown}"`);
    if (body.validate_only !== undefined && typeof body.validate_only !== 'boolean')
      throw invalid('validate_only must be true or false');
    const message = objectBody(body.message);
    check(message);
    const deliveredTo = recipients(message);
    const validateOnly = body.validate_only === true;
    const name = `projects/${projectId}/messages/${validateOnly ? 'fake_message_id' : `0:${Date.now()}%${++counter}`}`;
    sent.push({ name, message, validateOnly, deliveredTo: validateOnly ? [] : deliveredTo });
    return sendJson(response, 200, { name });
  }

  async function control({ request, response, route, pathname }: EmulatorCall) {
    if (route === 'GET /control/state') return sendJson(response, 200, { devices: listDevices(), messages: sent });
    if (route === 'POST /control/devices') {
      const body = objectBody(await readJsonBody(request));
      register({ token: body.token as string, topics: (body.topics ?? []) as string[] });
      return sendJson(response, 201, { token: body.token });
    }
    const [, token] = /^\/control\/devices\/(.+)$/.exec(pathname) ?? [];
    if (request.method === 'DELETE' && token !== undefined) {
      devices.delete(decodeURIComponent(token));
      response.writeHead(204).end();
      return;
    }
    throw noRoute(route);
  }

  const listDevices = (): PushDevice[] => [...devices].map(([token, topics]) => ({ token, topics: [...topics] }));

  const server = await startEmulatorServer({
    name: 'push emulator',
    host,
    port,
    apiKey: accessToken,
    apiPrefix: '/v1/',
    unauthorized: { message: 'Request had invalid authentication credentials.' },
    failures,
    api,
    control,
    errorBody: ({ status, message, code }) => ({
      error: {
        code: status,
        message,
        status: GOOGLE_STATUS[status] ?? 'INTERNAL',
        ...(code || status >= 500
          ? {
              details: [
                { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: code ?? 'INTERNAL' },
              ],
            }
          : {}),
      },
    }),
    notJsonMessage: 'Invalid JSON payload received.',
  });

  return {
    url: server.url,
    projectId,
    accessToken,
    registerDevice: register,
    unregisterDevice: (token) => void devices.delete(token),
    devices: listDevices,
    sent: () => [...sent],
    failNext: failures.failNext,
    setDelay: failures.setDelay,
    reset() {
      failures.reset();
      sent.length = 0;
    },
    close: server.close,
  };
}
