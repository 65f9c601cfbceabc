import type { CounterRow } from './mailjet-events.ts';
import type {
  MailjetStore,
  StoredCampaign,
  StoredContact,
  StoredContent,
  StoredDraft,
  StoredList,
  StoredRecipient,
  StoredTemplate,
} from './mailjet-store.ts';

/** The emulator's objects as Mailjet's API answers them: PascalCase, Mailjet's empty values. */

export const listRow = (store: MailjetStore, list: StoredList) => ({
  Address: list.address,
  CreatedAt: list.createdAt,
  ID: list.id,
  IsDeleted: list.isDeleted,
  Name: list.name,
  SubscriberCount: store.subscriberCount(list.id),
});

export function contactRow(store: MailjetStore, contact: StoredContact) {
  const now = store.now();
  const events = store.state.events.filter((event) => event.contactId === contact.id && Date.parse(event.at) <= now);
  return {
    CreatedAt: contact.createdAt,
    DeliveredCount: events.filter((event) => event.type === 'delivered').length,
    Email: contact.email,
    ExclusionFromCampaignsUpdatedAt: '',
    ID: contact.id,
    IsExcludedFromCampaigns: contact.isExcludedFromCampaigns,
    IsOptInPending: false,
    IsSpamComplaining: false,
    LastActivityAt:
      events
        .map((event) => event.at)
        .sort()
        .at(-1) ?? '',
    LastUpdateAt: '',
    Name: contact.name,
  };
}

export const recipientRow = (store: MailjetStore, recipient: StoredRecipient) => ({
  ContactID: recipient.contactId,
  ID: recipient.id,
  IsActive: true,
  IsUnsubscribed: recipient.isUnsubscribed,
  ListID: recipient.listId,
  ListName: store.state.lists.find((list) => list.id === recipient.listId)?.name ?? '',
  SubscribedAt: recipient.subscribedAt ?? '',
  UnsubscribedAt: recipient.unsubscribedAt ?? '',
});

export const templateRow = (template: StoredTemplate) => ({
  Author: template.author,
  Categories: [],
  Copyright: '',
  CreatedAt: template.createdAt,
  Description: template.description,
  EditMode: template.editMode,
  ID: template.id,
  IsStarred: false,
  IsTextPartGenerationEnabled: false,
  Locale: template.locale,
  Name: template.name,
  OwnerId: 0,
  OwnerType: template.ownerType,
  Presets: '',
  Previews: [],
  Purposes: template.purposes,
});

export const contentRow = (content: StoredContent) => ({
  Headers: content.headers,
  'Html-part': content.htmlPart,
  MJMLContent: '',
  'Text-part': content.textPart,
});

export function draftRow(store: MailjetStore, draft: StoredDraft) {
  const campaign = store.state.campaigns.find((each) => each.id === draft.campaignId);
  return {
    AXFraction: 0,
    AXFractionName: '',
    CampaignID: draft.campaignId ?? 0,
    ContactsListID: draft.contactsListId,
    CreatedAt: draft.createdAt,
    Current: 0,
    DeliveredAt: campaign?.sentAt ?? '',
    EditMode: 'html2',
    ID: draft.id,
    IsStarred: false,
    IsTextPartIncluded: draft.content.textPart !== null,
    Locale: draft.locale,
    ModifiedAt: draft.modifiedAt,
    Preset: '',
    ReplyEmail: '',
    SegmentationID: 0,
    Sender: draft.senderName,
    SenderEmail: draft.senderEmail,
    SenderName: draft.senderName,
    Status: draft.status,
    Subject: draft.subject,
    TemplateID: draft.templateId ?? 0,
    Title: draft.title,
    Url: '',
    Used: false,
  };
}

export const campaignRow = (campaign: StoredCampaign) => ({
  CampaignType: 1,
  ClickTracked: true,
  CreatedAt: campaign.sentAt,
  FromEmail: campaign.fromEmail,
  FromID: 0,
  FromName: campaign.fromName,
  HasHtmlCount: 1,
  HasTxtCount: 1,
  ID: campaign.id,
  IsDeleted: false,
  IsStarred: false,
  ListID: campaign.listId,
  NewsLetterID: campaign.draftId,
  OpenTracked: true,
  SendEndAt: campaign.sentAt,
  SendStartAt: campaign.sentAt,
  SpamassScore: 0,
  Status: 2,
  Subject: campaign.subject,
  UnsubscribeTrackedCount: 0,
});

export const counterRow = (sourceId: number, counts: CounterRow) => ({
  APIKeyID: 0,
  EventClickDelay: 0,
  EventClickedCount: counts.clicked,
  EventOpenDelay: 0,
  EventOpenedCount: counts.opened,
  EventSpamCount: 0,
  EventUnsubscribedCount: counts.unsubscribed,
  EventWorkflowExitedCount: 0,
  MessageBlockedCount: 0,
  MessageClickedCount: counts.clicked,
  MessageDeferredCount: 0,
  MessageDeliveredCount: counts.delivered,
  MessageHardBouncedCount: counts.hardBounced,
  MessageOpenedCount: counts.opened,
  MessageQueuedCount: 0,
  MessageSentCount: counts.sent,
  MessageSoftBouncedCount: 0,
  MessageSpamCount: 0,
  MessageUnsubscribedCount: counts.unsubscribed,
  MessageWorkFlowExitedCount: 0,
  SourceID: sourceId,
  Timeslice: counts.timeslice,
  Total: counts.sent,
});
