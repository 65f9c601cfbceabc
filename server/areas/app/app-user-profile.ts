import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { writeAudit } from '../../crud/audit.ts';
import { transact } from '../../crud/crud-context.ts';
import { toColumnValues } from '../../crud/operations/column-values.ts';
import type { Tables } from '../../db/tables.ts';
import { notFound } from '../../errors.ts';

/** What an app user may change of their own record: person, address and contact; never account or rights. */
export const PROFILE_FIELDS = [
  'salutation',
  'title',
  'firstname',
  'lastname',
  'birthday',
  'street',
  'number',
  'zip',
  'city',
  'country',
  'emails',
  'phones',
  'mobile',
] as const;

/** What the profile shows besides: the sign-in address and whether the mobile number is verified. */
const SHOWN_FIELDS = [...PROFILE_FIELDS, 'id_users', 'email', 'phone_verified'] as const;

export type ProfileChange = Partial<Record<(typeof PROFILE_FIELDS)[number], unknown>>;

const profileQuery = (db: Kysely<Tables>, userId: number) =>
  db.selectFrom('users').select(SHOWN_FIELDS).where('id_users', '=', userId).where('deleted_at', 'is', null);

/** The signed-in user's profile. */
export async function ownProfile(db: Kysely<Tables>, userId: number) {
  const profile = await profileQuery(db, userId).executeTakeFirst();
  if (!profile) throw notFound();
  return profile;
}

/**
 * Changes the user's profile, with its history row. A new mobile number is not verified yet: its
 * verification is reset where the number is written.
 */
export async function changeProfile(
  db: Kysely<Tables>,
  users: ResourceDefinition,
  who: { userId: number; ip: string },
  change: ProfileChange,
) {
  return transact(db, async (trx) => {
    const before = await profileQuery(trx, who.userId).forUpdate().executeTakeFirst();
    if (!before) throw notFound();
    const newMobile = change.mobile !== undefined && change.mobile !== before.mobile;
    const values = {
      ...toColumnValues(users.entity, change),
      ...(newMobile ? { phone_verified: false, verified_at: null, code_valid_until: null } : {}),
      updated_at: new Date(),
      updated_by: who.userId,
    };
    await trx
      .updateTable('users')
      .set(values as never)
      .where('id_users', '=', who.userId)
      .execute();
    const after = await profileQuery(trx, who.userId).executeTakeFirstOrThrow();
    await writeAudit(trx, users.entity, {
      userId: who.userId,
      ip: who.ip,
      resource: users.name,
      recordId: who.userId,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}
