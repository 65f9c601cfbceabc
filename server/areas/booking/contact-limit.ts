import { ApiError } from '../../errors.ts';

const WINDOW_MS = 10 * 60_000;
const MOST_MESSAGES = 5;
/** Past this many clients, those with no message in the window are forgotten. */
const MOST_CLIENTS = 10_000;

/**
 * How many contact messages one client (its IP address) may send: 5 in 10 minutes, so that nobody
 * floods the tenant's mailbox through the public form. Kept in memory: a restart forgets it, and each
 * server process counts for itself, which is enough for a form.
 */
export function contactLimit(now: () => number = Date.now) {
  const sent = new Map<string, number[]>();

  function recent(ip: string, at: number) {
    return (sent.get(ip) ?? []).filter((time) => time > at - WINDOW_MS);
  }

  return {
    /** Counts a message of `ip`, or refuses it with 429 and the seconds until the next one is taken. */
    take(ip: string): void {
      const at = now();
      const times = recent(ip, at);
      if (times.length >= MOST_MESSAGES) {
        const seconds = Math.max(1, Math.ceil(((times[0] ?? at) + WINDOW_MS - at) / 1000));
        throw new ApiError('TooManyRequests', 'Too many messages from this address; try again later', {
          errors: [{ key: 'booking.errors.too_many_messages', params: { seconds } }],
          headers: { 'retry-after': String(seconds) },
        });
      }
      if (sent.size >= MOST_CLIENTS)
        for (const [client] of sent) if (recent(client, at).length === 0) sent.delete(client);
      sent.set(ip, [...times, at]);
    },
  };
}
