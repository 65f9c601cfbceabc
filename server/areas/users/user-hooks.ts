import { revokeSessions } from '../../auth/refresh-tokens.ts';
import type { EntityHooks } from '../../crud/entity-hooks.ts';
import { ApiError } from '../../errors.ts';
import { changedFields } from '../../permissions/field-rules.ts';

/** A new mobile number is not verified, and a code sent to the old one is void. */
const UNVERIFIED_PHONE = { phone_verified: false, verified_at: null, code_valid_until: null, phone_code_hash: null };

/** Whether a write gives the user another mobile number (a PUT that leaves it out empties it). */
function mobileChanges(values: Record<string, unknown>, before: Record<string, unknown> | undefined, mode?: string) {
  const written = 'mobile' in values ? values.mobile : mode === 'put' ? null : undefined;
  const normal = (value: unknown) => (typeof value === 'string' ? value.trim() : '') || null;
  return written !== undefined && normal(written) !== normal(before?.mobile);
}

/**
 * Nobody changes their own role (not even to one they could grant: that would be a way back
 * round a demotion). A new password, disabling, deleting or restoring a user ends every session
 * of theirs: refresh tokens are revoked and access tokens issued before stop working. A new mobile
 * number, on every write path, must be verified again.
 */
export const userHooks: EntityHooks = {
  async beforeWrite({ context, action, values, before, mode }) {
    const { entity } = context.resource;
    if (action === 'update' && before?.[entity.idField] === context.user.id_users) {
      const roles = Object.values(entity.fields).filter((field) => field.grantsRole);
      const changed = changedFields(roles, { action, values, before, mode });
      if (changed.length > 0)
        throw new ApiError('Forbidden', 'Nobody changes their own role', {
          errors: changed.map((field) => ({ field: field.name, key: 'error.own_role' })),
        });
    }
    if (action === 'update' && mobileChanges(values, before, mode)) return { ...values, ...UNVERIFIED_PHONE };
    return values;
  },

  async afterChange({ trx, recordId, action, written, before, after }) {
    const disabled = before?.isActive === true && after?.isActive === false;
    const newPassword = action === 'update' && written.password !== undefined;
    if (action === 'delete' || action === 'force-delete' || disabled || newPassword)
      await revokeSessions(trx, recordId);
  },
};
