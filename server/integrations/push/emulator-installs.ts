import type { PushInstall } from './push-service.ts';

const TIMEOUT_MS = 5000;

async function control(url: string, method: 'POST' | 'DELETE', body?: unknown): Promise<void> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The push emulator refused ${method} ${url}: ${response.status}`);
}

/** The push emulator's control calls for app installs, as the Firebase SDK on a phone would register them with FCM. */
export function emulatorInstalls(emulatorUrl: string) {
  return {
    install: ({ token, topics }: PushInstall) =>
      control(`${emulatorUrl}/control/devices`, 'POST', { token, topics: [...topics] }),
    uninstall: (token: string) => control(`${emulatorUrl}/control/devices/${encodeURIComponent(token)}`, 'DELETE'),
  };
}
