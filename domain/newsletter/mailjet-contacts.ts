/** A contact's membership of its list, as our contacts keep it (schemas/newsletter/contact.json). */
export type Membership = 'subscribed' | 'unsubscribed' | 'integrated' | 'excluded';

/**
 * What Mailjet's `managecontact` does with a contact of ours: a subscribed one is in the list and gets
 * its campaigns, an unsubscribed one stays there as unsubscribed, and the rest (integrated, not yet
 * confirmed; excluded; locked) are out of it.
 */
export function mailjetAction(contact: { membership: Membership; locked: boolean }): 'addforce' | 'unsub' | 'remove' {
  if (contact.locked) return 'remove';
  if (contact.membership === 'subscribed') return 'addforce';
  return contact.membership === 'unsubscribed' ? 'unsub' : 'remove';
}

/** An email as the lists compare it: trimmed, case ignored. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** The name Mailjet shows for a contact: first and last name, or none. */
export const mailjetName = (contact: { first_name?: string | null; last_name?: string | null }) =>
  [contact.first_name, contact.last_name].filter((part) => part?.trim()).join(' ') || undefined;

/** `GET /mailjet/contact` and `GET /mailjet/contact/{searchQuery}` answer Mailjet's own shape (spec 2 §7). */
export interface MailjetContactRow {
  ID: number;
  Email: string;
  Name: string;
  CreatedAt: string;
  DeliveredCount: number;
  IsExcludedFromCampaigns: boolean;
  IsOptInPending: boolean;
  LastActivityAt: string | null;
}

export interface MailjetContactsAnswer {
  Count: number;
  Total: number;
  Data: MailjetContactRow[];
}
