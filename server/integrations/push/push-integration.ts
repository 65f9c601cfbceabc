import type { Integration } from '../../core/integration.ts';
import type { PushService } from './push-service.ts';
import { startPush } from './start-push.ts';

/** Firebase Cloud Messaging, which carries push messages to the travellers' app: at PUSH_URL, or the push emulator when none is set. */
export const pushIntegration: Integration<'push', PushService> = {
  name: 'push',
  async start(config, { db }) {
    const push = await startPush(config, { db });
    return { service: push.service, emulatorUrl: push.emulator?.url, stop: push.stop };
  },
  emulatorNote: (url) => `Push messages (FCM) emulated at ${url}/control/state (no PUSH_URL set)`,
};
