import type { PostgresPool } from 'kysely';
import type pg from 'pg';
import { ApiError } from '../errors.ts';

/** How long a client is asked to wait before trying again: the queue drains in well under that. */
const RETRY_AFTER_SECONDS = 1;

/** pg's message when a request waited `connectionTimeoutMillis` for a pooled connection. */
const WAITED_TOO_LONG = /timeout exceeded when trying to connect/i;

const busy = (cause?: unknown) =>
  new ApiError('Unavailable', 'Every database connection is busy', {
    errors: [{ key: 'error.busy' }],
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
    cause,
  });

/**
 * The pool as Kysely uses it, with a bounded queue: when every connection is busy, at most
 * `queueLimit` requests wait (each at most the pool's connection timeout); past that, or after that
 * wait, a request answers 503 with Retry-After at once rather than piling up into timeouts and 500s.
 */
export function boundedPool(pool: pg.Pool, queueLimit: number): PostgresPool {
  return {
    async connect() {
      if (pool.waitingCount >= queueLimit && pool.idleCount === 0) throw busy();
      try {
        return await pool.connect();
      } catch (error) {
        throw error instanceof Error && WAITED_TOO_LONG.test(error.message) ? busy(error) : error;
      }
    },
    end: () => pool.end(),
  };
}
