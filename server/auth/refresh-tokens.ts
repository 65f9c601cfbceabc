import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';

export const REFRESH_TOKEN_TTL_DAYS = 30;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new refresh token for the user; only its hash is stored. */
export async function issueRefreshToken(db: Kysely<Tables>, userId: number, ip: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('refresh_token')
    .values({
      id_users: userId,
      token_hash: hashOf(token),
      expires_at: sql<Date>`now() + make_interval(days => ${REFRESH_TOKEN_TTL_DAYS})`,
      ip,
    })
    .execute();
  return token;
}

interface Rotated {
  userId: number;
  refreshToken: string;
}

/**
 * Trades a refresh token for a new one (rotation) and answers its user. A token that was already
 * traded or revoked is a sign of theft: every session of its user ends. Unknown or expired: undefined.
 */
export async function rotateRefreshToken(db: Kysely<Tables>, token: string, ip: string): Promise<Rotated | undefined> {
  const outcome = await db.transaction().execute(async (trx): Promise<Rotated | 'reused' | undefined> => {
    const stored = await trx
      .selectFrom('refresh_token')
      .select(['id_refresh_token', 'id_users', 'revoked_at', 'expires_at'])
      .where('token_hash', '=', hashOf(token))
      .forUpdate()
      .executeTakeFirst();
    if (!stored || stored.expires_at.getTime() <= Date.now()) return undefined;
    if (stored.revoked_at) {
      await revokeSessionsIn(trx, stored.id_users);
      return 'reused';
    }
    await trx
      .updateTable('refresh_token')
      .set({ revoked_at: sql<Date>`now()` })
      .where('id_refresh_token', '=', stored.id_refresh_token)
      .execute();
    return { userId: stored.id_users, refreshToken: await issueRefreshToken(trx, stored.id_users, ip) };
  });
  return outcome === 'reused' ? undefined : outcome;
}

async function revokeSessionsIn(trx: Kysely<Tables>, userId: number) {
  await trx
    .updateTable('refresh_token')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id_users', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await trx
    .updateTable('users')
    .set({ token_version: sql<number>`token_version + 1` })
    .where('id_users', '=', userId)
    .execute();
}

/**
 * Ends every session of a user: their refresh tokens are revoked and every access token issued
 * before fails. For a password change or reset, disabling and deleting the user; inside a
 * transaction it becomes part of it.
 */
export async function revokeSessions(db: Kysely<Tables>, userId: number): Promise<void> {
  if (db.isTransaction) await revokeSessionsIn(db, userId);
  else await db.transaction().execute((trx) => revokeSessionsIn(trx, userId));
}
