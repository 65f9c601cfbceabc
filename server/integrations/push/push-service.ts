import type { PushSystem } from './push-system.ts';

/** An app install as FCM knows it: its registration token and the topics it subscribed to. */
export interface PushInstall {
  token: string;
  topics: readonly string[];
}

/**
 * FCM as the app area uses it: sending, and what the app's Firebase SDK does on the phone. With the
 * real FCM the app registers itself and subscribes to its topics, so `install` and `uninstall` do
 * nothing; the emulator learns of an install only through them.
 */
export interface PushService extends PushSystem {
  install(device: PushInstall): Promise<void>;
  uninstall(token: string): Promise<void>;
}
