import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

describe('push configuration', () => {
  it('reads FCM, or the emulator port, and wants URL, project and token together', () => {
    expect(
      loadConfig({
        PUSH_URL: 'https://fcm.googleapis.com/',
        FCM_PROJECT_ID: 'reisen-app',
        FCM_ACCESS_TOKEN: 'ya29.token',
        PUSH_EMULATOR_PORT: '4778',
      }),
    ).toMatchObject({
      pushSystem: { url: 'https://fcm.googleapis.com', projectId: 'reisen-app', accessToken: 'ya29.token' },
      pushEmulatorPort: 4778,
    });
    expect(loadConfig({}).pushSystem).toBeUndefined();
    expect(() => loadConfig({ PUSH_URL: 'https://fcm.googleapis.com', FCM_PROJECT_ID: 'reisen-app' })).toThrow(
      /FCM_ACCESS_TOKEN: PUSH_URL, FCM_PROJECT_ID and FCM_ACCESS_TOKEN are set together/,
    );
  });
});
