import { createHash, randomBytes, randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AccountCodePurpose, Tables } from '../../../db/tables.ts';

/** Wrong tries after which a typed code is gone. */
const MAX_FAILED_ATTEMPTS = 5;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** A typed code: six digits, for the user to copy from a mail. */
const typedCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** A link code: 32 URL-safe characters (192 bits). */
const linkCode = () => randomBytes(24).toString('base64url');

export interface IssueOptions {
  purpose: AccountCodePurpose;
  form: 'typed' | 'link';
  validMinutes: number;
}

/** A new code for the user; the earlier codes of the same purpose are gone. Answers the code itself. */
export async function issueCode(trx: Kysely<Tables>, userId: number, options: IssueOptions): Promise<string> {
  const code = options.form === 'typed' ? typedCode() : linkCode();
  await trx.deleteFrom('account_code').where('id_users', '=', userId).where('purpose', '=', options.purpose).execute();
  await trx
    .insertInto('account_code')
    .values({
      id_users: userId,
      purpose: options.purpose,
      code_hash: hashCode(code),
      expires_at: sql<Date>`now() + make_interval(mins => ${options.validMinutes})`,
    })
    .execute();
  return code;
}

/**
 * Uses a code from a link: answers its user and deletes it, or undefined when no valid code of
 * that purpose matches.
 */
export async function redeemLinkCode(
  trx: Kysely<Tables>,
  purpose: AccountCodePurpose,
  code: string,
): Promise<number | undefined> {
  const row = await trx
    .deleteFrom('account_code')
    .where('purpose', '=', purpose)
    .where('code_hash', '=', hashCode(code))
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id_users')
    .executeTakeFirst();
  return row?.id_users;
}

/**
 * Checks a typed code of the user: a match is used up and answers true; a miss counts, and the
 * fifth miss ends the code, so six digits cannot be guessed.
 */
export async function redeemTypedCode(
  trx: Kysely<Tables>,
  userId: number,
  purpose: AccountCodePurpose,
  code: string,
): Promise<boolean> {
  const stored = await trx
    .selectFrom('account_code')
    .select(['id_account_code', 'code_hash', 'failed_attempts'])
    .where('id_users', '=', userId)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', sql<Date>`now()`)
    .forUpdate()
    .executeTakeFirst();
  if (!stored) return false;
  if (stored.code_hash === hashCode(code)) {
    await trx.deleteFrom('account_code').where('id_account_code', '=', stored.id_account_code).execute();
    return true;
  }
  if (stored.failed_attempts + 1 >= MAX_FAILED_ATTEMPTS)
    await trx.deleteFrom('account_code').where('id_account_code', '=', stored.id_account_code).execute();
  else
    await trx
      .updateTable('account_code')
      .set({ failed_attempts: stored.failed_attempts + 1 })
      .where('id_account_code', '=', stored.id_account_code)
      .execute();
  return false;
}
