import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailjetClient } from '../../server/integrations/mailjet/mailjet-client.ts';
import { containsScript } from '../../domain/newsletter/template-rules.ts';
import { ensureMailjetTemplate } from '../../server/areas/newsletter/mailjet-templates.ts';
import { seedTemplates } from '../../server/areas/newsletter/seed/templates.ts';
import { tokenWithRights } from './support/mintedTokens.ts';
import { createTestApp, repositoryRegistry, type TestApp } from './support/testApp.ts';

// Templates (spec 1 §3, §5) kept in Mailjet: every create, change and delete reaches the Mailjet
// emulator over HTTP in the change's transaction, so that a failure there keeps nothing here; no two
// templates share a name in any case; a template campaigns use stays; the reads are the templates' own.

const API = '/api/newsletter/template';
type Row = Record<string, unknown>;

let api: TestApp;
let admin: string;
beforeAll(async () => {
  api = await createTestApp();
  admin = await api.signIn('admin@demo.local');
});
afterEach(() => api.mailjet.reset());
afterAll(() => api.close());

let made = 0;
/** A name no other test uses. */
const fresh = (name: string) => `${name} ${++made}`;

const HTML =
  '<html><head><title>x</title></head><body><h1>Hallo</h1><a href="[[UNSUB_LINK_DE]]">Abmelden</a></body></html>';

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: Row, token = admin) =>
  api.injectAs(token, { method, url, payload });
const create = (fields: Row, token = admin) =>
  call('POST', API, { purpose: 'marketing', locale: 'de_DE', html_part: HTML, text_part: 'Hallo', ...fields }, token);
const stored = (id: unknown) =>
  api.database.db.selectFrom('nl_template').selectAll().where('id_nl_template', '=', Number(id)).executeTakeFirst();
const inMailjet = (id: unknown) => api.mailjet.state().templates.find((template) => template.id === id);
const mailjetNamed = (name: string) => api.mailjet.state().templates.filter((template) => template.name === name);
const keysOf = (response: { json: () => unknown }) => (response.json() as { errors: Row[] }).errors;

describe('a template kept in Mailjet', () => {
  it('is made there with its purpose and content, its ID stored', async () => {
    const name = fresh('Sommerreisen');
    const response = await create({ name, description: 'Reisen im Sommer', purpose: 'transactional' });
    expect(response.statusCode).toBe(201);
    const row = await stored(response.json<Row>().id_nl_template);
    expect(row?.mailjet_id).toEqual(expect.any(Number));
    expect(inMailjet(row?.mailjet_id)).toMatchObject({
      name,
      description: 'Reisen im Sommer',
      locale: 'de_DE',
      purposes: ['transactional'],
      content: { htmlPart: HTML, textPart: 'Hallo', headers: {} },
    });
  });

  it('is kept as a marketing template where ours is archived: Mailjet has no archive', async () => {
    const response = await create({ name: fresh('Archiv'), purpose: 'archive' });
    expect(response.statusCode).toBe(201);
    const row = await stored(response.json<Row>().id_nl_template);
    expect(inMailjet(row?.mailjet_id)?.purposes).toEqual(['marketing']);
  });

  it('follows a change of its fields and of its content', async () => {
    const id = (await create({ name: fresh('Herbst') })).json<Row>().id_nl_template;
    const mailjetId = (await stored(id))?.mailjet_id;
    const name = fresh('Herbstreisen');
    const html = '<p>Neu</p>';
    const changed = await call('PATCH', `${API}/${id}`, { name, purpose: 'automation', html_part: html });
    expect(changed.statusCode).toBe(200);
    expect((await stored(id))?.mailjet_id).toBe(mailjetId);
    expect(inMailjet(mailjetId)).toMatchObject({
      name,
      purposes: ['automation'],
      content: { htmlPart: html, textPart: 'Hallo' },
    });
  });

  it('is made there on its next change where it has none there, or Mailjet no longer knows it', async () => {
    for (const mailjetId of [null, 987654]) {
      const name = fresh('Ohne Mailjet');
      const { id_nl_template: id } = await api.database.db
        .insertInto('nl_template')
        .values({ name, purpose: 'marketing', html_part: HTML, mailjet_id: mailjetId })
        .returning('id_nl_template')
        .executeTakeFirstOrThrow();
      const response = await call('PATCH', `${API}/${id}`, { description: 'wieder da' });
      expect(response.statusCode).toBe(200);
      const row = await stored(id);
      expect(row?.mailjet_id).toEqual(expect.any(Number));
      expect(row?.mailjet_id).not.toBe(987654);
      expect(inMailjet(row?.mailjet_id)).toMatchObject({ name, description: 'wieder da', content: { htmlPart: HTML } });
    }
  });

  it('takes over the Mailjet template of its name where its own ID there is lost', async () => {
    const id = (await create({ name: fresh('Verloren') })).json<Row>().id_nl_template;
    const mailjetId = (await stored(id))?.mailjet_id;
    await api.database.db
      .updateTable('nl_template')
      .set({ mailjet_id: 987655 })
      .where('id_nl_template', '=', Number(id))
      .execute();
    const response = await call('PATCH', `${API}/${id}`, { html_part: '<p>neu</p>' });
    expect(response.statusCode).toBe(200);
    expect((await stored(id))?.mailjet_id).toBe(mailjetId);
    expect(inMailjet(mailjetId)?.content.htmlPart).toBe('<p>neu</p>');
  });

  it('is ensured for a use: its Mailjet ID as it is, or a new one where Mailjet no longer knows it', async () => {
    const mailjet = createMailjetClient({
      baseUrl: api.mailjet.url,
      apiKey: api.mailjet.apiKey,
      secretKey: api.mailjet.secretKey,
      timeoutMs: 2000,
    });
    const id = Number((await create({ name: fresh('Im Einsatz') })).json<Row>().id_nl_template);
    const mailjetId = (await stored(id))?.mailjet_id;
    const { db } = api.database;
    expect(await db.transaction().execute((trx) => ensureMailjetTemplate(trx, mailjet, id))).toBe(mailjetId);

    await mailjet.deleteTemplate(Number(mailjetId));
    const again = await db.transaction().execute((trx) => ensureMailjetTemplate(trx, mailjet, id));
    expect(again).not.toBe(mailjetId);
    expect((await stored(id))?.mailjet_id).toBe(again);
    expect(inMailjet(again)?.content.htmlPart).toBe(HTML);

    api.mailjet.failNext(1, 'error');
    await expect(db.transaction().execute((trx) => ensureMailjetTemplate(trx, mailjet, id))).rejects.toMatchObject({
      code: 502,
      errors: [{ key: 'newsletter.errors.mailjet_unavailable' }],
    });
  });

  it('is deleted there too; one Mailjet no longer knows is deleted here all the same', async () => {
    const id = (await create({ name: fresh('Weg') })).json<Row>().id_nl_template;
    const mailjetId = (await stored(id))?.mailjet_id;
    expect((await call('DELETE', `${API}/${id}`)).statusCode).toBe(200);
    expect(await stored(id)).toBeUndefined();
    expect(inMailjet(mailjetId)).toBeUndefined();

    const gone = (await create({ name: fresh('Schon weg') })).json<Row>().id_nl_template;
    await api.database.db
      .updateTable('nl_template')
      .set({ mailjet_id: 987655 })
      .where('id_nl_template', '=', Number(gone))
      .execute();
    expect((await call('DELETE', `${API}/${gone}`)).statusCode).toBe(200);
    expect(await stored(gone)).toBeUndefined();
  });
});

describe('a failure of Mailjet', () => {
  it('keeps a new template from being saved: 502, nothing here or there', async () => {
    const name = fresh('Ausfall');
    api.mailjet.failNext(1, 'error');
    const response = await create({ name });
    expect(response.statusCode).toBe(502);
    expect(keysOf(response)).toEqual([{ key: 'newsletter.errors.mailjet_unavailable' }]);
    expect(
      await api.database.db.selectFrom('nl_template').select('id_nl_template').where('name', '=', name).execute(),
    ).toEqual([]);
    expect(mailjetNamed(name)).toEqual([]);
  });

  it('keeps a change and a delete from happening', async () => {
    const name = fresh('Bleibt');
    const id = (await create({ name })).json<Row>().id_nl_template;
    api.mailjet.failNext(1, 'error');
    const changed = await call('PATCH', `${API}/${id}`, { name: fresh('Geändert') });
    expect(changed.statusCode).toBe(502);
    expect((await stored(id))?.name).toBe(name);

    api.mailjet.failNext(1, 'error');
    const deleted = await call('DELETE', `${API}/${id}`);
    expect(deleted.statusCode).toBe(502);
    expect(await stored(id)).toBeDefined();
    expect(mailjetNamed(name)).toHaveLength(1);
  });
});

describe('a template’s name', () => {
  it('is no other template’s, in any case and with spaces around it (409 at the name)', async () => {
    const name = fresh('Wintersonne');
    expect((await create({ name })).statusCode).toBe(201);
    for (const again of [name, name.toUpperCase(), `  ${name.toLowerCase()} `]) {
      const response = await create({ name: again });
      expect(response.statusCode).toBe(409);
      expect(keysOf(response)).toEqual([{ field: 'name', key: 'newsletter.errors.duplicate_template' }]);
    }
    const other = (await create({ name: fresh('Frühling') })).json<Row>().id_nl_template;
    const renamed = await call('PATCH', `${API}/${other}`, { name: name.toUpperCase() });
    expect(renamed.statusCode).toBe(409);
    expect(keysOf(renamed)).toEqual([{ field: 'name', key: 'newsletter.errors.duplicate_template' }]);
    expect(mailjetNamed(name)).toHaveLength(1);
  });

  it('is kept trimmed, and a template may change the case of its own', async () => {
    const name = fresh('Ostsee');
    const response = await create({ name: `  ${name}  ` });
    expect(response.json<Row>().name).toBe(name);
    const id = response.json<Row>().id_nl_template;
    const recased = await call('PATCH', `${API}/${id}`, { name: name.toUpperCase() });
    expect(recased.statusCode).toBe(200);
    expect(inMailjet((await stored(id))?.mailjet_id)?.name).toBe(name.toUpperCase());
  });

  it('is given to one of two requests that ask for it at once', async () => {
    const name = fresh('Gleichzeitig');
    const answers = await Promise.all([create({ name }), create({ name: name.toLowerCase() })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await api.database.db
      .selectFrom('nl_template')
      .select('name')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('a template’s HTML', () => {
  it('may not hold a script (422 at the HTML), and nothing is saved', async () => {
    const name = fresh('Skript');
    const response = await create({ name, html_part: '<p>Hallo</p><script>alert(1)</script>' });
    expect(response.statusCode).toBe(422);
    expect(keysOf(response)).toEqual([{ field: 'html_part', key: 'newsletter.errors.template_script' }]);
    expect(mailjetNamed(name)).toEqual([]);
  });
});

describe('a template campaigns use', () => {
  it('cannot be deleted (409), here or in Mailjet', async () => {
    const id = Number((await create({ name: fresh('In Gebrauch') })).json<Row>().id_nl_template);
    const mailjetId = (await stored(id))?.mailjet_id;
    const { db } = api.database;
    const list = await db
      .insertInto('nl_contactslist')
      .values({
        name: fresh('Liste'),
        consent_express: true,
        consent_not_purchased: true,
        consent_unsubscribe_link: true,
        consent_lawful_content: true,
        consent_guidelines_read: true,
      })
      .returning('id_nl_contactslist')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('nl_campaign')
      .values({
        title: 'Kampagne',
        subject: 'Betreff',
        sender_name: 'Demo Reisen',
        sender_email: 'news@example.com',
        id_nl_contactslist: list.id_nl_contactslist,
        id_nl_template: id,
      })
      .execute();
    const response = await call('DELETE', `${API}/${id}`);
    expect(response.statusCode).toBe(409);
    expect(keysOf(response)).toEqual([{ key: 'newsletter.errors.template_in_use', params: { campaigns: 1 } }]);
    expect(await stored(id)).toBeDefined();
    expect(inMailjet(mailjetId)).toBeDefined();
  });
});

describe('the rights to templates', () => {
  it('reads them with the templates’ own read right only', async () => {
    const id = (await create({ name: fresh('Lesbar') })).json<Row>().id_nl_template;
    const reader = await tokenWithRights(api.database.db, 'template reader', [
      'newsletter-read',
      'newsletter-templates-read',
    ]);
    expect((await call('GET', API, undefined, reader)).statusCode).toBe(200);
    expect((await call('GET', `${API}/${id}`, undefined, reader)).statusCode).toBe(200);
    expect((await create({ name: fresh('Nicht erlaubt') }, reader)).statusCode).toBe(403);
    const writer = await tokenWithRights(api.database.db, 'template writer', [
      'newsletter-templates-read',
      'newsletter-create',
    ]);
    expect((await create({ name: fresh('Erlaubt') }, writer)).statusCode).toBe(201);
    expect((await call('DELETE', `${API}/${id}`, undefined, reader)).statusCode).toBe(403);

    for (const rights of [
      ['newsletter-read'],
      ['newsletter-read', 'newsletter-campaigns-read', 'newsletter-contacts-read'],
    ]) {
      const other = await tokenWithRights(api.database.db, `no template reader ${rights.length}`, rights);
      expect((await call('GET', API, undefined, other)).statusCode).toBe(403);
      expect((await call('GET', `${API}/${id}`, undefined, other)).statusCode).toBe(403);
    }
  });
});

describe('the demo templates', () => {
  it('are four German ones with their Mailjet IDs, the marketing ones with an unsubscribe link, seeded once', async () => {
    const { db } = api.database;
    const first = await seedTemplates(db, repositoryRegistry);
    const again = await seedTemplates(db, repositoryRegistry);
    expect([first, again]).toEqual([{ newsletterTemplates: 4 }, { newsletterTemplates: 0 }]);
    const rows = await db
      .selectFrom('nl_template')
      .selectAll()
      .where('mailjet_id', 'in', [2001, 2002, 2003, 2004])
      .orderBy('mailjet_id')
      .execute();
    expect(rows.map((row) => [row.name, row.purpose, row.locale])).toEqual([
      ['Monatsnewsletter', 'marketing', 'de_DE'],
      ['Adventsreisen', 'marketing', 'de_DE'],
      ['Kreuzfahrt-Special', 'marketing', 'de_DE'],
      ['Buchungsbestätigung', 'transactional', 'de_DE'],
    ]);
    for (const row of rows) {
      expect(row.text_part).toBeTruthy();
      expect(containsScript(row.html_part ?? '')).toBe(false);
      expect(row.html_part?.includes('[[UNSUB_LINK_DE]]')).toBe(row.purpose === 'marketing');
    }
  });
});
