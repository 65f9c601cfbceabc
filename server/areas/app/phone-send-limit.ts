import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { ApiError } from '../../errors.ts';

const HOUR_MS = 3_600_000;

export interface SendLimits {
  /** `sms_min_interval_seconds`: no new code to the same number before this has passed. */
  minIntervalSeconds: number;
  /** `sms_max_per_hour_per_number`. */
  maxPerHour: number;
}

const tooMany = (key: string, message: string, seconds: number) =>
  new ApiError('TooManyRequests', message, {
    errors: [{ key, params: { seconds } }],
    headers: { 'retry-after': String(seconds) },
  });

/**
 * Books a code sent to `number` against the limits per number, or refuses with 429 and the seconds to
 * wait. The sends are kept in the sign-in throttle's table (`login_attempt`, key `phone-code:<number>`),
 * counted under an advisory lock per number, so that two requests at once cannot both slip past.
 */
export async function bookCodeSend(db: Kysely<Tables>, number: string, limits: SendLimits): Promise<void> {
  const key = `phone-code:${number}`;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    await trx
      .deleteFrom('login_attempt')
      .where('throttle_key', '=', key)
      .where('at', '<', sql<Date>`now() - interval '1 hour'`)
      .execute();
    const sends = await trx
      .selectFrom('login_attempt')
      .select(sql<Date>`at`.as('at'))
      .select(sql<Date>`now()`.as('now'))
      .where('throttle_key', '=', key)
      .orderBy('at', 'desc')
      .execute();
    const now = sends[0]?.now.getTime() ?? 0;
    const latest = sends[0]?.at.getTime();
    const since = latest === undefined ? Infinity : now - latest;
    if (since < limits.minIntervalSeconds * 1000) {
      const seconds = Math.max(1, Math.ceil((limits.minIntervalSeconds * 1000 - since) / 1000));
      throw tooMany('app.errors.verification_too_soon', 'A code was sent to this number a moment ago', seconds);
    }
    if (sends.length >= limits.maxPerHour) {
      const oldest = (sends[limits.maxPerHour - 1] ?? sends.at(-1))?.at.getTime() ?? now;
      const seconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now) / 1000));
      throw tooMany('app.errors.verification_too_many', 'Too many codes were sent to this number this hour', seconds);
    }
    await trx.insertInto('login_attempt').values({ throttle_key: key }).execute();
  });
}
