import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';

export const REFRESH_TOKEN_TTL_DAYS = 30;
/**
 * How long a traded refresh token still answers with the pair it was traded for: two renewals
 * sent at once with one token (two tabs, a retry after a lost answer) both continue the session.
 */
export const REFRESH_GRACE_SECONDS = 10;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The token a refresh token is traded for. Derived, not random: the server keeps only hashes, yet
 * must answer a repeat within the grace window with the same token. Keyed with a server key, so
 * that a token and the database together still do not tell its successor.
 */
const successorOf = (successorKey: Buffer, token: string) =>
  createHmac('sha256', successorKey).update(token).digest('base64url');

/** A new refresh token for the user; only its hash is stored. */
export async function issueRefreshToken(
  db: Kysely<Tables>,
  userId: number,
  ip: string,
  token = randomBytes(32).toString('base64url'),
): Promise<string> {
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
 * Trades a refresh token for its successor (rotation) and answers its user. A token traded within
 * the grace window answers the same successor while that is still live. A token traded earlier, or
 * whose successor was traded or revoked since, is a sign of theft: every session of its user ends.
 * A token revoked without a trade (its sessions ended already), unknown or expired: undefined.
 */
export async function rotateRefreshToken(
  db: Kysely<Tables>,
  token: string,
  { ip, successorKey }: { ip: string; successorKey: Buffer },
): Promise<Rotated | undefined> {
  const successor = successorOf(successorKey, token);
  const outcome = await db.transaction().execute(async (trx): Promise<Rotated | 'reused' | undefined> => {
    const stored = await trx
      .selectFrom('refresh_token')
      .select(['id_refresh_token', 'id_users', 'revoked_at', 'expires_at'])
      .select(sql<boolean>`revoked_at > now() - make_interval(secs => ${REFRESH_GRACE_SECONDS})`.as('in_grace'))
      .where('token_hash', '=', hashOf(token))
      .forUpdate()
      .executeTakeFirst();
    if (!stored || stored.expires_at.getTime() <= Date.now()) return undefined;
    if (stored.revoked_at) {
      const traded = await trx
        .selectFrom('refresh_token')
        .select(['revoked_at', 'expires_at'])
        .where('token_hash', '=', hashOf(successor))
        .executeTakeFirst();
      if (!traded) return undefined;
      if (stored.in_grace && !traded.revoked_at && traded.expires_at.getTime() > Date.now())
        return { userId: stored.id_users, refreshToken: successor };
      await revokeSessionsIn(trx, stored.id_users);
      return 'reused';
    }
    await trx
      .updateTable('refresh_token')
      .set({ revoked_at: sql<Date>`now()` })
      .where('id_refresh_token', '=', stored.id_refresh_token)
      .execute();
    return { userId: stored.id_users, refreshToken: await issueRefreshToken(trx, stored.id_users, ip, successor) };
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
