import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LIST_CONFIRMATIONS } from '../../domain/newsletter/confirmations.ts';
import type { ImportCandidate } from '../../domain/newsletter/import.ts';
import { agencyUser, insertAgency } from './support/agency-users.ts';
import { tokenWithRights } from './support/mintedTokens.ts';
import { superadminApp } from './support/superadminApp.ts';

// Customers' newsletter consent and the newsletter contact import (issue 22, spec 1 §2): the customers who
// agreed within the last 24 hours become contacts of a list, all or none, and Mailjet gets them in one job.

type Row = Record<string, unknown>;
type Answer = Awaited<ReturnType<ReturnType<typeof superadminApp>['call']>>;

const api = superadminApp();
const { call } = api;
const db = () => api.app.database.db;

const confirmed = Object.fromEntries(LIST_CONFIRMATIONS.map((field) => [field, true]));
let counter = 0;
const unique = (label: string) => `${label}${(counter += 1)}x${Date.now()}`;

const ok = (answer: Answer, status = 200) => {
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json<Row>();
};
const lines = (answer: Answer) => {
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.body
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Row);
};

async function newList() {
  const list = ok(
    await call({
      method: 'POST',
      url: '/api/newsletter/contactslist',
      payload: { name: unique('Import'), ...confirmed },
    }),
    201,
  );
  return list.id_nl_contactslist as number;
}

/** A customer who agreed to the newsletter now (with an email, unless `email` is null). */
async function consentingCustomer(email: string | null = `${unique('kunde')}@web.example`, values: Row = {}) {
  const contacts = email === null ? [] : [{ key: 'email-private', value: email, id_vc_field_type: 1 }];
  const card = ok(
    await call({
      method: 'POST',
      url: '/api/customers',
      payload: {
        name: unique('Kunde '),
        firstname: 'Greta',
        lastname: 'Sommer',
        contacts,
        newsletter: true,
        ...values,
      },
    }),
    201,
  );
  return { id: card.id_vc_card as number, email, consentAt: card.newsletter_consent_at as string };
}

const candidates = async (listId: number, bearer?: string) => {
  const answer = await call(
    { method: 'GET', url: `/api/newsletter-import/candidates?id_nl_contactslist=${listId}` },
    bearer,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ImportCandidate[]>();
};
const runImport = (payload: Row, bearer?: string) =>
  call({ method: 'POST', url: '/api/newsletter-import', payload }, bearer);

describe("a customer's newsletter consent", () => {
  it('is timed when given and cleared when withdrawn', async () => {
    const before = Date.now();
    const customer = await consentingCustomer();
    expect(new Date(customer.consentAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const unchanged = ok(
      await call({ method: 'PATCH', url: `/api/customers/${customer.id}`, payload: { city: 'Lüneburg' } }),
    );
    expect(unchanged.newsletter_consent_at).toBe(customer.consentAt);
    const withdrawn = ok(
      await call({ method: 'PATCH', url: `/api/customers/${customer.id}`, payload: { newsletter: false } }),
    );
    expect(withdrawn.newsletter_consent_at).toBeNull();
    const plain = ok(await call({ method: 'POST', url: '/api/customers', payload: { name: unique('Ohne ') } }), 201);
    expect(plain).toMatchObject({ newsletter: false, newsletter_consent_at: null });
    const written = await call({
      method: 'PATCH',
      url: `/api/customers/${customer.id}`,
      payload: { newsletter_consent_at: new Date().toISOString() },
    });
    expect(written.statusCode).toBe(400);
  });
});

describe('the import candidates', () => {
  it('are the customers who agreed within 24 hours and have an email, with what the list has of them', async () => {
    const listId = await newList();
    const recent = await consentingCustomer();
    const old = await consentingCustomer();
    await db()
      .updateTable('vc_card')
      .set({ newsletter_consent_at: sql<Date>`now() - interval '25 hours'` })
      .where('id_vc_card', '=', old.id)
      .execute();
    const noEmail = await consentingCustomer(null);
    const notAnAddress = await consentingCustomer('kein Eintrag');
    const there = await consentingCustomer();
    ok(
      await call({
        method: 'POST',
        url: '/api/newsletter/contact',
        payload: { id_nl_contactslist: listId, email: there.email?.toUpperCase(), membership: 'unsubscribed' },
      }),
      201,
    );
    const found = await candidates(listId);
    const ids = found.map((candidate) => candidate.id_vc_card);
    expect(ids).toContain(recent.id);
    expect(ids).not.toContain(old.id);
    expect(ids).not.toContain(noEmail.id);
    expect(ids).not.toContain(notAnAddress.id);
    expect(found.find((candidate) => candidate.id_vc_card === recent.id)).toMatchObject({
      email: recent.email,
      membership: null,
      newsletter_consent_at: new Date(recent.consentAt).toISOString(),
    });
    expect(found.find((candidate) => candidate.id_vc_card === there.id)?.membership).toBe('unsubscribed');
  });

  it("are only the customers of agency staff's own agency", async () => {
    const listId = await newList();
    const agencyId = await insertAgency(db(), unique('Reisebüro '));
    const staff = await agencyUser(
      db(),
      unique('nl agency staff '),
      ['newsletter-read', 'newsletter-create', 'newsletter-contactlists-read', 'newsletter-contacts-read'],
      agencyId,
    );
    const ours = await consentingCustomer(undefined, { agencyId });
    const theirs = await consentingCustomer();
    const ids = (await candidates(listId, staff.token)).map((candidate) => candidate.id_vc_card);
    expect(ids).toContain(ours.id);
    expect(ids).not.toContain(theirs.id);
    const refused = lines(
      await runImport({ id_nl_contactslist: listId, consent: true, customers: [theirs.id] }, staff.token),
    );
    expect(refused.at(-1)).toEqual({ added: 0, updated: 0, skipped: 1 });
  });
});

describe('the import', () => {
  it('adds new emails, refreshes those the list has, keeps those who left, and reports progress', async () => {
    const listId = await newList();
    const fresh = await consentingCustomer();
    const known = await consentingCustomer();
    const left = await consentingCustomer();
    const noEmail = await consentingCustomer(null);
    for (const [customer, membership] of [
      [known, 'integrated'],
      [left, 'unsubscribed'],
    ] as const)
      ok(
        await call({
          method: 'POST',
          url: '/api/newsletter/contact',
          payload: { id_nl_contactslist: listId, email: customer.email, membership },
        }),
        201,
      );
    const chosen = [fresh.id, known.id, left.id, noEmail.id];
    const answer = lines(await runImport({ id_nl_contactslist: listId, consent: true, customers: chosen }));
    expect(answer.at(-1)).toEqual({ added: 1, updated: 1, skipped: 2 });
    expect(answer.slice(0, -1)).toContainEqual({ done: 4, total: 4 });

    const rows = await db()
      .selectFrom('nl_contact')
      .selectAll()
      .where('id_nl_contactslist', '=', listId)
      .orderBy('id_nl_contact')
      .execute();
    const byEmail = (email: string | null) => rows.find((row) => row.email === email);
    expect(rows).toHaveLength(3);
    expect(byEmail(fresh.email)).toMatchObject({
      consent_source: 'import',
      id_vc_card: fresh.id,
      membership: 'subscribed',
      first_name: 'Greta',
      last_name: 'Sommer',
    });
    expect(byEmail(fresh.email)?.consent_at?.toISOString()).toBe(new Date(fresh.consentAt).toISOString());
    expect(byEmail(known.email)).toMatchObject({
      consent_source: 'import',
      id_vc_card: known.id,
      membership: 'subscribed',
    });
    expect(byEmail(left.email)).toMatchObject({
      consent_source: 'manual',
      membership: 'unsubscribed',
      id_vc_card: null,
    });

    const list = await db()
      .selectFrom('nl_contactslist')
      .select('mailjet_id')
      .where('id_nl_contactslist', '=', listId)
      .executeTakeFirstOrThrow();
    const state = api.app.mailjet.state();
    for (const customer of [fresh, known]) {
      const contact = state.contacts.find((each) => each.email === customer.email);
      expect(contact?.id).toBe(byEmail(customer.email)?.mailjet_id);
      expect(
        state.recipients.find((each) => each.listId === list.mailjet_id && each.contactId === contact?.id),
      ).toMatchObject({ isUnsubscribed: false });
    }
    const history = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('resource', '=', 'newsletter/contacts')
      .where('record_id', '=', String(byEmail(fresh.email)?.id_nl_contact))
      .execute();
    expect(history).toEqual([{ action: 'create' }]);
  });

  it('keeps nothing when Mailjet fails', async () => {
    const listId = await newList();
    const customer = await consentingCustomer();
    api.app.mailjet.failNext(1, 'error');
    const answer = lines(await runImport({ id_nl_contactslist: listId, consent: true, customers: [customer.id] }));
    expect(answer.at(-1)).toMatchObject({ error: { key: 'newsletter.errors.mailjet_unavailable' } });
    const rows = await db()
      .selectFrom('nl_contact')
      .select('id_nl_contact')
      .where('id_nl_contactslist', '=', listId)
      .execute();
    expect(rows).toEqual([]);
    expect(api.app.mailjet.state().contacts.find((each) => each.email === customer.email)).toBeUndefined();
  });

  it('needs the confirmed consent, an unlocked list it knows, the right, and input it understands', async () => {
    const listId = await newList();
    const customer = await consentingCustomer();
    const refused = await runImport({ id_nl_contactslist: listId, consent: false, customers: [customer.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Row>().errors).toEqual([{ field: 'consent', key: 'newsletter.errors.consent_required' }]);
    expect((await runImport({ id_nl_contactslist: listId })).statusCode).toBe(400);
    expect((await runImport({ id_nl_contactslist: listId, consent: true, other: 1 })).statusCode).toBe(400);
    expect((await runImport({ id_nl_contactslist: 999_999, consent: true })).statusCode).toBe(404);
    expect(
      (await call({ method: 'GET', url: `/api/newsletter-import/candidates?id_nl_contactslist=${listId}&x=1` }))
        .statusCode,
    ).toBe(400);
    ok(await call({ method: 'PATCH', url: `/api/newsletter/contactslist/${listId}`, payload: { locked: true } }));
    const locked = await runImport({ id_nl_contactslist: listId, consent: true, customers: [customer.id] });
    expect(locked.statusCode).toBe(423);
    const reader = await tokenWithRights(db(), unique('nl reader '), [
      'newsletter-read',
      'newsletter-contactlists-read',
    ]);
    expect((await runImport({ id_nl_contactslist: listId, consent: true }, reader)).statusCode).toBe(403);
    expect(
      (await call({ method: 'GET', url: `/api/newsletter-import/candidates?id_nl_contactslist=${listId}` }, reader))
        .statusCode,
    ).toBe(403);
  });
});
