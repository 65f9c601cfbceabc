import type { Integration } from '../../core/integration.ts';
import { MailjetError, type MailjetSystem } from './mailjet-system.ts';

// Skeleton: the client and emulator come with their work package.
const unreachable = () => Promise.reject(new MailjetError('unreachable', 'Mailjet is not wired yet'));

/** Mailjet, which keeps the newsletter's lists and sends its campaigns: at MAILJET_URL, or the Mailjet emulator when none is set. */
export const mailjetIntegration: Integration<'mailjet', MailjetSystem> = {
  name: 'mailjet',
  async start() {
    const service = new Proxy({} as MailjetSystem, { get: () => unreachable });
    return { service, stop: async () => {} };
  },
  emulatorNote: (url) => `Mailjet emulated at ${url} (no MAILJET_URL set)`,
};
