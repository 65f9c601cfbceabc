import { describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.ts';
import { pushIntegration } from '../../server/integrations/push/push-integration.ts';
import { superadminApp } from './support/superadminApp.ts';
import { repositoryRegistry } from './support/testApp.ts';

// As `npm start` starts it: without PUSH_URL the push emulator, which knows the installs of the
// database with their topics and delivers to them; an install registered later through the service too.

const api = superadminApp();

describe('the push integration', () => {
  it('starts the emulator with the installs of the database, and installs and uninstalls through it', async () => {
    const { db } = api.app.database;
    const user = await db
      .selectFrom('users')
      .select('id_users')
      .where('email', '=', 'app@demo.local')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('app_devices')
      .values({
        id_users: user.id_users,
        token: 'kept-install',
        platform: 'android',
        topics: JSON.stringify(['alle', 'angebote']),
      })
      .execute();
    const running = await pushIntegration.start({ pushEmulatorPort: 0 } as Config, {
      db,
      registry: repositoryRegistry,
    });
    try {
      expect(running.emulatorUrl).toEqual(expect.any(String));
      const push = running.service;
      await push.send({
        target: { condition: "'alle' in topics && 'angebote' in topics" },
        notification: { title: 'Hallo', body: 'Welt' },
      });
      await push.install({ token: 'new-install', topics: ['alle'] });
      await push.send({ target: { token: 'new-install' }, notification: { title: 'Hallo', body: 'Welt' } });
      await push.uninstall('new-install');
      await expect(
        push.send({ target: { token: 'new-install' }, notification: { title: 'Hallo', body: 'Welt' } }),
      ).rejects.toMatchObject({ errorCode: 'UNREGISTERED' });
      const state = (await (await fetch(`${running.emulatorUrl}/control/state`)).json()) as {
        messages: { deliveredTo: string[] }[];
      };
      expect(state.messages.map((message) => message.deliveredTo)).toEqual([['kept-install'], ['new-install']]);
    } finally {
      await running.stop();
    }
  });
});
