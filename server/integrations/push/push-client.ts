import { callJsonApi, parseJson, type JsonApi } from '../http-json.ts';
import { PUSH_ERROR_CODES, PushError, type PushErrorCode, type PushMessage, type PushSystem } from './push-system.ts';

const TIMEOUT_MS = 10_000;

export interface PushClientOptions {
  /** FCM's API root, `https://fcm.googleapis.com`; `/v1/projects/{projectId}/messages:send` is appended. */
  baseUrl: string;
  /** The Firebase project. */
  projectId: string;
  /** The OAuth 2 access token of the project's service account, sent as `Authorization: Bearer`. */
  accessToken: string;
  timeoutMs?: number;
}

/** FCM's `errorCode` in an error body's details, if it names one. */
function errorCodeOf(body: string | undefined): PushErrorCode | undefined {
  const details = (parseJson(body ?? '') as { error?: { details?: unknown } } | undefined)?.error?.details;
  if (!Array.isArray(details)) return undefined;
  const code = details
    .map((detail) => (detail as { errorCode?: unknown } | null)?.errorCode)
    .find((candidate) => typeof candidate === 'string');
  return PUSH_ERROR_CODES.find((known) => known === code);
}

const pushError: JsonApi['fail'] = (failure, message, { status, body, cause }) =>
  new PushError(failure, message, { status, errorCode: errorCodeOf(body), cause });

/** The message in FCM's wire form: one of token, topic or condition; Android's options snake-cased. */
function wireMessage({ target, notification, data, channelId, priority }: PushMessage) {
  return {
    ...target,
    notification,
    ...(data ? { data } : {}),
    ...(channelId || priority
      ? {
          android: {
            ...(priority ? { priority } : {}),
            ...(channelId ? { notification: { channel_id: channelId } } : {}),
          },
        }
      : {}),
  };
}

/** Firebase Cloud Messaging's HTTP v1 send over `fetch`; every call ends within `timeoutMs`. */
export function createPushClient({
  baseUrl,
  projectId,
  accessToken,
  timeoutMs = TIMEOUT_MS,
}: PushClientOptions): PushSystem {
  const api: JsonApi = { system: 'push service', baseUrl, apiKey: accessToken, timeoutMs, fail: pushError };
  const path = `/v1/projects/${encodeURIComponent(projectId)}/messages:send`;

  return {
    async send(message, { validateOnly = false } = {}) {
      const body = { ...(validateOnly ? { validate_only: true } : {}), message: wireMessage(message) };
      const name = (parseJson(await callJsonApi(api, 'POST', path, body)) as { name?: unknown } | undefined)?.name;
      if (typeof name !== 'string')
        throw new PushError('bad-answer', 'The push service answered a send without a name');
      return name;
    },
  };
}
