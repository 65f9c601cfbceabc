import type { EntityHooks } from '../../crud/entity-hooks.ts';
import type { AppServices } from './app-context.ts';
import { pushSent } from './push-errors.ts';
import { checkPushTarget } from './push-rules.ts';

/**
 * Push messages on every generic write path: each names its receivers (422, `push-rules.ts`); a sent
 * or partly sent one is kept (its fields are locked by `x-locked-when`, its delete is 409).
 */
export const pushNotificationHooks = (_services: AppServices): EntityHooks => ({
  async beforeWrite({ trx, values, before }) {
    await checkPushTarget(trx, { ...before, ...values });
    return values;
  },

  async beforeDelete({ before }) {
    if (before && before.status !== 'unsent') throw pushSent();
  },
});
