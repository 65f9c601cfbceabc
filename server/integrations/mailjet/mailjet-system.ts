/**
 * Mailjet's API v3 (https://api.mailjet.com/v3/REST/…) as the newsletter area uses it, in Mailjet's own
 * terms, camel-cased. Every list call answers Mailjet's `{Count, Total, Data}` as `MailjetPage`.
 */

/** Mailjet's `Limit` (default 10, at most 1000), `Offset` and `Sort` (`Name` or `Name DESC`). */
export interface MailjetPaging {
  limit?: number;
  offset?: number;
  sort?: string;
}

export interface MailjetPage<Item> {
  /** Rows in this answer. */
  count: number;
  /** Rows matching, over all pages. */
  total: number;
  data: Item[];
}

/** `contactslist`. */
export interface MailjetContactsList {
  id: number;
  name: string;
  /** The list's own address (Mailjet makes one up). */
  address: string;
  /** ISO date-time. */
  createdAt: string;
  isDeleted: boolean;
  subscriberCount: number;
}

/** `contact`. */
export interface MailjetContact {
  id: number;
  email: string;
  name: string;
  createdAt: string;
  deliveredCount: number;
  isExcludedFromCampaigns: boolean;
  isOptInPending: boolean;
  lastActivityAt: string | null;
}

/** `listrecipient`: a contact's membership of a list. */
export interface MailjetListRecipient {
  id: number;
  contactId: number;
  listId: number;
  isUnsubscribed: boolean;
  subscribedAt: string | null;
  unsubscribedAt: string | null;
}

/** What `managecontact` and `managemanycontacts` do with a contact in a list. */
export type MailjetContactAction = 'addforce' | 'addnoforce' | 'remove' | 'unsub';

/** A contact as `managecontact` and `managemanycontacts` take it; `properties` are the account's contact properties. */
export interface MailjetManagedContact {
  email: string;
  name?: string;
  properties?: Record<string, string | number | boolean>;
}

/** A `managemanycontacts` job's state. */
export interface MailjetJob {
  jobId: number;
  status: 'Completed' | 'In Progress' | 'Error';
  /** Contacts the job has handled so far. */
  count: number;
  /** Mailjet's `Error` text for a failed job. */
  error: string | null;
}

export type MailjetTemplatePurpose = 'marketing' | 'transactional' | 'automation';

/** `template`. */
export interface MailjetTemplate {
  id: number;
  name: string;
  author: string;
  description: string;
  locale: string;
  ownerType: 'apikey' | 'user' | 'global';
  purposes: MailjetTemplatePurpose[];
  editMode: number;
}

/** A template's or campaign draft's `detailcontent`. */
export interface MailjetContent {
  htmlPart: string | null;
  textPart: string | null;
  /** Mailjet's `Headers` (Subject, From, Reply-To …); may be empty. */
  headers: Record<string, string>;
}

/** `campaigndraft` `Status`: -2 deleted, -1 archived, 0 draft, 1 programmed, 2 sent. */
export type MailjetDraftStatus = -2 | -1 | 0 | 1 | 2;

/** `campaigndraft`. */
export interface MailjetCampaignDraft {
  id: number;
  title: string;
  subject: string;
  locale: string;
  senderEmail: string;
  senderName: string;
  contactsListId: number;
  templateId: number | null;
  status: MailjetDraftStatus;
  /** ISO date-time it is programmed for (status 1), else null. */
  scheduledAt: string | null;
  /** The `campaign` the send made (what statistics are counted for), once sent. */
  campaignId: number | null;
}

export interface MailjetDraftFields {
  title: string;
  subject: string;
  locale: string;
  senderEmail: string;
  senderName: string;
  contactsListId: number;
  templateId?: number | null;
}

/** `campaign`: what a draft's send made, and what statistics are counted for. */
export interface MailjetCampaign {
  id: number;
  /** The draft it was sent from (Mailjet's `NewsLetterID`). */
  draftId: number;
  subject: string;
  contactsListId: number;
  fromEmail: string;
  fromName: string;
  /** ISO date-time the send started. */
  sentAt: string;
}

/** `statcounters` for one campaign: one row for `Lifetime`, one row per day (`timeslice`) for `Day`. */
export interface MailjetCounters {
  /** Start of the counted period (ISO date-time); for `Lifetime`, the campaign's send time. */
  timeslice: string;
  messageSentCount: number;
  messageDeliveredCount: number;
  messageOpenedCount: number;
  messageClickedCount: number;
  messageHardBouncedCount: number;
  messageSoftBouncedCount: number;
  messageSpamCount: number;
  messageUnsubscribedCount: number;
}

/** Mailjet as the newsletter area uses it; rejects with a `MailjetError`. */
export interface MailjetSystem {
  contactsLists(paging?: MailjetPaging): Promise<MailjetPage<MailjetContactsList>>;
  /** Null when Mailjet knows no such list (404). */
  contactsList(id: number): Promise<MailjetContactsList | null>;
  createContactsList(name: string): Promise<MailjetContactsList>;
  updateContactsList(id: number, change: { name?: string; isDeleted?: boolean }): Promise<MailjetContactsList>;
  deleteContactsList(id: number): Promise<void>;

  /** `contact`, optionally of one list (`ContactsList=`). */
  contacts(query?: MailjetPaging & { contactsList?: number }): Promise<MailjetPage<MailjetContact>>;
  /** `contact/{ID or email}`; null when Mailjet knows none. */
  contact(idOrEmail: number | string): Promise<MailjetContact | null>;
  /** `PUT contact/{ID or email}`: its name, or whether it is excluded from every campaign. */
  updateContact(
    idOrEmail: number | string,
    change: { name?: string; isExcludedFromCampaigns?: boolean },
  ): Promise<MailjetContact>;
  /** `listrecipient`, filtered by list and/or contact. */
  listRecipients(
    query?: MailjetPaging & { contactsList?: number; contact?: number },
  ): Promise<MailjetPage<MailjetListRecipient>>;
  /** `contactslist/{id}/managecontact`: answers the contact's ID. */
  manageContact(listId: number, action: MailjetContactAction, contact: MailjetManagedContact): Promise<number>;
  /** `contactslist/{id}/managemanycontacts`: starts a job, answers its ID. */
  manageManyContacts(
    listId: number,
    action: MailjetContactAction,
    contacts: readonly MailjetManagedContact[],
  ): Promise<number>;
  /** `contactslist/{id}/managemanycontacts/{jobId}`. */
  manyContactsJob(listId: number, jobId: number): Promise<MailjetJob>;

  templates(paging?: MailjetPaging): Promise<MailjetPage<MailjetTemplate>>;
  createTemplate(template: {
    name: string;
    description?: string;
    locale: string;
    purposes: MailjetTemplatePurpose[];
  }): Promise<MailjetTemplate>;
  updateTemplate(
    id: number,
    change: Partial<{ name: string; description: string; locale: string; purposes: MailjetTemplatePurpose[] }>,
  ): Promise<MailjetTemplate>;
  deleteTemplate(id: number): Promise<void>;
  templateContent(id: number): Promise<MailjetContent>;
  setTemplateContent(id: number, content: MailjetContent): Promise<void>;

  campaignDrafts(paging?: MailjetPaging): Promise<MailjetPage<MailjetCampaignDraft>>;
  /** Null when Mailjet knows no such draft. */
  campaignDraft(id: number): Promise<MailjetCampaignDraft | null>;
  createCampaignDraft(fields: MailjetDraftFields): Promise<MailjetCampaignDraft>;
  updateCampaignDraft(id: number, change: Partial<MailjetDraftFields>): Promise<MailjetCampaignDraft>;
  campaignContent(id: number): Promise<MailjetContent>;
  setCampaignContent(id: number, content: MailjetContent): Promise<void>;
  /** `campaigndraft/{id}/test`: sends the draft to these addresses only. */
  testCampaign(id: number, recipients: readonly { email: string; name?: string }[]): Promise<void>;
  /** `campaigndraft/{id}/schedule` with `Date` (ISO date-time, in the future). */
  scheduleCampaign(id: number, date: string): Promise<void>;
  /** `DELETE campaigndraft/{id}/schedule`: back to a draft. */
  cancelSchedule(id: number): Promise<void>;
  /** `campaigndraft/{id}/send`: to the draft's list, now. Mailjet refuses a draft sent already (400). */
  sendCampaign(id: number): Promise<void>;
  /** `campaigndraft/{id}/status`. */
  campaignStatus(id: number): Promise<MailjetDraftStatus>;

  /** `campaign`: the sent campaigns, optionally those of one draft (`NewsLetter=`). */
  campaigns(query?: MailjetPaging & { draftId?: number }): Promise<MailjetPage<MailjetCampaign>>;

  /** `statcounters?CounterSource=Campaign&CounterTiming=Message&SourceID=` for a sent campaign's `campaignId`. */
  campaignCounters(
    campaignId: number,
    resolution: 'Lifetime' | 'Day',
    period?: { from: string; to: string },
  ): Promise<MailjetCounters[]>;
}

/**
 * Why a call to Mailjet failed: it could not be reached, did not answer in time, answered with an HTTP
 * error (`status`, and Mailjet's `ErrorMessage` in the message; 429 when rate-limited), or answered
 * something that is not its documented JSON.
 */
export type MailjetFailure = 'unreachable' | 'timeout' | 'http-status' | 'bad-answer';

export class MailjetError extends Error {
  override readonly name = 'MailjetError';
  /** Mailjet's HTTP status, for an `http-status` failure. */
  readonly status: number | undefined;

  constructor(
    readonly failure: MailjetFailure,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
  }
}
