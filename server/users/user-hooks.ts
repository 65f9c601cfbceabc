import { revokeSessions } from '../auth/refresh-tokens.ts';
import type { EntityHooks } from '../crud/entity-hooks.ts';

/**
 * A new password, disabling, deleting or restoring a user ends every session of theirs: refresh
 * tokens are revoked and access tokens issued before stop working.
 */
export const userHooks: EntityHooks = {
  async afterChange({ trx, recordId, action, written, before, after }) {
    const disabled = before?.isActive === true && after?.isActive === false;
    const newPassword = action === 'update' && written.password !== undefined;
    if (action === 'delete' || action === 'force-delete' || disabled || newPassword)
      await revokeSessions(trx, recordId);
  },
};
