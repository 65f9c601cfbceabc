import type { MailjetDraftStatus } from './mailjet-system.ts';

/** `campaigndraft/{id}/status` names the statuses a draft's `Status` numbers. */
export const DRAFT_STATUS_NAMES: Readonly<Record<string, MailjetDraftStatus>> = {
  Deleted: -2,
  Archived: -1,
  Draft: 0,
  Programmed: 1,
  Sent: 2,
};

/** Mailjet's unsubscribe link placeholder in a mail's content: `[[UNSUB_LINK]]`, or with a locale, `[[UNSUB_LINK_DE]]`. */
export const UNSUB_LINK = /\[\[UNSUB_LINK(?:_[A-Za-z]{2}(?:[_-][A-Za-z]{2})?)?\]\]/g;
