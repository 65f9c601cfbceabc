import type { EntityHooks } from '../../crud/entity-hooks.ts';
import { campaignSent } from './campaign-errors.ts';
import { callMailjet } from './mailjet-errors.ts';
import { openList, templateWithLink } from './campaign-parts.ts';
import { sentByMailjet } from './campaign-state.ts';
import type { NewsletterServices } from './newsletter-context.ts';

/**
 * Campaigns on every generic write path. A campaign's template carries the unsubscribe link and its
 * list is not locked (422, checked for the list and template a write names); a sent campaign is kept
 * (its fields are locked by `x-locked-when`, its delete is 409); deleting a scheduled one takes it off
 * Mailjet's schedule first (409 when Mailjet has sent it meanwhile). Status and send fields are read-only, so a copy starts as a draft.
 */
export const campaignHooks = ({ mailjet }: NewsletterServices): EntityHooks => ({
  async beforeWrite({ trx, values, action }) {
    if (action === 'create' || 'id_nl_template' in values) await templateWithLink(trx, Number(values.id_nl_template));
    if (action === 'create' || 'id_nl_contactslist' in values) await openList(trx, Number(values.id_nl_contactslist));
    return values;
  },

  async beforeDelete({ before }) {
    if (!before) return;
    if (before.status === 'sent') throw campaignSent();
    const draftId = before.mailjet_id;
    if (before.status !== 'scheduled' || typeof draftId !== 'number') return;
    await callMailjet(async () => {
      try {
        await mailjet.cancelSchedule(draftId);
      } catch (error) {
        // Mailjet has sent it already: it is kept, as every sent campaign is.
        throw (await sentByMailjet(mailjet, draftId, error)) ? campaignSent() : error;
      }
    });
  },
});
