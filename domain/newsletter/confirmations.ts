/** The five confirmations a contact list needs (spec 1 §5), in the order the form shows them. */
export const LIST_CONFIRMATIONS = [
  'consent_express',
  'consent_not_purchased',
  'consent_unsubscribe_link',
  'consent_lawful_content',
  'consent_guidelines_read',
] as const;

/** The message at a confirmation left out or withdrawn. */
export const CONFIRMATION_REQUIRED = 'newsletter.errors.confirmation_required';
