import { EmulatorError } from '../emulator/emulator-error.ts';
import { objectBody } from '../emulator/json-body.ts';
import { listQuery, page, single } from './mailjet-paging.ts';
import {
  content,
  matching,
  optionalText,
  requiredText,
  wholeId,
  type MailjetAnswer,
  type MailjetRequest,
} from './mailjet-request.ts';
import { emptyContent, isEmail, type MailjetStore, type StoredDraft } from './mailjet-store.ts';
import { contentRow, draftRow } from './mailjet-wire-rows.ts';

/** How the emulator sends: what the draft routes ask of it. */
export interface MailjetSender {
  /** Refuses (400) a draft that cannot be sent: sent already, archived, without content, of no list. */
  sendable(draft: StoredDraft): void;
  /** Sends the draft to its list now; done when the mails are handed over. */
  send(draft: StoredDraft): Promise<void>;
  /** Mails the draft to these addresses only. */
  test(draft: StoredDraft, targets: readonly { email: string; name: string }[]): Promise<void>;
  /** Sends what is due and waits for the next programmed draft. */
  sendDue(): void;
}

/** `campaigndraft`, its `detailcontent`, `test`, `schedule`, `send` and `status`; undefined for another route. */
export async function answerDrafts(
  request: MailjetRequest,
  store: MailjetStore,
  sender: MailjetSender,
): Promise<MailjetAnswer | undefined> {
  const match = (pattern: RegExp) => matching(request, pattern);
  const { route, params, body } = request;
  let found: RegExpExecArray | null;

  if (route === 'GET /campaigndraft') {
    const rows = store.state.drafts.map((draft) => draftRow(store, draft));
    return [200, page(rows, listQuery(params, []))];
  }
  if (route === 'POST /campaigndraft') {
    const input = await body();
    const now = store.nowIso();
    const draft: StoredDraft = {
      id: store.nextId(),
      ...draftFields(input, true),
      status: 0,
      scheduledAt: null,
      campaignId: null,
      createdAt: now,
      modifiedAt: now,
      content: emptyContent(),
    } as StoredDraft;
    store.list(draft.contactsListId);
    store.state.drafts.push(draft);
    return [201, single(draftRow(store, draft))];
  }
  if ((found = match(/^(GET|PUT) \/campaigndraft\/([^/]+)$/))) {
    const draft = store.draft(wholeId(found[2]!));
    if (found[1] === 'PUT') {
      if (draft.status === 2)
        throw new EmulatorError(400, `Campaign draft ${draft.id} has been sent and cannot change`);
      const change = draftFields(await body(), false);
      if (change.contactsListId !== undefined) store.list(change.contactsListId);
      Object.assign(draft, change, { modifiedAt: store.nowIso() });
    }
    return [200, single(draftRow(store, draft))];
  }
  if ((found = match(/^(GET|POST|PUT) \/campaigndraft\/([^/]+)\/detailcontent$/))) {
    const draft = store.draft(wholeId(found[2]!));
    if (found[1] === 'GET') return [200, single(contentRow(draft.content))];
    if (draft.status === 2) throw new EmulatorError(400, `Campaign draft ${draft.id} has been sent and cannot change`);
    draft.content = content(await body(), found[1] === 'POST' ? emptyContent() : draft.content);
    return [found[1] === 'POST' ? 201 : 200, single(contentRow(draft.content))];
  }
  if ((found = match(/^POST \/campaigndraft\/([^/]+)\/test$/))) {
    const draft = store.draft(wholeId(found[1]!));
    const recipients = (await body()).Recipients;
    if (!Array.isArray(recipients) || recipients.length === 0)
      throw new EmulatorError(400, 'Recipients: at least one {Email, Name} is required');
    const targets = recipients.map((each) => {
      const { Email, Name } = objectBody(each);
      if (!isEmail(Email)) throw new EmulatorError(400, `Recipients: ${JSON.stringify(Email)} is not an email address`);
      return { email: Email, name: typeof Name === 'string' ? Name : '' };
    });
    if (draft.content.htmlPart === null && draft.content.textPart === null)
      throw new EmulatorError(400, `Campaign draft ${draft.id} has no content (Html-part or Text-part)`);
    await sender.test(draft, targets);
    return [201, single({ Status: 'Programmed' })];
  }
  if ((found = match(/^(GET|POST|DELETE) \/campaigndraft\/([^/]+)\/schedule$/))) {
    const draft = store.draft(wholeId(found[2]!));
    if (found[1] === 'GET') {
      if (draft.status !== 1) throw new EmulatorError(404, `Campaign draft ${draft.id} is not programmed`);
      return [200, single({ Date: draft.scheduledAt, Status: 'Programmed' })];
    }
    if (found[1] === 'DELETE') {
      if (draft.status !== 1) throw new EmulatorError(400, `Campaign draft ${draft.id} is not programmed`);
      Object.assign(draft, { status: 0, scheduledAt: null, modifiedAt: store.nowIso() });
      sender.sendDue();
      return [204, null];
    }
    sender.sendable(draft);
    const date = (await body()).Date;
    const time = typeof date === 'string' ? Date.parse(date) : Number.NaN;
    if (Number.isNaN(time)) throw new EmulatorError(400, 'Date: an RFC 3339 date-time is required');
    if (time <= store.now()) throw new EmulatorError(400, 'Date: must be in the future');
    Object.assign(draft, { status: 1, scheduledAt: new Date(time).toISOString(), modifiedAt: store.nowIso() });
    sender.sendDue();
    return [201, single({ Date: draft.scheduledAt, Status: 'Programmed' })];
  }
  if ((found = match(/^POST \/campaigndraft\/([^/]+)\/send$/))) {
    const draft = store.draft(wholeId(found[1]!));
    await body();
    sender.sendable(draft);
    await sender.send(draft);
    return [201, single({ Status: 'Programmed' })];
  }
  if ((found = match(/^GET \/campaigndraft\/([^/]+)\/status$/))) {
    const draft = store.draft(wholeId(found[1]!));
    const names = ['Deleted', 'Archived', 'Draft', 'Programmed', 'Sent'];
    return [200, single({ Status: names[draft.status + 2] })];
  }

  return undefined;
}

/** A draft's fields from `POST` (all required but `TemplateID`) or `PUT` (those given). */
function draftFields(body: Record<string, unknown>, creating: boolean): Partial<StoredDraft> {
  const fields: Partial<StoredDraft> = {};
  const texts = { Title: 'title', Subject: 'subject', Locale: 'locale', SenderEmail: 'senderEmail' } as const;
  for (const [wire, name] of Object.entries(texts))
    if (creating || body[wire] !== undefined) fields[name] = requiredText(body, wire);
  if (fields.senderEmail !== undefined && !isEmail(fields.senderEmail))
    throw new EmulatorError(400, 'SenderEmail: a valid address is required');
  const senderName = optionalText(body, 'SenderName') ?? optionalText(body, 'Sender');
  if (senderName !== undefined || creating) fields.senderName = senderName ?? '';
  if (creating || body.ContactsListID !== undefined) {
    if (!Number.isInteger(body.ContactsListID)) throw new EmulatorError(400, 'ContactsListID: a list ID is required');
    fields.contactsListId = body.ContactsListID as number;
  }
  if (body.TemplateID !== undefined) {
    if (body.TemplateID !== null && !Number.isInteger(body.TemplateID))
      throw new EmulatorError(400, 'TemplateID: must be a template ID');
    fields.templateId = (body.TemplateID as number | null) || null;
  }
  return fields;
}
