/** `GET /mailjet/account`: the newsletter account at a glance, for the `/mailjet` page. */
export const ACCOUNT_PATH = '/mailjet/account';

/** How many of the account shows to last campaigns. */
export const LAST_CAMPAIGNS = 5;

export interface AccountCampaign {
  id_nl_campaign: number;
  title: string;
  status: 'draft' | 'scheduled' | 'sent';
  /** ISO date-time. */
  scheduled_at: string | null;
  sent_at: string | null;
}

export interface MailjetAccount {
  /** Whether Mailjet answered; when not, `mailjet` is null and the rest is what our database knows. */
  reachable: boolean;
  /** Our contact lists, contacts and subscribed contacts. */
  lists: number;
  contacts: number;
  subscribed: number;
  /** Mailjet's own totals of lists and contacts, when it answered. */
  mailjet: { lists: number; contacts: number } | null;
  /** The last campaigns and those scheduled, or null for a user who may not read campaigns. */
  lastCampaigns: AccountCampaign[] | null;
  scheduledCampaigns: AccountCampaign[] | null;
}
