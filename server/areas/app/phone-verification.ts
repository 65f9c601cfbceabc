import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { ApiError } from '../../errors.ts';
import { CODE_VALID_MINUTES, isPhoneCode, MAX_WRONG_CODES, phoneCodeHash } from './phone-code.ts';
import { mobileInE164 } from './phone-number.ts';

/** The signed-in user's number and whether it is verified, as `GET /phone-verification` answers it. */
export interface PhoneState {
  mobile: string | null;
  phone_verified: boolean;
  verified_at: string | null;
  code_valid_until: string | null;
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export async function phoneState(db: Kysely<Tables>, userId: number): Promise<PhoneState & { email: string | null }> {
  const row = await db
    .selectFrom('users')
    .select(['mobile', 'email', 'phone_verified', 'verified_at', 'code_valid_until'])
    .where('id_users', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    mobile: row.mobile,
    email: row.email,
    phone_verified: row.phone_verified,
    verified_at: iso(row.verified_at),
    code_valid_until: iso(row.code_valid_until),
  };
}

/** The user's mobile in E.164, or a 422 when they have none or it is no phone number. */
export function verifiableMobile(mobile: string | null): string {
  if (!mobile)
    throw new ApiError('Unprocessable', 'The profile has no mobile number', {
      errors: [{ field: 'mobile', key: 'app.errors.verification_no_mobile' }],
    });
  const number = mobileInE164(mobile);
  if (!number)
    throw new ApiError('Unprocessable', 'The mobile number is no phone number', {
      errors: [{ field: 'mobile', key: 'app.errors.verification_mobile_invalid' }],
    });
  return number;
}

/** Keeps the hash of a new code, valid for ten minutes from now; an open code before it is void. Answers its end. */
export async function storeCode(db: Kysely<Tables>, userId: number, code: string): Promise<string> {
  const row = await db
    .updateTable('users')
    .set({
      phone_code_hash: phoneCodeHash(userId, code),
      phone_code_attempts: 0,
      code_valid_until: sql<Date>`now() + make_interval(mins => ${CODE_VALID_MINUTES})`,
    })
    .where('id_users', '=', userId)
    .returning('code_valid_until')
    .executeTakeFirstOrThrow();
  return iso(row.code_valid_until)!;
}

type Outcome = { verified_at: string } | { wrong: number } | 'expired';

/**
 * Checks a typed code: the right one verifies the number and is used up; a wrong one counts, and the
 * fifth makes the code void; an expired, void or missing code is a 422. The count is kept although
 * the call is refused: it is written before the refusal is thrown.
 */
export async function confirmCode(db: Kysely<Tables>, userId: number, code: string): Promise<string> {
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    const stored = await trx
      .selectFrom('users')
      .select(['phone_code_hash', 'phone_code_attempts', sql<boolean>`code_valid_until > now()`.as('valid')])
      .where('id_users', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (!stored.phone_code_hash || !stored.valid) return 'expired';
    if (isPhoneCode(userId, code, stored.phone_code_hash)) {
      const row = await trx
        .updateTable('users')
        .set({
          phone_verified: true,
          verified_at: sql<Date>`now()`,
          phone_code_hash: null,
          phone_code_attempts: 0,
          code_valid_until: null,
        })
        .where('id_users', '=', userId)
        .returning('verified_at')
        .executeTakeFirstOrThrow();
      return { verified_at: iso(row.verified_at)! };
    }
    const wrong = stored.phone_code_attempts + 1;
    const spent = wrong >= MAX_WRONG_CODES;
    await trx
      .updateTable('users')
      .set(
        spent
          ? { phone_code_hash: null, phone_code_attempts: 0, code_valid_until: null }
          : { phone_code_attempts: wrong },
      )
      .where('id_users', '=', userId)
      .execute();
    return { wrong };
  });
  if (outcome === 'expired')
    throw new ApiError('Unprocessable', 'No valid code is open: ask for a new one', {
      errors: [{ field: 'code', key: 'app.errors.verification_code_expired' }],
    });
  if ('wrong' in outcome)
    throw new ApiError('Unprocessable', 'The code is wrong', {
      errors: [
        { field: 'code', key: 'app.errors.verification_code_wrong', params: { left: MAX_WRONG_CODES - outcome.wrong } },
      ],
    });
  return outcome.verified_at;
}
