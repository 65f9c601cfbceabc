import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistry } from '../../registry/build-registry.ts';
import { recordLabel } from '../../registry/record-label.ts';
import type { EntityDefinition } from '../../registry/types.ts';
import { dynamic } from '../../server/crud/crud-context.ts';
import { readRegistryFiles } from '../../server/registry/load-registry.ts';
import { superadminApp } from './support/superadminApp.ts';
import { createTestApp, repositoryRegistry, type TestApp } from './support/testApp.ts';
import { tokenWithRights } from './support/mintedTokens.ts';

// GET {api}/references/{field}: the names of what a record refers to, for whoever may read the
// record, limited to the referenced records the referenced resource's row rules let them see.

const server = superadminApp();
const get = (url: string, token?: string) => server.call({ method: 'GET', url }, token);
const entity = (name: string) => repositoryRegistry.entities[name] as EntityDefinition;

let agencies: { id_agency: number; name: string }[] = [];
let locations: { id_tk_location: number; name: string }[] = [];
beforeAll(async () => {
  const { db } = server.app.database;
  await db
    .insertInto('agency')
    .values([{ name: 'Reisebüro Nord' }, { name: 'Reisebüro Süd' }])
    .execute();
  agencies = await db.selectFrom('agency').select(['id_agency', 'name']).orderBy('id_agency').execute();
  locations = await db
    .insertInto('tk_location')
    .values(
      ['Stadthalle Lüneburg', 'Kulturforum Nord', 'Open Air Park'].map((name, index) => ({
        name,
        slug: `label-${index}`,
      })),
    )
    .returning(['id_tk_location', 'name'])
    .execute();
});

describe('the labels of the records a field refers to', () => {
  it('answers each named record once, by its label', async () => {
    const ids = locations.map((location) => location.id_tk_location);
    const response = await get(`/api/ticket/event/references/id_tk_location?id[$in]=${[...ids, ids[0]].join(',')}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(sorted(response.json())).toEqual(
      locations.map((location) => ({ id: location.id_tk_location, label: location.name })),
    );
  });

  it('names users by their template, first and last name', async () => {
    const users = await server.app.database.db
      .selectFrom('users')
      .select(['id_users', 'firstname', 'lastname'])
      .where('email', '=', 'superadmin@demo.local')
      .execute();
    const id = users[0]?.id_users;
    const answer = (await get(`/api/ticket/event/references/created_by?id[$in]=${id}`)).json();
    expect(answer).toEqual([{ id, label: 'Sabine Schulte' }]);
  });

  it('answers the records whose label holds every word typed, at most 30', async () => {
    const [first] = locations;
    const word = first?.name.split(' ')[0] ?? '';
    const found: { id: number; label: string }[] = (
      await get(`/api/ticket/event/references/id_tk_location?q=${encodeURIComponent(word.toUpperCase())}`)
    ).json();
    expect(found.map((match) => match.id)).toContain(first?.id_tk_location);
    expect(found.every((match) => match.label.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const byId = (await get(`/api/ticket/event/references/id_tk_location?q=%23${first?.id_tk_location}`)).json();
    expect(byId).toEqual([{ id: first?.id_tk_location, label: first?.name }]);
    const all: unknown[] = (await get('/api/ticket/event/references/id_tk_location')).json();
    expect(all.length).toBeLessThanOrEqual(30);
    const none = (await get('/api/ticket/event/references/id_tk_location?q=%25_%5C%20nowhere-at-all')).json();
    expect(none).toEqual([]);
  });

  it('names agencies by name on a customer, though no resource serves agencies', async () => {
    const found = (await get('/api/customers/references/agencyId?q=reiseb%C3%BCro%20s%C3%BCd')).json();
    expect(found).toEqual([agencies.find((agency) => agency.name === 'Reisebüro Süd')].map(asLabel));
  });
});

describe('who may read the labels', () => {
  it("needs the referring resource's right, not the referenced one's", async () => {
    const { db } = server.app.database;
    const ticketReader = await tokenWithRights(db, 'labels ticket reader', ['ticket-read']);
    const customerReader = await tokenWithRights(db, 'labels customer reader', ['customers-read']);
    const ids = agencies.map((agency) => agency.id_agency).join(',');
    const refused = await get(`/api/customers/references/agencyId?id[$in]=${ids}`, ticketReader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({ key: 'error.forbidden' });
    const allowed = await get(`/api/customers/references/agencyId?id[$in]=${ids}`, customerReader);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(sorted(allowed.json())).toEqual(agencies.map(asLabel));
    const anonymous = await server.app.injectAs(undefined, {
      url: `/api/customers/references/agencyId?id[$in]=${ids}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers only the roles the user may grant, by the grantable-roles rule of the users’ role field', async () => {
    const { db } = server.app.database;
    const userReader = await tokenWithRights(db, 'labels user reader', ['user-read', 'customers-read']);
    const roles = await db.selectFrom('roles').select(['id_roles', 'role']).execute();
    const ids = roles.map((role) => role.id_roles).join(',');
    const answer: { label: string }[] = (
      await get(`/api/users-lit/references/id_roles?id[$in]=${ids}`, userReader)
    ).json();
    const names = answer.map((role) => role.label);
    expect(names).toContain('labels user reader');
    expect(names).not.toContain('superadmin');
    expect(names).not.toContain('ticketing staff');
    const superadmin: unknown[] = (await get(`/api/users-lit/references/id_roles?id[$in]=${ids}`)).json();
    expect(superadmin).toHaveLength(roles.length);
  });

  it("keeps agency staff to their agency's records", async () => {
    const { db } = server.app.database;
    const staff = await server.app.signIn('agency@demo.local');
    const [own, foreign] = await db
      .insertInto('vc_card')
      .values([
        { name: 'Label Kundin Eigen', agencyId: await demoAgencyId() },
        { name: 'Label Kunde Fremd', agencyId: agencies.find((agency) => agency.name === 'Reisebüro Nord')?.id_agency },
      ])
      .returning(['id_vc_card', 'name'])
      .execute();
    const answer = (
      await get(`/api/process-lit/references/vc_card_booker?id[$in]=${own?.id_vc_card},${foreign?.id_vc_card}`, staff)
    ).json();
    expect(answer).toEqual([{ id: own?.id_vc_card, label: own?.name }]);
    const typed = (await get('/api/process-lit/references/vc_card_booker?q=Label%20Kund', staff)).json();
    expect(typed).toEqual([{ id: own?.id_vc_card, label: own?.name }]);
  });

  it('leaves out records in the trash', async () => {
    const { db } = server.app.database;
    const [gone] = await db
      .insertInto('tk_location')
      .values({ name: 'Abgerissene Halle', slug: 'abgerissene-halle', deleted_at: new Date() })
      .returning('id_tk_location')
      .execute();
    const answer = await get(`/api/ticket/event/references/id_tk_location?id[$in]=${gone?.id_tk_location}`);
    expect(answer.json()).toEqual([]);
  });

  it.each([
    ['a field that does not exist', '/api/ticket/event/references/colour', 404],
    ['a field that is no reference', '/api/ticket/event/references/title', 404],
    ['a name every object has', '/api/ticket/event/references/constructor', 404],
    ['ids that are no ids', '/api/ticket/event/references/id_tk_location?id[$in]=1,abc', 400],
    ['an id of zero', '/api/ticket/event/references/id_tk_location?id[$in]=0', 400],
    ['an id beyond the integers', '/api/ticket/event/references/id_tk_location?id[$in]=99999999999', 400],
    ['an id without $in', '/api/ticket/event/references/id_tk_location?id=5', 400],
    ['an operator other than $in', '/api/ticket/event/references/id_tk_location?id[$gt]=5', 400],
    ['an empty list', '/api/ticket/event/references/id_tk_location?id[$in]=', 400],
    ['a list of text', '/api/ticket/event/references/id_tk_location?q[]=a&q[]=b', 400],
    ['ids and text at once', '/api/ticket/event/references/id_tk_location?id[$in]=1&q=a', 400],
    ['an unknown parameter', '/api/ticket/event/references/id_tk_location?$limit=5', 400],
    ['too long a text', `/api/ticket/event/references/id_tk_location?q=${'a'.repeat(201)}`, 400],
  ])('refuses %s', async (_case, url, status) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe(status);
  });
});

describe('a reference field with a read right of its own', () => {
  let app: TestApp;
  beforeAll(async () => {
    const files = readRegistryFiles(fileURLToPath(new URL('../fixtures/registry', import.meta.url)));
    const gadget = files.entities['schemas/test/gadget.json'] as { properties: Record<string, object> };
    gadget.properties.id_test_maker = { ...gadget.properties.id_test_maker, 'x-access': { read: 'ticket-admin' } };
    app = await createTestApp(undefined, { registry: buildRegistry(files) });
  });
  afterAll(() => app.close());

  it('is refused to a user without that right, answered to one with it', async () => {
    const { db } = app.database;
    const [maker] = await dynamic(db)
      .insertInto('test_maker')
      .values({ name: 'Acme' })
      .returning('id_test_maker')
      .execute();
    const url = `/api/test/gadget/references/id_test_maker?id[$in]=${maker?.id_test_maker}`;
    const without = await app.injectAs(await tokenWithRights(db, 'gadget reader', ['thirdparty-read']), { url });
    expect(without.statusCode).toBe(403);
    expect(without.json().errors[0]).toMatchObject({ field: 'id_test_maker', key: 'error.field_forbidden' });
    const withRight = await tokenWithRights(db, 'gadget admin', ['thirdparty-read', 'ticket-admin']);
    expect((await app.injectAs(withRight, { url })).json()).toEqual([{ id: maker?.id_test_maker, label: 'Acme' }]);
  });
});

describe('one query', () => {
  it('reads the referenced table once per call', async () => {
    const queries: string[] = [];
    const app = await createTestApp(undefined, { onQuery: (sql) => queries.push(sql) });
    try {
      const token = await app.signIn('superadmin@demo.local');
      queries.length = 0;
      const ids = locations.map((location) => location.id_tk_location).join(',');
      await app.injectAs(token, { url: `/api/ticket/event/references/id_tk_location?id[$in]=${ids}` });
      await app.injectAs(token, { url: '/api/ticket/event/references/id_tk_location?q=a' });
      expect(queries.filter((sql) => /from "tk_location"/.test(sql))).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});

describe('labels as the registry names them', () => {
  it('are the labels the console makes from the same record', async () => {
    const { db } = server.app.database;
    const event = await db
      .insertInto('tk_event')
      .values({ title: 'Label-Konzert', slug: 'label-konzert' })
      .returning('id_tk_event')
      .executeTakeFirstOrThrow();
    const date = await dynamic(db)
      .insertInto('tk_event_date')
      .values({ id_tk_event: event.id_tk_event, starts_at: new Date('2026-12-24T18:30:00Z') })
      .returningAll()
      .executeTakeFirstOrThrow();
    const answer = (
      await get(`/api/ticket/ticket/references/id_tk_event_date?id[$in]=${date.id_tk_event_date}`)
    ).json();
    expect(answer).toEqual([{ id: date.id_tk_event_date, label: recordLabel(entity('tickets/event-date'), date) }]);
    expect(answer[0].label).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    const typed = (
      await get(`/api/ticket/ticket/references/id_tk_event_date?q=${encodeURIComponent(answer[0].label)}`)
    ).json();
    expect(typed).toContainEqual(answer[0]);
  });
});

async function demoAgencyId() {
  const row = await server.app.database.db
    .selectFrom('agency')
    .select('id_agency')
    .where('name', '=', 'Reisebüro Sonnenschein')
    .executeTakeFirstOrThrow();
  return row.id_agency;
}

const asLabel = (agency: { id_agency: number; name: string } | undefined) => ({
  id: agency?.id_agency,
  label: agency?.name,
});
const sorted = (rows: { id: number }[]) => [...rows].sort((a, b) => a.id - b.id);
