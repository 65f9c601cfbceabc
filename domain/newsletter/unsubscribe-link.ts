/** Mailjet's unsubscribe placeholder: `[[UNSUB_LINK]]`, or with a language, `[[UNSUB_LINK_DE]]`. */
const UNSUBSCRIBE_LINK = /\[\[UNSUB_LINK(?:_[A-Za-z]{2,3})?\]\]/;

interface MailParts {
  html_part?: unknown;
  text_part?: unknown;
}

/**
 * Whether a mail carries Mailjet's unsubscribe link where a reader sees it (spec 1 §5: every campaign
 * has one): in its HTML, and in its text part when it has one.
 */
export function carriesUnsubscribeLink({ html_part, text_part }: MailParts): boolean {
  const inHtml = typeof html_part === 'string' && UNSUBSCRIBE_LINK.test(html_part);
  const hasText = typeof text_part === 'string' && text_part.trim() !== '';
  return inHtml && (!hasText || UNSUBSCRIBE_LINK.test(text_part));
}
