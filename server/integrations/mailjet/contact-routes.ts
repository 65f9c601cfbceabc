import { EmulatorError } from '../emulator/emulator-error.ts';
import { objectBody } from '../emulator/json-body.ts';
import { listQuery, page, single } from './mailjet-paging.ts';
import {
  matching,
  optionalText,
  requiredText,
  wholeId,
  type MailjetAnswer,
  type MailjetRequest,
} from './mailjet-request.ts';
import { isEmail, type MailjetStore } from './mailjet-store.ts';
import type { MailjetContactAction } from './mailjet-system.ts';
import { contactRow, listRow, recipientRow } from './mailjet-wire-rows.ts';

const ACTIONS: readonly MailjetContactAction[] = ['addforce', 'addnoforce', 'remove', 'unsub'];

/** `contactslist` (with `managecontact` and `managemanycontacts`), `contact` and `listrecipient`; undefined for another route. */
export async function answerContacts(request: MailjetRequest, store: MailjetStore): Promise<MailjetAnswer | undefined> {
  const match = (pattern: RegExp) => matching(request, pattern);
  const { route, params, body } = request;
  let found: RegExpExecArray | null;

  if (route === 'GET /contactslist') {
    const rows = store.state.lists.map((list) => listRow(store, list));
    return [200, page(rows, listQuery(params, []))];
  }
  if (route === 'POST /contactslist') {
    const name = requiredText(await body(), 'Name');
    if (store.state.lists.some((list) => list.name === name && !list.isDeleted))
      throw new EmulatorError(400, `A contacts list with the name "${name}" already exists`);
    return [201, single(listRow(store, store.addList(name)))];
  }
  if ((found = match(/^(GET|PUT|DELETE) \/contactslist\/([^/]+)$/))) {
    const list = store.list(wholeId(found[2]!));
    if (found[1] === 'GET') return [200, single(listRow(store, list))];
    if (found[1] === 'DELETE') {
      store.state.lists.splice(store.state.lists.indexOf(list), 1);
      store.state.recipients = store.state.recipients.filter((recipient) => recipient.listId !== list.id);
      return [204, null];
    }
    const change = await body();
    const name = optionalText(change, 'Name');
    if (name !== undefined) list.name = requiredText(change, 'Name');
    if (change.IsDeleted !== undefined) {
      if (typeof change.IsDeleted !== 'boolean') throw new EmulatorError(400, 'IsDeleted: must be true or false');
      list.isDeleted = change.IsDeleted;
    }
    return [200, single(listRow(store, list))];
  }
  if ((found = match(/^POST \/contactslist\/([^/]+)\/managecontact$/))) {
    const list = store.list(wholeId(found[1]!));
    const managed = managedContact(await body());
    const action = contactAction(managed.action);
    const contact = store.manage(list.id, action, managed);
    return [
      201,
      single({
        ContactID: contact.id,
        Email: contact.email,
        Name: contact.name,
        Action: action,
        Properties: contact.properties,
      }),
    ];
  }
  if ((found = match(/^POST \/contactslist\/([^/]+)\/managemanycontacts$/))) {
    const list = store.list(wholeId(found[1]!));
    const input = await body();
    const action = contactAction(input.Action);
    if (!Array.isArray(input.Contacts)) throw new EmulatorError(400, 'Contacts: an array is required');
    const startedAt = store.nowIso();
    let count = 0;
    let invalid = 0;
    for (const each of input.Contacts) {
      const email = objectBody(each).Email;
      if (!isEmail(email)) {
        invalid += 1;
        continue;
      }
      store.manage(list.id, action, {
        email,
        name: optionalText(objectBody(each), 'Name'),
        properties: objectBody(objectBody(each).Properties),
      });
      count += 1;
    }
    const job = {
      id: store.nextId(),
      listId: list.id,
      status: 'Completed' as const,
      count,
      error: invalid ? `${invalid} contact(s) without a valid Email were skipped` : null,
      startedAt,
      endedAt: store.nowIso(),
    };
    store.state.jobs.push(job);
    return [201, single({ JobID: job.id })];
  }
  if ((found = match(/^GET \/contactslist\/([^/]+)\/managemanycontacts\/([^/]+)$/))) {
    const listId = wholeId(found[1]!);
    const job = store.state.jobs.find((each) => each.id === wholeId(found![2]!) && each.listId === listId);
    if (!job) throw new EmulatorError(404, `Object not found: job ${found[2]}`);
    return [
      200,
      single({
        Count: job.count,
        Error: job.error ?? '',
        ErrorFile: '',
        JobEnd: job.endedAt,
        JobStart: job.startedAt,
        Status: job.status,
      }),
    ];
  }

  // Contacts and their membership of lists
  if (route === 'GET /contact') {
    listQuery(params, ['ContactsList']);
    const listId = params.get('ContactsList');
    let contacts = store.state.contacts;
    if (listId !== null) {
      const id = wholeId(listId);
      contacts = contacts.filter((contact) => store.recipient(id, contact.id));
    }
    return [
      200,
      page(
        contacts.map((contact) => contactRow(store, contact)),
        params,
      ),
    ];
  }
  if (route === 'POST /contact') {
    const input = await body();
    if (!isEmail(input.Email)) throw new EmulatorError(400, 'Email: a valid address is required');
    if (store.state.contacts.some((contact) => contact.email === (input.Email as string).toLowerCase()))
      throw new EmulatorError(400, `A contact with the email ${input.Email} already exists`);
    const contact = store.ensureContact(input.Email, optionalText(input, 'Name'));
    if (typeof input.IsExcludedFromCampaigns === 'boolean')
      contact.isExcludedFromCampaigns = input.IsExcludedFromCampaigns;
    return [201, single(contactRow(store, contact))];
  }
  if ((found = match(/^(GET|PUT) \/contact\/([^/]+)$/))) {
    const contact = store.contact(decodeURIComponent(found[2]!));
    if (found[1] === 'PUT') {
      const change = await body();
      const name = optionalText(change, 'Name');
      if (name !== undefined) contact.name = name;
      if (change.IsExcludedFromCampaigns !== undefined) {
        if (typeof change.IsExcludedFromCampaigns !== 'boolean')
          throw new EmulatorError(400, 'IsExcludedFromCampaigns: must be true or false');
        contact.isExcludedFromCampaigns = change.IsExcludedFromCampaigns;
      }
    }
    return [200, single(contactRow(store, contact))];
  }
  if (route === 'GET /listrecipient') {
    listQuery(params, ['ContactsList', 'Contact', 'Unsub']);
    const listId = params.get('ContactsList');
    const contactId = params.get('Contact');
    const unsub = params.get('Unsub');
    const rows = store.state.recipients
      .filter((recipient) => listId === null || recipient.listId === wholeId(listId))
      .filter((recipient) => contactId === null || recipient.contactId === wholeId(contactId))
      .filter((recipient) => unsub === null || recipient.isUnsubscribed === (unsub === 'true'))
      .map((recipient) => recipientRow(store, recipient));
    return [200, page(rows, params)];
  }
  if ((found = match(/^GET \/listrecipient\/([^/]+)$/))) {
    const recipient = store.state.recipients.find((each) => each.id === wholeId(found![1]!));
    if (!recipient) throw new EmulatorError(404, `Object not found: listrecipient ${found[1]}`);
    return [200, single(recipientRow(store, recipient))];
  }

  return undefined;
}

function managedContact(body: Record<string, unknown>) {
  if (!isEmail(body.Email)) throw new EmulatorError(400, 'Email: a valid address is required');
  const properties = body.Properties;
  if (properties !== undefined && (typeof properties !== 'object' || properties === null || Array.isArray(properties)))
    throw new EmulatorError(400, 'Properties: must be an object');
  return {
    email: body.Email,
    name: optionalText(body, 'Name'),
    properties: properties as Record<string, unknown> | undefined,
    action: body.Action,
  };
}

function contactAction(action: unknown): MailjetContactAction {
  if (!ACTIONS.includes(action as MailjetContactAction))
    throw new EmulatorError(400, `Action: must be one of ${ACTIONS.join(', ')}`);
  return action as MailjetContactAction;
}
