import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistry } from '../../registry/build-registry.ts';
import { validateRegistryFiles } from '../../registry/validate-files.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { dynamic } from '../../server/crud/crud-context.ts';
import { readRegistryFiles } from '../../server/registry/load-registry.ts';
import { createEvent, savedBatch, saveBatch, tempId } from './support/eventBatch.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { insertUserWith, RIGHTS_PASSWORD } from './support/ticketRows.ts';
import { dumpTicketTables } from './support/ticketTables.ts';
import { mintToken } from './support/mintedTokens.ts';

// Rights of the batch call: the update right on the event, create for new items, delete for
// deletions (spec 1 §6, spec 2 §6), and the agency row rule as the generic calls apply it.

type Row = Record<string, unknown>;

describe('rights on the batch call', () => {
  let testApp: TestApp;
  const tokens = new Map<string, string>();
  const fixture = { eventId: 0, dateId: 0 };

  beforeAll(async () => {
    testApp = await createTestApp();
    const hash = await hashPassword(RIGHTS_PASSWORD);
    const users: [string, string[]][] = [
      ['no ticket rights', ['customers-read', 'customers-update']],
      ['ticket reader', ['ticket-read']],
      ['ticket editor', ['ticket-read', 'ticket-update']],
      ['ticket creator', ['ticket-read', 'ticket-update', 'ticket-create']],
    ];
    for (const [label, access] of users) {
      const { email } = await insertUserWith(testApp.database.db, label, access, hash);
      tokens.set(label, await mintToken(testApp.database.db, email));
    }
    tokens.set('superadmin', await mintToken(testApp.database.db, 'superadmin@demo.local'));
    const superadmin = (options: Parameters<TestApp['injectAs']>[1]) =>
      testApp.injectAs(tokens.get('superadmin'), options);
    const event = await createEvent(superadmin);
    const date = tempId();
    const saved = await savedBatch(superadmin, event.id_tk_event, {
      newDates: [{ id: date, starts_at: '2026-10-10T20:00' }],
    });
    Object.assign(fixture, { eventId: event.id_tk_event, dateId: saved.idMapping[date] });
  });
  afterAll(() => testApp.close());

  const refused: { who: string | undefined; payload: () => Row; status: number; permission?: string }[] = [
    { who: undefined, payload: () => ({ title: 'Ohne Anmeldung' }), status: 401 },
    {
      who: 'no ticket rights',
      payload: () => ({ title: 'Ohne Rechte' }),
      status: 403,
      permission: 'ticket-update',
    },
    { who: 'ticket reader', payload: () => ({ title: 'Nur lesen' }), status: 403, permission: 'ticket-update' },
    {
      who: 'ticket editor',
      payload: () => ({ newPriceCategories: [{ id: tempId(), title: 'Neu', price: 10 }] }),
      status: 403,
      permission: 'ticket-create',
    },
    {
      who: 'ticket editor',
      payload: () => ({ newGenres: [{ id: tempId(), name: 'Neu', slug: 'neu-ohne-recht' }] }),
      status: 403,
      permission: 'ticket-create',
    },
    {
      who: 'ticket creator',
      payload: () => ({ deletedDates: [fixture.dateId] }),
      status: 403,
      permission: 'ticket-delete',
    },
  ];

  it.each(refused)('refuses $who ($status) and changes nothing', async ({ who, payload, status, permission }) => {
    const before = await dumpTicketTables(testApp.database.db);
    const answer = await saveBatch(
      (options) => testApp.injectAs(who === undefined ? undefined : tokens.get(who), options),
      fixture.eventId,
      payload(),
    );
    expect(answer.statusCode, answer.body).toBe(status);
    if (permission) expect(answer.json().errors).toEqual([{ key: 'error.forbidden', params: { permission } }]);
    expect(await dumpTicketTables(testApp.database.db)).toEqual(before);
  });

  it('lets an editor change the event and its dates, and a creator add to it', async () => {
    const asEditor = (options: Parameters<TestApp['injectAs']>[1]) =>
      testApp.injectAs(tokens.get('ticket editor'), options);
    const edited = await savedBatch(asEditor, fixture.eventId, {
      title: 'Umbenannt',
      updatedDates: [{ id_tk_event_date: fixture.dateId, status: 'hidden' }],
    });
    expect(edited.event).toMatchObject({ title: 'Umbenannt', dates: [{ status: 'hidden' }] });
    const asCreator = (options: Parameters<TestApp['injectAs']>[1]) =>
      testApp.injectAs(tokens.get('ticket creator'), options);
    const created = await savedBatch(asCreator, fixture.eventId, {
      newPriceCategories: [{ id: tempId(), title: 'Stehplatz', price: 19 }],
    });
    expect(created.operations.categories_created).toBe(1);
  });
});

/** The repository's registry with events that belong to an agency, as customers do. */
function registryWithAgencyEvents() {
  const files = readRegistryFiles(fileURLToPath(new URL('../..', import.meta.url)));
  const event = files.entities['schemas/tickets/event.json'] as { properties: Row };
  event.properties.id_agency = { type: ['integer', 'null'] };
  const resources = files.resources['resources/tickets.json'] as { name: string; agencyField?: string }[];
  const events = resources.find((resource) => resource.name === 'tickets/events');
  if (!events) throw new Error('resources/tickets.json has no tickets/events');
  events.agencyField = 'id_agency';
  validateRegistryFiles(files);
  return buildRegistry(files);
}

describe('an event of another agency', () => {
  let testApp: TestApp;
  let token = '';
  const events = { own: 0, foreign: 0 };

  beforeAll(async () => {
    testApp = await createTestApp(undefined, { registry: registryWithAgencyEvents() });
    const { db } = testApp.database;
    const [north, south] = (
      await db
        .insertInto('agency')
        .values([{ name: 'Konzertbüro Nord' }, { name: 'Konzertbüro Süd' }])
        .returning('id_agency')
        .execute()
    ).map((row) => row.id_agency);
    const card = await db
      .insertInto('vc_card')
      .values({ name: 'Kassiererin Nord', agencyId: north })
      .returning('id_vc_card')
      .executeTakeFirstOrThrow();
    const { email } = await insertUserWith(db, 'agency ticket staff', [
      'ticket-read',
      'ticket-update',
      'ticket-create',
      'ticket-delete',
    ]);
    await db.updateTable('users').set({ id_vc_card: card.id_vc_card }).where('email', '=', email).execute();
    token = await mintToken(testApp.database.db, email);
    for (const [key, agency] of [
      ['own', north],
      ['foreign', south],
    ] as const) {
      const row = await dynamic(db)
        .insertInto('tk_event')
        .values({ title: `Event ${key}`, slug: `event-${key}`, id_agency: agency })
        .returning('id_tk_event')
        .executeTakeFirstOrThrow();
      events[key] = row.id_tk_event as number;
    }
  });
  afterAll(() => testApp.close());

  it('is not found, like a missing one, and stays as it was', async () => {
    const call = (options: Parameters<TestApp['injectAs']>[1]) => testApp.injectAs(token, options);
    const before = await dumpTicketTables(testApp.database.db);
    const payload = { title: 'Übernommen', newDates: [{ id: tempId(), starts_at: '2026-11-30T20:00' }] };
    const foreign = await saveBatch(call, events.foreign, payload);
    const missing = await saveBatch(call, 999_999, payload);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(await dumpTicketTables(testApp.database.db)).toEqual(before);

    const own = await savedBatch(call, events.own, payload);
    expect(own.event).toMatchObject({ title: 'Übernommen', dates: [{ starts_at: '2026-11-30T19:00:00.000Z' }] });
  });
});
