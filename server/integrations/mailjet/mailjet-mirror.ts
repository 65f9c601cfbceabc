import type { MailjetStore, StoredDraft } from './mailjet-store.ts';
import type { MailjetTemplatePurpose } from './mailjet-system.ts';

/** Our database's newsletter objects that carry a Mailjet ID, as the emulator takes them in at start. */
export interface MailjetMirror {
  lists: { id: number; name: string; createdAt: string }[];
  /** Contacts of the mirrored lists; `id` null for a contact our database has no Mailjet ID of yet. */
  contacts: {
    id: number | null;
    listId: number;
    email: string;
    name: string;
    membership: 'subscribed' | 'unsubscribed' | 'integrated' | 'excluded';
    at: string;
  }[];
  templates: {
    id: number;
    name: string;
    description: string;
    locale: string;
    purposes: MailjetTemplatePurpose[];
    htmlPart: string | null;
    textPart: string | null;
    createdAt: string;
  }[];
  drafts: {
    id: number;
    title: string;
    subject: string;
    locale: string;
    senderEmail: string;
    senderName: string;
    contactsListId: number;
    templateId: number | null;
    htmlPart: string | null;
    textPart: string | null;
    status: 'draft' | 'scheduled' | 'sent';
    scheduledAt: string | null;
    sentAt: string | null;
    createdAt: string;
  }[];
}

/**
 * Adds the mirrored objects with their IDs (an ID the emulator holds already is kept as it is), then
 * lets the emulator's own IDs start above the largest: a sent draft gets its campaign, sent at `sentAt`
 * to the list's subscribed recipients, with the events that campaign generates.
 */
export function mirrorInto(store: MailjetStore, mirror: MailjetMirror) {
  const ids = [...mirror.lists, ...mirror.contacts, ...mirror.templates, ...mirror.drafts].map(({ id }) => id ?? 0);
  store.idsAbove(Math.max(0, ...ids));
  const lists = new Set(store.state.lists.map(({ id }) => id));
  for (const list of mirror.lists) if (!lists.has(list.id)) store.addList(list.name, list.id, list.createdAt);

  for (const { id, listId, email, name, membership, at } of mirror.contacts) {
    if (!store.state.lists.some((list) => list.id === listId)) continue;
    const contact = store.ensureContact(email, name, id ?? undefined, at);
    if (membership === 'excluded') contact.isExcludedFromCampaigns = true;
    if (!store.recipient(listId, contact.id)) store.addRecipient(listId, contact.id, membership === 'unsubscribed', at);
  }

  const templates = new Set(store.state.templates.map(({ id }) => id));
  for (const template of mirror.templates)
    if (!templates.has(template.id))
      store.state.templates.push({
        id: template.id,
        name: template.name,
        author: '',
        description: template.description,
        locale: template.locale,
        ownerType: 'apikey',
        purposes: template.purposes,
        editMode: 2,
        createdAt: template.createdAt,
        content: { htmlPart: template.htmlPart, textPart: template.textPart, headers: {} },
      });

  const drafts = new Set(store.state.drafts.map(({ id }) => id));
  for (const mirrored of mirror.drafts) {
    if (drafts.has(mirrored.id) || !store.state.lists.some((list) => list.id === mirrored.contactsListId)) continue;
    const draft: StoredDraft = {
      id: mirrored.id,
      title: mirrored.title,
      subject: mirrored.subject,
      locale: mirrored.locale,
      senderEmail: mirrored.senderEmail,
      senderName: mirrored.senderName,
      contactsListId: mirrored.contactsListId,
      templateId: mirrored.templateId,
      status: mirrored.status === 'scheduled' && mirrored.scheduledAt ? 1 : 0,
      scheduledAt: mirrored.status === 'scheduled' ? mirrored.scheduledAt : null,
      campaignId: null,
      createdAt: mirrored.createdAt,
      modifiedAt: mirrored.createdAt,
      content: { htmlPart: mirrored.htmlPart, textPart: mirrored.textPart, headers: {} },
    };
    store.state.drafts.push(draft);
    if (mirrored.status === 'sent')
      store.recordSend(draft, mirrored.sentAt ?? mirrored.createdAt, store.audience(draft.contactsListId));
  }
}
