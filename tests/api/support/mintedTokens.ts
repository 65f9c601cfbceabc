import type { Kysely } from 'kysely';
import { createTokenService } from '../../../server/auth/tokens.ts';
import type { Tables } from '../../../server/db/tables.ts';
import { TEST_JWT_SECRET } from './testApp.ts';
import { insertUserWith } from './ticketRows.ts';

const tokens = createTokenService(TEST_JWT_SECRET);

/**
 * An access token of an active user, signed as the test app signs them: what a sign-in would answer,
 * without argon2's second of hashing. Sign-in itself has tests of its own.
 */
export async function mintToken(db: Kysely<Tables>, email: string): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['id_users', 'token_version'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirstOrThrow();
  return tokens.signAccessToken({ userId: user.id_users, tokenVersion: user.token_version });
}

/** No password hashes to this: the users of minted tokens never sign in. */
const NO_PASSWORD = 'minted-token-user';

/** A new user whose role grants exactly `access`, and their minted token. */
export async function tokenWithRights(db: Kysely<Tables>, label: string, access: readonly string[]) {
  const { email } = await insertUserWith(db, label, access, NO_PASSWORD);
  return mintToken(db, email);
}

/** The user a minted token signs in. */
export function userOfToken(token: string): number {
  const subject = tokens.verifyAccessToken(token);
  if (!subject) throw new Error('not a token of the test app');
  return subject.userId;
}
