import { callJsonApi, parseJson, type HttpMethod, type JsonApi } from '../http-json.ts';
import {
  MailjetError,
  type MailjetCampaignDraft,
  type MailjetContact,
  type MailjetContactsList,
  type MailjetContent,
  type MailjetCounters,
  type MailjetDraftFields,
  type MailjetDraftStatus,
  type MailjetJob,
  type MailjetListRecipient,
  type MailjetPage,
  type MailjetPaging,
  type MailjetSystem,
  type MailjetTemplate,
  type MailjetTemplatePurpose,
} from './mailjet-system.ts';
import { DRAFT_STATUS_NAMES } from './mailjet-wire.ts';

const TIMEOUT_MS = 10_000;
/** Statistics per day of one campaign fit in one answer. */
const COUNTER_ROWS = 1000;

export interface MailjetClientOptions {
  /** The API root, `https://api.mailjet.com`; `/v3/REST/…` is appended. */
  baseUrl: string;
  /** The account's API key and secret key, sent as Basic authentication. */
  apiKey: string;
  secretKey: string;
  /** For a whole call: connecting, the answer's headers and its body. */
  timeoutMs?: number;
}

const fail: JsonApi['fail'] = (failure, message, { status, cause }) =>
  new MailjetError(failure, message, { status, cause });

/** A row of an answer's `Data` that lacks a documented property, or has it of another type. */
class WrongShape extends Error {}

type Row = Record<string, unknown>;

function field<Value>(row: Row, name: string, valid: (value: unknown) => boolean): Value {
  const value = row[name];
  if (!valid(value)) throw new WrongShape(`${name} is ${JSON.stringify(value)}`);
  return value as Value;
}
const isText = (value: unknown) => typeof value === 'string';
const int = (row: Row, name: string) => field<number>(row, name, Number.isInteger);
const text = (row: Row, name: string) => field<string>(row, name, isText);
const flag = (row: Row, name: string) => field<boolean>(row, name, (value) => typeof value === 'boolean');
/** Mailjet leaves a date it has none of empty (`""`) or null. */
const dateOrNull = (row: Row, name: string) =>
  field<string | null>(row, name, (value) => value === null || value === undefined || isText(value)) || null;
const textOrNull = (row: Row, name: string) =>
  field<string | null>(row, name, (value) => value === null || value === undefined || isText(value)) ?? null;
/** Mailjet answers 0 where an ID is not set. */
const idOrNull = (row: Row, name: string) =>
  field<number | null>(row, name, (value) => value === null || value === undefined || Number.isInteger(value)) || null;

const contactsList = (row: Row): MailjetContactsList => ({
  id: int(row, 'ID'),
  name: text(row, 'Name'),
  address: text(row, 'Address'),
  createdAt: text(row, 'CreatedAt'),
  isDeleted: flag(row, 'IsDeleted'),
  subscriberCount: int(row, 'SubscriberCount'),
});

const contact = (row: Row): MailjetContact => ({
  id: int(row, 'ID'),
  email: text(row, 'Email'),
  name: textOrNull(row, 'Name') ?? '',
  createdAt: text(row, 'CreatedAt'),
  deliveredCount: int(row, 'DeliveredCount'),
  isExcludedFromCampaigns: flag(row, 'IsExcludedFromCampaigns'),
  isOptInPending: flag(row, 'IsOptInPending'),
  lastActivityAt: dateOrNull(row, 'LastActivityAt'),
});

const listRecipient = (row: Row): MailjetListRecipient => ({
  id: int(row, 'ID'),
  contactId: int(row, 'ContactID'),
  listId: int(row, 'ListID'),
  isUnsubscribed: flag(row, 'IsUnsubscribed'),
  subscribedAt: dateOrNull(row, 'SubscribedAt'),
  unsubscribedAt: dateOrNull(row, 'UnsubscribedAt'),
});

const PURPOSES: readonly string[] = ['marketing', 'transactional', 'automation'];
const OWNER_TYPES: readonly string[] = ['apikey', 'user', 'global'];

const template = (row: Row): MailjetTemplate => ({
  id: int(row, 'ID'),
  name: text(row, 'Name'),
  author: textOrNull(row, 'Author') ?? '',
  description: textOrNull(row, 'Description') ?? '',
  locale: text(row, 'Locale'),
  ownerType: field(row, 'OwnerType', (value) => OWNER_TYPES.includes(value as string)),
  purposes: field<MailjetTemplatePurpose[]>(
    row,
    'Purposes',
    (value) => Array.isArray(value) && value.every((purpose) => PURPOSES.includes(purpose as string)),
  ),
  editMode: int(row, 'EditMode'),
});

const content = (row: Row): MailjetContent => ({
  htmlPart: textOrNull(row, 'Html-part'),
  textPart: textOrNull(row, 'Text-part'),
  headers:
    field<Record<string, string> | null>(
      row,
      'Headers',
      (value) =>
        value === null ||
        value === undefined ||
        (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isText)),
    ) ?? {},
});

/** `Status` as a number (-2 … 2) or, as `campaigndraft/{id}/status` answers it, by name. */
function draftStatus(row: Row): MailjetDraftStatus {
  const status = row.Status;
  if (typeof status === 'string' && status in DRAFT_STATUS_NAMES) return DRAFT_STATUS_NAMES[status]!;
  if (Number.isInteger(status) && (status as number) >= -2 && (status as number) <= 2)
    return status as MailjetDraftStatus;
  throw new WrongShape(`Status is ${JSON.stringify(status)}`);
}

const draft = (row: Row, scheduledAt: string | null): MailjetCampaignDraft => ({
  id: int(row, 'ID'),
  title: text(row, 'Title'),
  subject: text(row, 'Subject'),
  locale: text(row, 'Locale'),
  senderEmail: text(row, 'SenderEmail'),
  senderName: textOrNull(row, 'SenderName') ?? '',
  contactsListId: int(row, 'ContactsListID'),
  templateId: idOrNull(row, 'TemplateID'),
  status: draftStatus(row),
  scheduledAt,
  campaignId: idOrNull(row, 'CampaignID'),
});

const counters = (row: Row): MailjetCounters => ({
  timeslice: text(row, 'Timeslice'),
  messageSentCount: int(row, 'MessageSentCount'),
  messageDeliveredCount: int(row, 'MessageDeliveredCount'),
  messageOpenedCount: int(row, 'MessageOpenedCount'),
  messageClickedCount: int(row, 'MessageClickedCount'),
  messageHardBouncedCount: int(row, 'MessageHardBouncedCount'),
  messageSoftBouncedCount: int(row, 'MessageSoftBouncedCount'),
  messageSpamCount: int(row, 'MessageSpamCount'),
  messageUnsubscribedCount: int(row, 'MessageUnsubscribedCount'),
});

const job =
  (jobId: number) =>
  (row: Row): MailjetJob => ({
    jobId,
    status: field(row, 'Status', (value) => ['Completed', 'In Progress', 'Error'].includes(value as string)),
    count: int(row, 'Count'),
    error: textOrNull(row, 'Error') || null,
  });

/** Mailjet's `Limit`, `Offset` and `Sort` with the call's filters, as a query string (`?…`, or nothing). */
function query(paging: MailjetPaging = {}, filters: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  if (paging.limit !== undefined) params.set('Limit', String(paging.limit));
  if (paging.offset !== undefined) params.set('Offset', String(paging.offset));
  if (paging.sort !== undefined) params.set('Sort', paging.sort);
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const managed = ({ email, name, properties }: { email: string; name?: string; properties?: object }) => ({
  Email: email,
  ...(name === undefined ? {} : { Name: name }),
  ...(properties === undefined ? {} : { Properties: properties }),
});

const draftBody = (fields: Partial<MailjetDraftFields>) => {
  const body: Row = {};
  if (fields.title !== undefined) body.Title = fields.title;
  if (fields.subject !== undefined) body.Subject = fields.subject;
  if (fields.locale !== undefined) body.Locale = fields.locale;
  if (fields.senderEmail !== undefined) body.SenderEmail = fields.senderEmail;
  if (fields.senderName !== undefined) body.SenderName = body.Sender = fields.senderName;
  if (fields.contactsListId !== undefined) body.ContactsListID = fields.contactsListId;
  if (fields.templateId !== undefined) body.TemplateID = fields.templateId ?? 0;
  return body;
};

const contentBody = ({ htmlPart, textPart, headers }: MailjetContent) => ({
  'Html-part': htmlPart,
  'Text-part': textPart,
  Headers: headers,
});

/**
 * Mailjet's REST API v3 over `fetch`, with the account's key and secret as Basic authentication: each
 * resource under `/v3/REST/`, each answer `{Count, Total, Data}` read into the contract's camel-cased
 * objects. Every call ends within `timeoutMs`; every failure is a `MailjetError`.
 */
export function createMailjetClient({
  baseUrl,
  apiKey,
  secretKey,
  timeoutMs = TIMEOUT_MS,
}: MailjetClientOptions): MailjetSystem {
  const authorization = `Basic ${Buffer.from(`${apiKey}:${secretKey}`).toString('base64')}`;
  const api: JsonApi = { system: 'Mailjet API', baseUrl, headers: { authorization }, timeoutMs, fail };

  /** The call's answer: `{Count, Total, Data}` with each row read by `read`; a 204 answers an empty page. */
  async function call<Item>(
    method: HttpMethod,
    path: string,
    read: (row: Row) => Item,
    body?: unknown,
  ): Promise<MailjetPage<Item>> {
    const what = `${method} ${path}`;
    const answer = await callJsonApi(api, method, `/v3/REST${path}`, body);
    if (answer === '' && (method === 'DELETE' || method === 'POST')) return { count: 0, total: 0, data: [] };
    const page = parseJson(answer) as { Count?: unknown; Total?: unknown; Data?: unknown } | undefined;
    const badAnswer = (reason: string) =>
      new MailjetError('bad-answer', `The Mailjet API answered ${what} with something else than its JSON (${reason})`);
    if (typeof page !== 'object' || page === null || !Array.isArray(page.Data)) throw badAnswer('no Data');
    if (!Number.isInteger(page.Count) || !Number.isInteger(page.Total)) throw badAnswer('no Count or Total');
    try {
      const data = page.Data.map((row: unknown) => {
        if (typeof row !== 'object' || row === null) throw new WrongShape('a row is not an object');
        return read(row as Row);
      });
      return { count: page.Count as number, total: page.Total as number, data };
    } catch (error) {
      if (error instanceof WrongShape) throw badAnswer(error.message);
      throw error;
    }
  }

  /** The one row a single-object call answers. */
  async function one<Item>(method: HttpMethod, path: string, read: (row: Row) => Item, body?: unknown) {
    const [item] = (await call(method, path, read, body)).data;
    if (item === undefined)
      throw new MailjetError('bad-answer', `The Mailjet API answered ${method} ${path} with no row`);
    return item;
  }

  /** Null for Mailjet's 404: no such object. */
  async function orNull<Item>(answer: Promise<Item>): Promise<Item | null> {
    try {
      return await answer;
    } catch (error) {
      if (error instanceof MailjetError && error.status === 404) return null;
      throw error;
    }
  }

  const ignore = () => null;

  /** A draft with the date it is programmed for, which Mailjet tells at `campaigndraft/{id}/schedule`. */
  async function withSchedule(row: Row): Promise<MailjetCampaignDraft> {
    const found = draft(row, null);
    if (found.status !== 1) return found;
    const { date } = await one('GET', `/campaigndraft/${found.id}/schedule`, (schedule) => ({
      date: text(schedule, 'Date'),
    }));
    return { ...found, scheduledAt: date };
  }

  return {
    contactsLists: (paging) => call('GET', `/contactslist${query(paging)}`, contactsList),
    contactsList: (id) => orNull(one('GET', `/contactslist/${id}`, contactsList)),
    createContactsList: (name) => one('POST', '/contactslist', contactsList, { Name: name }),
    updateContactsList: (id, { name, isDeleted }) =>
      one('PUT', `/contactslist/${id}`, contactsList, {
        ...(name === undefined ? {} : { Name: name }),
        ...(isDeleted === undefined ? {} : { IsDeleted: isDeleted }),
      }),
    async deleteContactsList(id) {
      await call('DELETE', `/contactslist/${id}`, ignore);
    },

    contacts: ({ contactsList: list, ...paging } = {}) =>
      call('GET', `/contact${query(paging, { ContactsList: list })}`, contact),
    contact: (idOrEmail) => orNull(one('GET', `/contact/${encodeURIComponent(String(idOrEmail))}`, contact)),
    listRecipients: ({ contactsList: list, contact: contactId, ...paging } = {}) =>
      call('GET', `/listrecipient${query(paging, { ContactsList: list, Contact: contactId })}`, listRecipient),
    async manageContact(listId, action, managedContact) {
      const answer = await one('POST', `/contactslist/${listId}/managecontact`, (row) => int(row, 'ContactID'), {
        ...managed(managedContact),
        Action: action,
      });
      return answer;
    },
    manageManyContacts: (listId, action, contacts) =>
      one('POST', `/contactslist/${listId}/managemanycontacts`, (row) => int(row, 'JobID'), {
        Action: action,
        Contacts: contacts.map(managed),
      }),
    manyContactsJob: (listId, jobId) => one('GET', `/contactslist/${listId}/managemanycontacts/${jobId}`, job(jobId)),

    templates: (paging) => call('GET', `/template${query(paging)}`, template),
    createTemplate: ({ name, description, locale, purposes }) =>
      one('POST', '/template', template, {
        Name: name,
        Description: description ?? '',
        Locale: locale,
        Purposes: purposes,
        OwnerType: 'apikey',
        EditMode: 2,
      }),
    updateTemplate: (id, { name, description, locale, purposes }) =>
      one('PUT', `/template/${id}`, template, {
        ...(name === undefined ? {} : { Name: name }),
        ...(description === undefined ? {} : { Description: description }),
        ...(locale === undefined ? {} : { Locale: locale }),
        ...(purposes === undefined ? {} : { Purposes: purposes }),
      }),
    async deleteTemplate(id) {
      await call('DELETE', `/template/${id}`, ignore);
    },
    templateContent: (id) => one('GET', `/template/${id}/detailcontent`, content),
    async setTemplateContent(id, change) {
      await call('POST', `/template/${id}/detailcontent`, ignore, contentBody(change));
    },

    async campaignDrafts(paging) {
      const page = await call('GET', `/campaigndraft${query(paging)}`, (row) => row);
      return { ...page, data: await Promise.all(page.data.map(withSchedule)) };
    },
    campaignDraft: (id) => orNull(one('GET', `/campaigndraft/${id}`, (row) => row).then(withSchedule)),
    createCampaignDraft: (fields) => one('POST', '/campaigndraft', (row) => row, draftBody(fields)).then(withSchedule),
    updateCampaignDraft: (id, change) =>
      one('PUT', `/campaigndraft/${id}`, (row) => row, draftBody(change)).then(withSchedule),
    campaignContent: (id) => one('GET', `/campaigndraft/${id}/detailcontent`, content),
    async setCampaignContent(id, change) {
      await call('POST', `/campaigndraft/${id}/detailcontent`, ignore, contentBody(change));
    },
    async testCampaign(id, recipients) {
      await call('POST', `/campaigndraft/${id}/test`, ignore, {
        Recipients: recipients.map(({ email, name }) => ({
          Email: email,
          ...(name === undefined ? {} : { Name: name }),
        })),
      });
    },
    async scheduleCampaign(id, date) {
      await call('POST', `/campaigndraft/${id}/schedule`, ignore, { Date: date });
    },
    async cancelSchedule(id) {
      await call('DELETE', `/campaigndraft/${id}/schedule`, ignore);
    },
    async sendCampaign(id) {
      await call('POST', `/campaigndraft/${id}/send`, ignore);
    },
    campaignStatus: (id) => one('GET', `/campaigndraft/${id}/status`, draftStatus),

    async campaignCounters(campaignId, resolution, period) {
      const filters = {
        CounterSource: 'Campaign',
        CounterTiming: 'Message',
        CounterResolution: resolution,
        SourceID: campaignId,
        FromTS: period?.from,
        ToTS: period?.to,
      };
      return (await call('GET', `/statcounters${query({ limit: COUNTER_ROWS }, filters)}`, counters)).data;
    },
  };
}
