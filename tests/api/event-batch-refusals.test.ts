import { beforeAll, describe, expect, it } from 'vitest';
import { batchResources } from '../../server/areas/tickets/event-batch-resources.ts';
import { saveEventBatch, type BatchStep } from '../../server/areas/tickets/event-batch.ts';
import { findSignedInUser } from '../../server/users/signed-in-user.ts';
import { createEvent, savedBatch, saveBatch, tempId } from './support/eventBatch.ts';
import { superadminApp } from './support/superadminApp.ts';
import { repositoryRegistry } from './support/testApp.ts';
import { insertEventDate, insertOrder, insertTicket } from './support/ticketRows.ts';
import { dumpTicketTables } from './support/ticketTables.ts';

// Every refusal of the batch call (contract table) and a failure in the middle of its writes leave
// the ticket tables, the history and the ledger exactly as they were.

const api = superadminApp();
const { call } = api;
type Row = Record<string, unknown>;

/** An event with two dates (the second sold), two price categories and one price; and another event. */
const fixture = {
  eventId: 0,
  version: 0,
  premiere: 0,
  sold: 0,
  trashed: 0,
  parkett: 0,
  balkon: 0,
  parkettPremiere: 0,
  foreignDate: 0,
  foreignCategory: 0,
  trashedEventId: 0,
};

beforeAll(async () => {
  const event = await createEvent(call);
  const ids = {
    premiere: tempId(),
    sold: tempId(),
    trashed: tempId(),
    parkett: tempId(),
    balkon: tempId(),
    price: tempId(),
  };
  const first = await savedBatch(call, event.id_tk_event, {
    newPriceCategories: [
      { id: ids.parkett, title: 'Parkett', price: 89 },
      { id: ids.balkon, title: 'Balkon', price: 49 },
    ],
    newDates: [
      {
        id: ids.premiere,
        starts_at: '2026-12-01T19:30',
        localPrices: [{ id: ids.price, id_tk_price_category: ids.parkett, price: 89 }],
      },
      { id: ids.sold, starts_at: '2026-12-02T19:30' },
      { id: ids.trashed, starts_at: '2026-12-03T19:30' },
    ],
  });
  const id = (temp: string) => first.idMapping[temp] as number;
  const trashed = await savedBatch(call, event.id_tk_event, { deletedDates: [id(ids.trashed)] });
  const order = await insertOrder(api.app.database.db, 'paid');
  await insertTicket(api.app.database.db, order.id, {
    eventId: event.id_tk_event as number,
    dateId: id(ids.sold),
    categoryId: id(ids.parkett),
  });
  const foreign = await insertEventDate(api.app.database.db, {
    title: 'Anderes Konzert',
    startsAt: '2026-12-01T19:30:00+01:00',
    category: 'Parkett',
  });
  const gone = await createEvent(call);
  expect((await call({ method: 'DELETE', url: `/api/ticket/event/${String(gone.id_tk_event)}` })).statusCode).toBe(200);
  Object.assign(fixture, {
    eventId: event.id_tk_event,
    version: trashed.event.version,
    premiere: id(ids.premiere),
    sold: id(ids.sold),
    trashed: id(ids.trashed),
    parkett: id(ids.parkett),
    balkon: id(ids.balkon),
    parkettPremiere: id(ids.price),
    foreignDate: foreign.dateId,
    foreignCategory: foreign.categoryId,
    trashedEventId: gone.id_tk_event,
  });
});

interface Refusal {
  name: string;
  status: number;
  payload: () => Row;
  /** The refusal's errors (a function where they name the fixture's values). */
  errors: Row[] | (() => Row[]);
  /** Another event than the fixture's. */
  eventId?: () => number;
}

const f = fixture;
const refusals: Refusal[] = [
  {
    name: 'a new date without its start',
    status: 400,
    payload: () => ({ newDates: [{ id: tempId(), localPrices: [] }] }),
    errors: [{ field: 'newDates/0/starts_at', key: 'form.required' }],
  },
  {
    name: 'a VAT rate above 100',
    status: 400,
    payload: () => ({ newPriceCategories: [{ id: tempId(), title: 'Loge', price: 120, vat_rate: 150 }] }),
    errors: [{ field: 'newPriceCategories/0/vat_rate', key: 'form.vat_rate_invalid' }],
  },
  {
    name: 'a wrong type in a local price',
    status: 400,
    payload: () => ({
      newDates: [
        {
          id: tempId(),
          starts_at: '2027-01-01T19:00',
          localPrices: [{ id: tempId(), id_tk_price_category: f.parkett, price: 'free' }],
        },
      ],
    }),
    errors: [{ field: 'newDates/0/localPrices/0/price', key: 'error.type' }],
  },
  {
    name: 'an unknown key',
    status: 400,
    payload: () => ({ colour: 'red' }),
    errors: [{ field: 'colour', key: 'error.unknown_field' }],
  },
  {
    name: 'a temporary id of the wrong form',
    status: 400,
    payload: () => ({ newGenres: [{ id: 'tmp-1', name: 'Jazz', slug: 'jazz-batch' }] }),
    errors: [{ field: 'newGenres/0/id', key: 'error.pattern' }],
  },
  {
    name: 'a temporary id referred to but not sent',
    status: 400,
    payload: () => ({
      newDatePrices: [{ id: tempId(), id_tk_event_date: 'temp_999_1', id_tk_price_category: f.parkett, price: 10 }],
    }),
    errors: [{ field: 'newDatePrices/0/id_tk_event_date', key: 'error.reference' }],
  },
  {
    name: 'a temporary id sent twice',
    status: 400,
    payload: () => {
      const twice = tempId();
      return {
        newGenres: [{ id: twice, name: 'Jazz', slug: 'jazz-twice' }],
        newArtists: [{ id: twice, name: 'Trio', slug: 'trio-twice' }],
      };
    },
    errors: [{ field: 'newArtists/0/id', key: 'error.unique' }],
  },
  { name: 'a missing event', status: 404, payload: () => ({ title: 'X' }), errors: [], eventId: () => 999_999 },
  {
    name: 'an event in the trash',
    status: 404,
    payload: () => ({ title: 'X' }),
    errors: [],
    eventId: () => f.trashedEventId,
  },
  {
    name: 'a stale event version',
    status: 409,
    payload: () => ({ version: f.version - 1, title: 'Zu spät' }),
    errors: () => [{ field: 'version', key: 'error.conflict', params: { current: f.version } }],
  },
  {
    name: 'a stale date version',
    status: 409,
    payload: () => ({ updatedDates: [{ id_tk_event_date: f.premiere, version: 7, status: 'hidden' }] }),
    errors: [{ field: 'updatedDates/0/version', key: 'error.conflict', params: { current: 1 } }],
  },
  {
    name: 'a new date at the minute of a saved one',
    status: 409,
    payload: () => ({ newDates: [{ id: tempId(), starts_at: '2026-12-01T19:30:40' }] }),
    errors: [{ field: 'newDates/0/starts_at', key: 'tickets.duplicate_date' }],
  },
  {
    name: 'two new dates at the same minute',
    status: 409,
    payload: () => ({
      newDates: [
        { id: tempId(), starts_at: '2026-12-24T18:00' },
        { id: tempId(), starts_at: '2026-12-24T18:00:30+01:00' },
      ],
    }),
    errors: [
      { field: 'newDates/0/starts_at', key: 'tickets.duplicate_date' },
      { field: 'newDates/1/starts_at', key: 'tickets.duplicate_date' },
    ],
  },
  {
    name: 'a date moved to the minute of another',
    status: 409,
    payload: () => ({ updatedDates: [{ id_tk_event_date: f.sold, starts_at: '2026-12-01T19:30' }] }),
    errors: [{ field: 'updatedDates/0/starts_at', key: 'tickets.duplicate_date' }],
  },
  {
    name: 'a new price category with a saved title',
    status: 409,
    payload: () => ({ newPriceCategories: [{ id: tempId(), title: 'Balkon', price: 45 }] }),
    errors: [{ field: 'newPriceCategories/0/title', key: 'tickets.duplicate_price_category' }],
  },
  {
    name: 'a price category renamed to the title of another',
    status: 409,
    payload: () => ({ updatedPriceCategories: [{ id_tk_price_category: f.balkon, title: 'Parkett' }] }),
    errors: [{ field: 'updatedPriceCategories/0/title', key: 'tickets.duplicate_price_category' }],
  },
  {
    name: 'a second price of a category on a saved date',
    status: 409,
    payload: () => ({
      newDatePrices: [{ id: tempId(), id_tk_event_date: f.premiere, id_tk_price_category: f.parkett, price: 80 }],
    }),
    errors: [{ field: 'newDatePrices/0/id_tk_price_category', key: 'tickets.duplicate_price' }],
  },
  {
    name: 'one category twice on a new date',
    status: 409,
    payload: () => ({
      newDates: [
        {
          id: tempId(),
          starts_at: '2027-01-02T19:00',
          localPrices: [
            { id: tempId(), id_tk_price_category: f.balkon, price: 40 },
            { id: tempId(), id_tk_price_category: f.balkon, price: 42 },
          ],
        },
      ],
    }),
    errors: [
      { field: 'newDates/0/localPrices/0/id_tk_price_category', key: 'tickets.duplicate_price' },
      { field: 'newDates/0/localPrices/1/id_tk_price_category', key: 'tickets.duplicate_price' },
    ],
  },
  {
    name: 'a price for a date of another event',
    status: 422,
    payload: () => ({
      newDatePrices: [{ id: tempId(), id_tk_event_date: f.foreignDate, id_tk_price_category: f.balkon, price: 30 }],
    }),
    errors: [{ field: 'newDatePrices/0/id_tk_event_date', key: 'tickets.price_category_or_date_not_found' }],
  },
  {
    name: 'a price of a category of another event',
    status: 422,
    payload: () => ({
      newDates: [
        {
          id: tempId(),
          starts_at: '2027-01-03T19:00',
          localPrices: [{ id: tempId(), id_tk_price_category: f.foreignCategory, price: 30 }],
        },
      ],
    }),
    errors: [
      { field: 'newDates/0/localPrices/0/id_tk_price_category', key: 'tickets.price_category_or_date_not_found' },
    ],
  },
  {
    name: 'a change of a date of another event',
    status: 422,
    payload: () => ({ updatedDates: [{ id_tk_event_date: f.foreignDate, status: 'hidden' }] }),
    errors: [{ field: 'updatedDates/0/id_tk_event_date', key: 'tickets.price_category_or_date_not_found' }],
  },
  {
    name: 'a deletion of a date in the trash',
    status: 422,
    payload: () => ({ title: 'Mit Papierkorb', deletedDates: [f.trashed] }),
    errors: [{ field: 'deletedDates/0', key: 'tickets.price_category_or_date_not_found' }],
  },
  {
    name: 'a deletion of a price category of another event',
    status: 422,
    payload: () => ({ deletedPriceCategories: [f.foreignCategory] }),
    errors: [{ field: 'deletedPriceCategories/0', key: 'tickets.price_category_or_date_not_found' }],
  },
  {
    name: 'a change of a price of a date deleted in the same batch',
    status: 422,
    payload: () => ({
      deletedDates: [f.premiere],
      updatedDatePrices: [{ id_tk_event_date_price_category: f.parkettPremiere, contingent: 10 }],
    }),
    errors: [
      {
        field: 'updatedDatePrices/0/id_tk_event_date_price_category',
        key: 'tickets.price_category_or_date_not_found',
      },
    ],
  },
  {
    name: 'a new date that ends before it starts',
    status: 422,
    payload: () => ({
      newDates: [{ id: tempId(), starts_at: '2027-01-05T19:00', ends_at: '2027-01-05T18:00', localPrices: [] }],
    }),
    errors: [{ field: 'newDates/0/ends_at', key: 'error.ends_before_start' }],
  },
  {
    name: 'a saved date given an end before its start',
    status: 422,
    payload: () => ({ updatedDates: [{ id_tk_event_date: f.premiere, ends_at: '2026-12-01T18:00' }] }),
    errors: [{ field: 'updatedDates/0/ends_at', key: 'error.ends_before_start' }],
  },
  {
    name: 'a deletion of a date tickets were sold for',
    status: 409,
    payload: () => ({ deletedDates: [f.premiere, f.sold] }),
    errors: [{ field: 'deletedDates/1', key: 'tickets.date_has_tickets' }],
  },
];

describe('a refused batch changes nothing', () => {
  it.each(refusals)('$name: $status', async ({ status, payload, errors, eventId }) => {
    const before = await dumpTicketTables(api.app.database.db);
    const answer = await saveBatch(call, eventId?.() ?? f.eventId, payload());
    expect(answer.statusCode, answer.body).toBe(status);
    const body = answer.json<{ errors: Row[] }>();
    expect(body).toMatchObject({ code: status, message: expect.any(String) });
    expect(
      body.errors.map(({ field, key, params }) => ({
        field,
        key,
        ...(params && key === 'error.conflict' ? { params } : {}),
      })),
    ).toEqual(typeof errors === 'function' ? errors() : errors);
    expect(await dumpTicketTables(api.app.database.db)).toEqual(before);
  });
});

describe('a failure in the middle of the writes', () => {
  const steps: BatchStep[] = [
    'named-items',
    'event',
    'deletions',
    'price-categories',
    'updates',
    'dates',
    'date-prices',
    'ledger',
  ];

  /** A payload that makes every step write. */
  const everything = () => {
    const category = tempId();
    const date = tempId();
    const location = tempId();
    return {
      title: 'Alles auf einmal',
      id_tk_location: location,
      newLocations: [{ id: location, name: 'Halle', slug: `halle-${Date.now()}` }],
      newGenres: [{ id: tempId(), name: 'Klassik', slug: `klassik-${Date.now()}` }],
      newArtists: [{ id: tempId(), name: 'Quartett', slug: `quartett-${Date.now()}` }],
      deletedDatePrices: [f.parkettPremiere],
      newPriceCategories: [{ id: category, title: 'Stehplatz', price: 25 }],
      updatedDates: [{ id_tk_event_date: f.premiere, note: 'Neue Besetzung' }],
      newDates: [
        {
          id: date,
          starts_at: '2027-02-01T20:00',
          localPrices: [{ id: tempId(), id_tk_price_category: category, price: 25 }],
        },
      ],
      newDatePrices: [{ id: tempId(), id_tk_event_date: f.premiere, id_tk_price_category: category, price: 20 }],
    };
  };

  it.each(steps)('after the step %s leaves every table as it was', async (failing) => {
    const { db } = api.app.database;
    const resources = batchResources(repositoryRegistry);
    const signedIn = await findSignedInUser(db, { email: 'superadmin@demo.local' });
    if (!resources || !signedIn) throw new Error('the test app has the ticket resources and the superadmin');
    const before = await dumpTicketTables(db);
    const reached: BatchStep[] = [];
    const request = { user: signedIn.user, ip: '127.0.0.1', eventId: f.eventId, body: everything() };

    await expect(
      saveEventBatch(db, resources, request, {
        afterStep: (step) => {
          reached.push(step);
          if (step === failing) throw new Error(`injected after ${step}`);
        },
      }),
    ).rejects.toThrow(`injected after ${failing}`);
    expect(reached).toEqual(steps.slice(0, steps.indexOf(failing) + 1));
    expect(await dumpTicketTables(db)).toEqual(before);
  });
});
