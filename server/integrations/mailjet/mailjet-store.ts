import { randomBytes } from 'node:crypto';
import { EmulatorError } from '../emulator/emulator-error.ts';
import type { MailjetDelivery } from './mailjet-delivery.ts';
import { messageEvents, type MailjetEvent } from './mailjet-events.ts';
import type { MailjetContactAction, MailjetDraftStatus, MailjetTemplatePurpose } from './mailjet-system.ts';

export interface StoredContent {
  htmlPart: string | null;
  textPart: string | null;
  headers: Record<string, string>;
}

export interface StoredList {
  id: number;
  name: string;
  address: string;
  createdAt: string;
  isDeleted: boolean;
}

export interface StoredContact {
  id: number;
  email: string;
  name: string;
  createdAt: string;
  isExcludedFromCampaigns: boolean;
  properties: Record<string, unknown>;
}

export interface StoredRecipient {
  id: number;
  contactId: number;
  listId: number;
  isUnsubscribed: boolean;
  subscribedAt: string | null;
  unsubscribedAt: string | null;
}

/** Whom an unsubscribe link of a sent mail unsubscribes from what: none for a test mail. */
export interface UnsubscribeLink {
  recipientId: number | null;
  campaignId: number | null;
}

export interface StoredTemplate {
  id: number;
  name: string;
  author: string;
  description: string;
  locale: string;
  ownerType: 'apikey' | 'user' | 'global';
  purposes: MailjetTemplatePurpose[];
  editMode: number;
  createdAt: string;
  content: StoredContent;
}

export interface StoredDraft {
  id: number;
  title: string;
  subject: string;
  locale: string;
  senderEmail: string;
  senderName: string;
  contactsListId: number;
  templateId: number | null;
  status: MailjetDraftStatus;
  scheduledAt: string | null;
  campaignId: number | null;
  createdAt: string;
  modifiedAt: string;
  content: StoredContent;
}

export interface StoredCampaign {
  id: number;
  draftId: number;
  listId: number;
  subject: string;
  fromEmail: string;
  fromName: string;
  sentAt: string;
}

export interface StoredJob {
  id: number;
  listId: number;
  status: 'Completed' | 'In Progress' | 'Error';
  count: number;
  error: string | null;
  startedAt: string;
  endedAt: string;
}

/** Everything the emulated account holds, as `GET /control/state` shows it. */
export interface MailjetState {
  lists: StoredList[];
  contacts: StoredContact[];
  recipients: StoredRecipient[];
  templates: StoredTemplate[];
  drafts: StoredDraft[];
  campaigns: StoredCampaign[];
  jobs: StoredJob[];
  deliveries: MailjetDelivery[];
  events: MailjetEvent[];
}

export const emptyContent = (): StoredContent => ({ htmlPart: null, textPart: null, headers: {} });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: unknown): value is string => typeof value === 'string' && EMAIL.test(value);

/** The emulated account: its objects with IDs counting up, and the operations Mailjet's calls make on them. */
export class MailjetStore {
  state: MailjetState = {
    lists: [],
    contacts: [],
    recipients: [],
    templates: [],
    drafts: [],
    campaigns: [],
    jobs: [],
    deliveries: [],
    events: [],
  };
  /** The unsubscribe links of the mails sent, by token. */
  readonly links = new Map<string, UnsubscribeLink>();
  private lastId = 0;

  constructor(readonly now: () => number) {}

  nowIso = () => new Date(this.now()).toISOString();

  nextId() {
    this.lastId += 1;
    return this.lastId;
  }

  /** IDs given from now on are above `id` (after mirroring objects that keep theirs). */
  idsAbove(id: number) {
    this.lastId = Math.max(this.lastId, id);
  }

  list(id: number): StoredList {
    const found = this.state.lists.find((list) => list.id === id);
    if (!found) throw new EmulatorError(404, `Object not found: contactslist ${id}`);
    return found;
  }

  subscriberCount(listId: number) {
    return this.state.recipients.filter((recipient) => recipient.listId === listId && !recipient.isUnsubscribed).length;
  }

  contact(idOrEmail: string | number): StoredContact {
    const key = String(idOrEmail).toLowerCase();
    const found = this.state.contacts.find((contact) => String(contact.id) === key || contact.email === key);
    if (!found) throw new EmulatorError(404, `Object not found: contact ${idOrEmail}`);
    return found;
  }

  template(id: number): StoredTemplate {
    const found = this.state.templates.find((template) => template.id === id);
    if (!found) throw new EmulatorError(404, `Object not found: template ${id}`);
    return found;
  }

  draft(id: number): StoredDraft {
    const found = this.state.drafts.find((draft) => draft.id === id);
    if (!found) throw new EmulatorError(404, `Object not found: campaigndraft ${id}`);
    return found;
  }

  addList(name: string, id = this.nextId(), createdAt = this.nowIso()): StoredList {
    const list = { id, name, address: randomBytes(5).toString('hex'), createdAt, isDeleted: false };
    this.state.lists.push(list);
    return list;
  }

  /** The contact of `email`, made when Mailjet has none yet. */
  ensureContact(email: string, name?: string, id?: number, createdAt = this.nowIso()): StoredContact {
    const normalised = email.toLowerCase();
    const known = this.state.contacts.find((contact) => contact.email === normalised);
    if (known) {
      if (name !== undefined && name !== '') known.name = name;
      return known;
    }
    const contact: StoredContact = {
      id: id ?? this.nextId(),
      email: normalised,
      name: name ?? '',
      createdAt,
      isExcludedFromCampaigns: false,
      properties: {},
    };
    this.state.contacts.push(contact);
    return contact;
  }

  recipient(listId: number, contactId: number) {
    return this.state.recipients.find((recipient) => recipient.listId === listId && recipient.contactId === contactId);
  }

  addRecipient(listId: number, contactId: number, isUnsubscribed: boolean, at = this.nowIso()): StoredRecipient {
    const recipient: StoredRecipient = {
      id: this.nextId(),
      contactId,
      listId,
      isUnsubscribed,
      subscribedAt: isUnsubscribed ? null : at,
      unsubscribedAt: isUnsubscribed ? at : null,
    };
    this.state.recipients.push(recipient);
    return recipient;
  }

  /** What `managecontact` does with one contact in one list; answers the contact. */
  manage(
    listId: number,
    action: MailjetContactAction,
    { email, name, properties }: { email: string; name?: string; properties?: Record<string, unknown> },
  ): StoredContact {
    const contact = this.ensureContact(email, name);
    if (properties) Object.assign(contact.properties, properties);
    const member = this.recipient(listId, contact.id);
    const now = this.nowIso();
    switch (action) {
      case 'addforce':
        if (!member) this.addRecipient(listId, contact.id, false);
        else if (member.isUnsubscribed)
          Object.assign(member, { isUnsubscribed: false, subscribedAt: now, unsubscribedAt: null });
        break;
      case 'addnoforce':
        if (!member) this.addRecipient(listId, contact.id, false);
        break;
      case 'unsub':
        if (!member) this.addRecipient(listId, contact.id, true);
        else if (!member.isUnsubscribed) Object.assign(member, { isUnsubscribed: true, unsubscribedAt: now });
        break;
      case 'remove':
        if (member) this.state.recipients.splice(this.state.recipients.indexOf(member), 1);
        break;
    }
    return contact;
  }

  /** The recipients a real send goes to: subscribed, not excluded from campaigns. */
  audience(listId: number): { recipient: StoredRecipient; contact: StoredContact }[] {
    return this.state.recipients
      .filter((recipient) => recipient.listId === listId && !recipient.isUnsubscribed)
      .map((recipient) => ({ recipient, contact: this.contact(recipient.contactId) }))
      .filter(({ contact }) => !contact.isExcludedFromCampaigns);
  }

  /** Marks the draft sent at `sentAt` with a campaign of its own, and generates the events of its messages. */
  recordSend(
    draft: StoredDraft,
    sentAt: string,
    audience: readonly { contact: StoredContact }[],
    campaignId = this.nextId(),
  ): StoredCampaign {
    const campaign: StoredCampaign = {
      id: campaignId,
      draftId: draft.id,
      listId: draft.contactsListId,
      subject: draft.subject,
      fromEmail: draft.senderEmail,
      fromName: draft.senderName,
      sentAt,
    };
    this.state.campaigns.push(campaign);
    Object.assign(draft, { status: 2, scheduledAt: null, campaignId: campaign.id, modifiedAt: sentAt });
    for (const { contact } of audience)
      this.state.events.push(...messageEvents(campaign, { contactId: contact.id, email: contact.email }));
    return campaign;
  }

  /** The events that have happened by now (the generated ones lie partly in the future). */
  eventsOf(campaignId: number): MailjetEvent[] {
    const now = this.now();
    return this.state.events.filter((event) => event.campaignId === campaignId && Date.parse(event.at) <= now);
  }

  /** A new unsubscribe link's token. */
  link(recipientId: number | null, campaignId: number | null): string {
    const token = randomBytes(12).toString('hex');
    this.links.set(token, { recipientId, campaignId });
    return token;
  }

  /**
   * A click on the unsubscribe link of `token`: the recipient leaves the list, counted for the campaign it
   * came with. Answers whether the link is known.
   */
  unsubscribe(token: string): UnsubscribeLink | undefined {
    const link = this.links.get(token);
    const recipient = this.state.recipients.find((each) => each.id === link?.recipientId);
    if (!link || !recipient || recipient.isUnsubscribed) return link;
    Object.assign(recipient, { isUnsubscribed: true, unsubscribedAt: this.nowIso() });
    if (link.campaignId !== null) {
      const contact = this.contact(recipient.contactId);
      this.state.events.push({
        campaignId: link.campaignId,
        contactId: contact.id,
        email: contact.email,
        type: 'unsub',
        at: this.nowIso(),
      });
    }
    return link;
  }
}
