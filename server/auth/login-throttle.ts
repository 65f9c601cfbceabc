import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';
import { ApiError } from '../errors.ts';

const WINDOW_MINUTES = 15;
/**
 * Failed sign-ins allowed per window: few for one account or one device, more for one address (an
 * office shares one).
 */
const LIMITS = { account: 5, address: 20, device: 5 } as const;

export type ThrottleKeys = Partial<Record<keyof typeof LIMITS, string>>;

/**
 * What an attempt counts against. From a device the account signed in on before (its device
 * cookie's nonce), only that device: nobody else's failures lock its owner out. From any other
 * client, the account and the address.
 */
export const throttleKeys = (email: string, ip: string, device?: string): ThrottleKeys =>
  device
    ? { device: `device:${device}` }
    : { account: `account:${email.trim().toLowerCase()}`, address: `address:${ip}` };

/**
 * Books a sign-in attempt against its keys (see `throttleKeys`), or refuses with 429 and
 * the seconds to wait. The booking counts as a failure until `recordSuccess`: parallel attempts
 * are counted under an advisory lock per key, so they cannot slip past the limit together.
 */
export async function bookAttempt(db: Kysely<Tables>, keys: ThrottleKeys): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const entries = Object.entries(keys).sort(([, a], [, b]) => (a < b ? -1 : 1)) as [keyof ThrottleKeys, string][];
    for (const [, key] of entries) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);

    let waitSeconds = 0;
    for (const [kind, key] of entries) {
      await trx
        .deleteFrom('login_attempt')
        .where('throttle_key', '=', key)
        .where('at', '<', sql<Date>`now() - make_interval(mins => ${WINDOW_MINUTES})`)
        .execute();
      const failures = await trx
        .selectFrom('login_attempt')
        .select('at')
        .where('throttle_key', '=', key)
        .where('succeeded', '=', false)
        .orderBy('at', 'desc')
        .limit(LIMITS[kind])
        .execute();
      if (failures.length >= LIMITS[kind]) {
        // Free again when the oldest of the last LIMIT failures leaves the window.
        const oldest = failures.at(-1)?.at.getTime() ?? Date.now();
        waitSeconds = Math.max(waitSeconds, Math.ceil((oldest + WINDOW_MINUTES * 60_000 - Date.now()) / 1000));
      }
    }
    if (waitSeconds > 0) {
      throw new ApiError('TooManyRequests', 'Too many sign-in attempts; try again later', {
        errors: [{ key: 'login.throttled', params: { seconds: waitSeconds } }],
        headers: { 'retry-after': String(waitSeconds) },
      });
    }
    const booked = await trx
      .insertInto('login_attempt')
      .values(entries.map(([, key]) => ({ throttle_key: key })))
      .returning('id_login_attempt')
      .execute();
    return booked.map((row) => row.id_login_attempt);
  });
}

/**
 * A successful sign-in: its booking stops counting, and the earlier failures of the account (from
 * untrusted clients) or of the device are forgiven; an address's failures are not.
 */
export async function recordSuccess(db: Kysely<Tables>, keys: ThrottleKeys, booking: number[]): Promise<void> {
  const forgiven = [keys.account, keys.device].filter((key) => key !== undefined);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('login_attempt').set({ succeeded: true }).where('id_login_attempt', 'in', booking).execute();
    await trx.deleteFrom('login_attempt').where('throttle_key', 'in', forgiven).execute();
  });
}
