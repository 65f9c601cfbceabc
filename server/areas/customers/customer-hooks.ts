import type { EntityHooks } from '../../crud/entity-hooks.ts';

/**
 * A customer's newsletter consent carries its time: `newsletter_consent_at` is set when `newsletter`
 * becomes true and cleared when it becomes false (the newsletter import takes the consents of the last
 * 24 hours); a write that leaves the consent as it is keeps its time.
 */
export const customerHooks: EntityHooks = {
  async beforeWrite({ values, before }) {
    if (!('newsletter' in values) || values.newsletter === (before?.newsletter ?? false)) return values;
    return { ...values, newsletter_consent_at: values.newsletter === true ? new Date() : null };
  },
};
