import type { Kysely } from 'kysely';
import { bookAttempt } from '../../../auth/login-throttle.ts';
import type { Tables } from '../../../db/tables.ts';

/**
 * Counts a call that sends an account mail against the address it goes to and the client, with
 * the sign-in limits: nobody can flood a mailbox or our SMTP server through the public calls.
 */
export async function throttleMail(db: Kysely<Tables>, email: string, ip: string): Promise<void> {
  await bookAttempt(db, { account: `mail:${email.trim().toLowerCase()}`, address: `mail-client:${ip}` });
}
