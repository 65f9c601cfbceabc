import { CONFIRMATION_REQUIRED, LIST_CONFIRMATIONS } from '../../../domain/newsletter/confirmations.ts';
import type { EntityHooks } from '../../crud/entity-hooks.ts';
import { ApiError } from '../../errors.ts';
import { callMailjet, isMailjetNotFound, fromMailjetError } from './mailjet-errors.ts';
import { ensureMailjetList, type ListInMailjet } from './mailjet-lists.ts';
import type { NewsletterServices } from './newsletter-context.ts';

/** 422 at every confirmation a create leaves out or a write sets to anything but true. */
function refuseMissingConfirmations(values: Record<string, unknown>, creating: boolean) {
  const missing = LIST_CONFIRMATIONS.filter((field) => (creating || field in values ? values[field] !== true : false));
  if (missing.length > 0)
    throw new ApiError('Unprocessable', 'All five confirmations are required', {
      errors: missing.map((field) => ({ field, key: CONFIRMATION_REQUIRED })),
    });
}

/**
 * Contact lists (spec 1 §3, §5): created only with the five confirmations, recorded with who gave them
 * and when; kept in Mailjet as a contactslist of the same name. Each Mailjet call runs after our write,
 * in its transaction, so that a refusal there keeps nothing here. A locked list stays in Mailjet (the
 * campaigns refuse to send to it); a deleted one is deleted there too.
 */
export const contactListHooks = ({ mailjet }: NewsletterServices): EntityHooks => ({
  async beforeWrite({ action, values, context, mode }) {
    refuseMissingConfirmations(values, action === 'create' || mode === 'put');
    if (action !== 'create') return values;
    return { ...values, confirmed_by: context.user.id_users, confirmed_at: new Date() };
  },

  async afterChange({ trx, action, after, before, written }) {
    try {
      if (action === 'delete' || action === 'force-delete') {
        const id = before?.mailjet_id;
        if (typeof id === 'number') await mailjet.deleteContactsList(id).catch(ignoreNotFound);
        return;
      }
      const list = after as unknown as ListInMailjet;
      const { id, created } = await ensureMailjetList(trx, mailjet, list);
      // The change's answer is this row: it shows the Mailjet ID as stored.
      list.mailjet_id = id;
      if (!created && 'name' in written && written.name !== before?.name)
        await callMailjet(() => mailjet.updateContactsList(id, { name: list.name }));
    } catch (error) {
      throw fromMailjetError(error);
    }
  },
});

const ignoreNotFound = (error: unknown) => {
  if (!isMailjetNotFound(error)) throw error;
};
