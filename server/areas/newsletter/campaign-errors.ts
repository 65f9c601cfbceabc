import { ApiError } from '../../errors.ts';

/** 422: the campaign's template lacks Mailjet's unsubscribe link (spec 1 §5). */
export const unsubscribeLinkMissing = () =>
  new ApiError('Unprocessable', "The campaign's template has no unsubscribe link", {
    errors: [{ field: 'id_nl_template', key: 'newsletter.errors.unsubscribe_link_missing' }],
  });

/** 422: the campaign's contact list is locked or gone. */
export const listLocked = () =>
  new ApiError('Unprocessable', "The campaign's contact list is locked", {
    errors: [{ field: 'id_nl_contactslist', key: 'newsletter.errors.list_locked' }],
  });

/** 409: a sent campaign is sent once, and kept. */
export const campaignSent = () =>
  new ApiError('Conflict', 'The campaign has been sent', { errors: [{ key: 'newsletter.errors.campaign_sent' }] });

/** 422: a schedule for a time that has passed. */
export const schedulePast = () =>
  new ApiError('Unprocessable', 'The time to send at has passed', {
    errors: [{ field: 'date', key: 'newsletter.errors.schedule_past' }],
  });
