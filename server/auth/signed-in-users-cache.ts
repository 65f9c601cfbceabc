import type { Kysely } from 'kysely';
import { createExpiringCache } from '../core/expiring-cache.ts';
import type { Tables } from '../db/tables.ts';
import { onTableWrites } from '../db/table-writes.ts';
import { findSignedInUser, type UserWithPassword } from '../users/signed-in-user.ts';

/** The tables a signed-in user is read from: a write to any of them forgets every cached user. */
const USER_TABLES = ['users', 'roles', 'vc_card', 'login_event'];

export interface SignedInUsersOptions {
  /** How long a user read for one request serves the next ones; other processes' changes show after it. */
  ttlMs: number;
  maxEntries?: number;
}

/**
 * The users behind access tokens, read once and kept for a moment: a list request then costs one
 * query, not two. A change this process makes to users, roles or cards (sign-out, disabling, a new
 * role) forgets them at once; one made by another process shows within `ttlMs`.
 */
export function signedInUsers(db: Kysely<Tables>, { ttlMs, maxEntries = 5000 }: SignedInUsersOptions) {
  const cache = createExpiringCache<UserWithPassword>({ ttlMs, maxEntries });
  const watched =
    ttlMs > 0 &&
    onTableWrites(db, (tables) => {
      if (USER_TABLES.some((table) => tables.has(table))) cache.clear();
    }) !== undefined;
  return async function signedInUser(id: number): Promise<UserWithPassword | undefined> {
    const key = String(id);
    const cached = cache.get(key);
    if (cached) return cached;
    const found = await findSignedInUser(db, { id });
    if (found && watched) cache.set(key, found);
    return found;
  };
}
