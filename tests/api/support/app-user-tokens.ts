import type { Kysely } from 'kysely';
import type { Tables } from '../../../server/db/tables.ts';
import { mintToken } from './mintedTokens.ts';

/** A new user of the demo role `app user` (the traveller's rights), and their minted token. */
export async function appUserToken(db: Kysely<Tables>, label: string): Promise<string> {
  const role = await db.selectFrom('roles').select('id_roles').where('role', '=', 'app user').executeTakeFirstOrThrow();
  const email = `${label}@app-user.test`;
  await db
    .insertInto('users')
    .values({ email, password: 'minted-token-user', id_roles: role.id_roles, app_user: true })
    .execute();
  return mintToken(db, email);
}
