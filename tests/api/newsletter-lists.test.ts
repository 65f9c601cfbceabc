import { describe, expect, it } from 'vitest';
import { LIST_CONFIRMATIONS } from '../../domain/newsletter/confirmations.ts';
import { DEMO_CONTACT_LISTS, seedContactLists } from '../../server/areas/newsletter/seed/contact-lists.ts';
import { tokenWithRights } from './support/mintedTokens.ts';
import { repositoryRegistry } from './support/testApp.ts';
import { superadminApp } from './support/superadminApp.ts';

// Contact lists and contacts kept in Mailjet (issue 22), and Mailjet's contacts read (spec 2 §7), through the
// app against the project's Mailjet emulator over HTTP: its state tells what Mailjet holds.

type Row = Record<string, unknown>;
type Answer = Awaited<ReturnType<ReturnType<typeof superadminApp>['call']>>;

const api = superadminApp();
const { call } = api;

const confirmed = Object.fromEntries(LIST_CONFIRMATIONS.map((field) => [field, true]));
let named = 0;
const uniqueName = (label: string) => `${label} ${(named += 1)} ${Date.now()}`;

const createList = (payload: Row, bearer?: string) =>
  call({ method: 'POST', url: '/api/newsletter/contactslist', payload }, bearer);
const patchList = (id: unknown, payload: Row) =>
  call({ method: 'PATCH', url: `/api/newsletter/contactslist/${String(id)}`, payload });
const createContact = (payload: Row, bearer?: string) =>
  call({ method: 'POST', url: '/api/newsletter/contact', payload }, bearer);
const patchContact = (id: unknown, payload: Row) =>
  call({ method: 'PATCH', url: `/api/newsletter/contact/${String(id)}`, payload });

const ok = (answer: Answer, status = 200) => {
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json<Row>();
};
const refusal = (answer: Answer) => ({
  status: answer.statusCode,
  errors: answer.json<{ errors?: { field?: string; key: string }[] }>().errors ?? [],
});

const db = () => api.app.database.db;
const listRow = (id: unknown) =>
  db().selectFrom('nl_contactslist').selectAll().where('id_nl_contactslist', '=', Number(id)).executeTakeFirst();
const contactRow = (id: unknown) =>
  db().selectFrom('nl_contact').selectAll().where('id_nl_contact', '=', Number(id)).executeTakeFirst();
const mailjetList = (id: unknown) => api.app.mailjet.state().lists.find((list) => list.id === id);
/** The recipient of that email in that Mailjet list, if any. */
const recipient = (listId: unknown, email: string) => {
  const state = api.app.mailjet.state();
  const contact = state.contacts.find((each) => each.email.toLowerCase() === email.toLowerCase());
  return contact && state.recipients.find((each) => each.listId === listId && each.contactId === contact.id);
};

async function newList(label = 'Liste') {
  const list = ok(await createList({ name: uniqueName(label), ...confirmed }), 201);
  return (await listRow(list.id_nl_contactslist)) as Row;
}

describe('contact lists', () => {
  it('need each of the five confirmations on create, and keep them on update', async () => {
    for (const field of LIST_CONFIRMATIONS) {
      const missing = { name: uniqueName('Ohne'), ...confirmed };
      delete (missing as Row)[field];
      expect(refusal(await createList(missing))).toEqual({
        status: 422,
        errors: [{ field, key: 'newsletter.errors.confirmation_required' }],
      });
      expect(refusal(await createList({ ...missing, [field]: false }))).toEqual({
        status: 422,
        errors: [{ field, key: 'newsletter.errors.confirmation_required' }],
      });
    }
    const list = await newList();
    expect(refusal(await patchList(list.id_nl_contactslist, { consent_express: false }))).toEqual({
      status: 422,
      errors: [{ field: 'consent_express', key: 'newsletter.errors.confirmation_required' }],
    });
    expect((await listRow(list.id_nl_contactslist))?.consent_express).toBe(true);
  });

  it('record who confirmed and when, and are made in Mailjet with their name', async () => {
    const superadmin = await db()
      .selectFrom('users')
      .select('id_users')
      .where('email', '=', 'superadmin@demo.local')
      .executeTakeFirstOrThrow();
    const before = Date.now();
    const list = await newList('Sommer');
    expect(list.confirmed_by).toBe(superadmin.id_users);
    expect(new Date(list.confirmed_at as string).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(list.mailjet_id).toEqual(expect.any(Number));
    expect(mailjetList(list.mailjet_id)?.name).toBe(list.name);
  });

  it('send a rename to Mailjet, and stay there when locked', async () => {
    const list = await newList();
    const name = uniqueName('Umbenannt');
    ok(await patchList(list.id_nl_contactslist, { name }));
    expect(mailjetList(list.mailjet_id)?.name).toBe(name);
    ok(await patchList(list.id_nl_contactslist, { locked: true }));
    expect(mailjetList(list.mailjet_id)?.isDeleted).toBe(false);
  });

  it('are made in Mailjet again when Mailjet no longer knows them', async () => {
    const list = await newList();
    await db()
      .updateTable('nl_contactslist')
      .set({ mailjet_id: 987_654 })
      .where('id_nl_contactslist', '=', list.id_nl_contactslist as number)
      .execute();
    ok(await patchList(list.id_nl_contactslist, { name: uniqueName('Geheilt') }));
    const healed = await listRow(list.id_nl_contactslist);
    expect(healed?.mailjet_id).not.toBe(987_654);
    expect(mailjetList(healed?.mailjet_id)?.name).toBe(healed?.name);
  });

  it('keep nothing when Mailjet fails: 502, or 503 when it limits the requests', async () => {
    const name = uniqueName('Fehlschlag');
    api.app.mailjet.failNext(1, 'error');
    expect(refusal(await createList({ name, ...confirmed }))).toEqual({
      status: 502,
      errors: [{ key: 'newsletter.errors.mailjet_unavailable' }],
    });
    api.app.mailjet.failNext(1, 'rate-limit');
    expect(refusal(await createList({ name, ...confirmed }))).toMatchObject({
      status: 503,
      errors: [{ key: 'newsletter.errors.mailjet_busy' }],
    });
    const kept = await db().selectFrom('nl_contactslist').select('name').where('name', '=', name).execute();
    expect(kept).toEqual([]);
    expect(api.app.mailjet.state().lists.filter((list) => list.name === name)).toEqual([]);
  });

  it('are deleted in Mailjet with ours', async () => {
    const list = await newList();
    ok(await call({ method: 'DELETE', url: `/api/newsletter/contactslist/${String(list.id_nl_contactslist)}` }));
    const there = mailjetList(list.mailjet_id);
    expect(there === undefined || there.isDeleted).toBe(true);
  });
});

describe('contacts', () => {
  it('take an email once per list, case and spaces ignored; another list may have it', async () => {
    const list = await newList();
    const other = await newList();
    const email = `Erika.Muster.${Date.now()}@web.example`;
    const first = ok(await createContact({ id_nl_contactslist: list.id_nl_contactslist, email: ` ${email} ` }), 201);
    expect(first.email).toBe(email);
    expect(first.consent_source).toBe('manual');
    expect(first.consent_at).toEqual(expect.any(String));
    for (const variant of [email, email.toUpperCase(), `  ${email.toLowerCase()}`])
      expect(refusal(await createContact({ id_nl_contactslist: list.id_nl_contactslist, email: variant }))).toEqual({
        status: 409,
        errors: [{ field: 'email', key: 'newsletter.errors.duplicate_email' }],
      });
    ok(await createContact({ id_nl_contactslist: other.id_nl_contactslist, email }), 201);
  });

  it('are created once when the same email comes twice at the same time', async () => {
    const list = await newList();
    const email = `gleichzeitig.${Date.now()}@gmx.example`;
    const answers = await Promise.all([
      createContact({ id_nl_contactslist: list.id_nl_contactslist, email }),
      createContact({ id_nl_contactslist: list.id_nl_contactslist, email: email.toUpperCase() }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await db()
      .selectFrom('nl_contact')
      .select('id_nl_contact')
      .where('id_nl_contactslist', '=', list.id_nl_contactslist as number)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('follow their membership in the Mailjet list', async () => {
    const list = await newList();
    const email = `mitglied.${Date.now()}@posteo.example`;
    const contact = ok(
      await createContact({
        id_nl_contactslist: list.id_nl_contactslist,
        email,
        first_name: 'Jürgen',
        last_name: 'Weiß',
      }),
      201,
    );
    const stored = await contactRow(contact.id_nl_contact);
    expect(stored?.mailjet_id).toEqual(expect.any(Number));
    expect(contact.mailjet_id).toBe(stored?.mailjet_id);
    expect(recipient(list.mailjet_id, email)).toMatchObject({ isUnsubscribed: false, contactId: stored?.mailjet_id });
    expect(api.app.mailjet.state().contacts.find((each) => each.id === stored?.mailjet_id)?.name).toBe('Jürgen Weiß');

    ok(await patchContact(contact.id_nl_contact, { membership: 'unsubscribed' }));
    expect(recipient(list.mailjet_id, email)?.isUnsubscribed).toBe(true);
    ok(await patchContact(contact.id_nl_contact, { membership: 'subscribed' }));
    expect(recipient(list.mailjet_id, email)?.isUnsubscribed).toBe(false);
    ok(await patchContact(contact.id_nl_contact, { locked: true }));
    expect(recipient(list.mailjet_id, email)).toBeUndefined();
    ok(await patchContact(contact.id_nl_contact, { locked: false }));
    expect(recipient(list.mailjet_id, email)).toBeDefined();
    ok(await call({ method: 'DELETE', url: `/api/newsletter/contact/${String(contact.id_nl_contact)}` }));
    expect(recipient(list.mailjet_id, email)).toBeUndefined();
  });

  it('make their list in Mailjet first where it has none', async () => {
    const list = await newList();
    await db()
      .updateTable('nl_contactslist')
      .set({ mailjet_id: null })
      .where('id_nl_contactslist', '=', list.id_nl_contactslist as number)
      .execute();
    const email = `neu.${Date.now()}@web.example`;
    ok(await createContact({ id_nl_contactslist: list.id_nl_contactslist, email }), 201);
    const made = await listRow(list.id_nl_contactslist);
    expect(made?.mailjet_id).toEqual(expect.any(Number));
    expect(recipient(made?.mailjet_id, email)).toBeDefined();
  });

  it('are refused in a locked list, and kept out when Mailjet fails', async () => {
    const list = await newList();
    const email = `gesperrt.${Date.now()}@web.example`;
    ok(await patchList(list.id_nl_contactslist, { locked: true }));
    expect(refusal(await createContact({ id_nl_contactslist: list.id_nl_contactslist, email }))).toEqual({
      status: 423,
      errors: [{ field: 'id_nl_contactslist', key: 'newsletter.errors.list_locked_contacts' }],
    });
    ok(await patchList(list.id_nl_contactslist, { locked: false }));
    api.app.mailjet.failNext(1, 'error');
    expect(refusal(await createContact({ id_nl_contactslist: list.id_nl_contactslist, email })).status).toBe(502);
    expect(await db().selectFrom('nl_contact').select('id_nl_contact').where('email', '=', email).execute()).toEqual(
      [],
    );
  });
});

describe("Mailjet's contacts", () => {
  const contactsOf = (query = '', bearer?: string) =>
    call({ method: 'GET', url: `/api/mailjet/contact${query}` }, bearer);

  it('answer one by email or ID in Mailjet’s shape, none as an empty Data', async () => {
    const list = await newList();
    const email = `gesucht.${Date.now()}@web.example`;
    const contact = ok(await createContact({ id_nl_contactslist: list.id_nl_contactslist, email }), 201);
    const stored = await contactRow(contact.id_nl_contact);
    const byEmail = ok(await contactsOf(`/${encodeURIComponent(email)}`));
    expect(byEmail).toMatchObject({ Count: 1, Total: 1, Data: [{ ID: stored?.mailjet_id, Email: email }] });
    expect(ok(await contactsOf(`/${String(stored?.mailjet_id)}`))).toMatchObject({ Data: [{ Email: email }] });
    expect(ok(await contactsOf('/niemand@nirgends.example'))).toEqual({ Count: 0, Total: 0, Data: [] });
  });

  it("answer the account's contacts, or a list's, at most `limit`", async () => {
    const list = await newList();
    const emails = [1, 2, 3].map((each) => `liste${each}.${Date.now()}@web.example`);
    for (const email of emails) ok(await createContact({ id_nl_contactslist: list.id_nl_contactslist, email }), 201);
    const ofList = ok(await contactsOf(`?contactslist=${String(list.id_nl_contactslist)}`));
    expect(ofList.Total).toBe(3);
    expect((ofList.Data as Row[]).map((each) => each.Email).sort()).toEqual([...emails].sort());
    const limited = ok(await contactsOf('?limit=2'));
    expect(limited.Count).toBe(2);
    expect(limited.Total as number).toBeGreaterThanOrEqual(3);
    expect(ok(await contactsOf()).Count).toBe(Math.min(1000, limited.Total as number));
  });

  it('refuse what they do not understand, and users without the contacts read right', async () => {
    for (const query of ['?limit=0', '?limit=1001', '?limit=x', '?contactslist=abc', '?other=1'])
      expect((await contactsOf(query)).statusCode, query).toBe(400);
    expect((await contactsOf('/a@b.example?x=1')).statusCode).toBe(400);
    expect((await contactsOf('?contactslist=999999')).statusCode).toBe(404);
    const reader = await tokenWithRights(db(), 'nl contacts reader', ['newsletter-read', 'newsletter-contacts-read']);
    expect((await contactsOf('?limit=1', reader)).statusCode).toBe(200);
    const other = await tokenWithRights(db(), 'nl other reader', ['newsletter-read', 'newsletter-campaigns-read']);
    expect(refusal(await contactsOf('', other)).status).toBe(403);
    expect(refusal(await contactsOf('/a@b.example', other)).status).toBe(403);
  });

  it('answer 502 when Mailjet fails', async () => {
    api.app.mailjet.failNext(1, 'error');
    expect(refusal(await contactsOf('?limit=1'))).toEqual({
      status: 502,
      errors: [{ key: 'newsletter.errors.mailjet_unavailable' }],
    });
  });
});

describe('the demo lists', () => {
  it('are seeded with their Mailjet IDs and confirmations, and seeding again adds nothing', async () => {
    const first = await seedContactLists(db(), repositoryRegistry);
    expect(first).toMatchObject({ contactLists: 3, contacts: 40 });
    const lists = await db()
      .selectFrom('nl_contactslist')
      .selectAll()
      .where(
        'name',
        'in',
        DEMO_CONTACT_LISTS.map((list) => list.name),
      )
      .execute();
    expect(lists.map((list) => list.mailjet_id).sort()).toEqual([1001, 1002, 1003]);
    expect(lists.every((list) => list.consent_express && list.confirmed_at !== null)).toBe(true);
    expect(await seedContactLists(db(), repositoryRegistry)).toEqual({
      contactLists: 0,
      contacts: 0,
      newsletterConsents: 0,
    });
  });
});
