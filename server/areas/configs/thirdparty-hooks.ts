import type { EntityHooks } from '../../crud/entity-hooks.ts';

/**
 * A provider's secret is write-only: never answered. What the console may know is whether one is
 * stored, `secret_set`, which follows every write of the secret (an empty text removes it).
 */
export const thirdpartyHooks: EntityHooks = {
  beforeWrite: async ({ values }) => {
    if (!('secret' in values)) return values;
    const secret = typeof values.secret === 'string' && values.secret !== '' ? values.secret : null;
    return { ...values, secret, secret_set: secret !== null };
  },
};
