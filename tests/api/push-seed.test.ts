import { describe, expect, it } from 'vitest';
import { seedPush } from '../../server/areas/app/seed/push.ts';
import { superadminApp } from './support/superadminApp.ts';
import { repositoryRegistry } from './support/testApp.ts';

// The push demo data: topics, installs, 20 messages (12 sent with their notifications); a second run adds nothing.

const api = superadminApp();

describe('the push demo data', () => {
  it('seeds topics, installs and twenty messages once', async () => {
    const { db } = api.app.database;
    const context = { db, registry: repositoryRegistry };
    const first = await seedPush(context);
    expect(first).toMatchObject({ app_topics: 5, app_pushnotifications: 20 });
    expect(first.app_devices).toBeGreaterThan(0);
    const statuses = await db.selectFrom('app_pushnotifications').select('status').execute();
    expect(statuses.filter((row) => row.status === 'sent')).toHaveLength(12);
    expect(statuses.filter((row) => row.status === 'unsent')).toHaveLength(8);
    const greta = await db
      .selectFrom('users')
      .select('id_users')
      .where('email', '=', 'app@demo.local')
      .executeTakeFirstOrThrow();
    expect(
      await db.selectFrom('app_devices').select('token').where('id_users', '=', greta.id_users).execute(),
    ).toHaveLength(1);
    expect(await seedPush(context)).toEqual({
      app_topics: 0,
      app_devices: 0,
      app_pushnotifications: 0,
      app_usernotifications: 0,
    });
  });
});
