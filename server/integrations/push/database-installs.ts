import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { PushInstall } from './push-service.ts';

/** The app installs our database knows, for the push emulator to take in at start. */
export async function readPushInstalls(db: Kysely<Tables>): Promise<PushInstall[]> {
  const rows = await db.selectFrom('app_devices').select(['token', 'topics']).orderBy('id_app_device').execute();
  return rows.map((row) => ({ token: row.token, topics: row.topics ?? [] }));
}
