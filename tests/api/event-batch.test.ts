import { describe, expect, it } from 'vitest';
import { dynamic } from '../../server/crud/crud-context.ts';
import { createEvent, savedBatch, saveBatch, tempId } from './support/eventBatch.ts';
import { superadminApp } from './support/superadminApp.ts';
import { dumpTicketTables } from './support/ticketTables.ts';

// PATCH /ticket/event/{id}/batch (spec 2 §7, issue 7): everything the event editor saves at once.

const api = superadminApp();
const { call } = api;
const slug = (temp: string) => temp.replaceAll('_', '-');

/** A payload that builds an event from nothing: a location, a genre, an artist, two categories, two dates, prices. */
function firstSave(version: unknown) {
  const ids = {
    location: tempId(),
    genre: tempId(),
    artist: tempId(),
    parkett: tempId(),
    balkon: tempId(),
    premiere: tempId(),
    second: tempId(),
    premiereParkett: tempId(),
    premiereBalkon: tempId(),
    secondParkett: tempId(),
    secondBalkon: tempId(),
  };
  const payload = {
    version,
    title: 'Die Zauberflöte',
    status: true,
    visibility: 'public',
    genres: [ids.genre],
    artists: [ids.artist],
    id_tk_location: ids.location,
    newLocations: [{ id: ids.location, name: 'Staatsoper', slug: `staatsoper-${slug(ids.location)}`, city: 'Berlin' }],
    newGenres: [{ id: ids.genre, name: 'Oper', slug: `oper-${slug(ids.genre)}` }],
    newArtists: [{ id: ids.artist, name: 'Ensemble', slug: `ensemble-${slug(ids.artist)}` }],
    newPriceCategories: [
      { id: ids.parkett, title: 'Parkett', price: 89, available_quantity: 400 },
      { id: ids.balkon, title: 'Balkon', price: 49.5, vat_rate: 7, available_quantity: 120 },
    ],
    newDates: [
      {
        id: ids.second,
        starts_at: '2026-12-02T19:30',
        localPrices: [{ id: ids.secondParkett, id_tk_price_category: ids.parkett, price: 85, contingent: 400 }],
      },
      {
        id: ids.premiere,
        starts_at: '2026-12-01T19:30',
        ends_at: '2026-12-01T22:45',
        localPrices: [{ id: ids.premiereParkett, id_tk_price_category: ids.parkett, price: 99, contingent: 380 }],
      },
    ],
    newDatePrices: [
      { id: ids.premiereBalkon, id_tk_event_date: ids.premiere, id_tk_price_category: ids.balkon, price: 55 },
      { id: ids.secondBalkon, id_tk_event_date: ids.second, id_tk_price_category: ids.balkon, price: 49.5 },
    ],
  };
  return { ids, payload };
}

describe('an event built in one batch', () => {
  it('maps every temporary id, replaces them in the event and answers the event with its dates and prices', async () => {
    const event = await createEvent(call);
    const { ids, payload } = firstSave(event.version);
    const answer = await savedBatch(call, event.id_tk_event, payload);

    expect(answer.success).toBe(true);
    expect(answer.error).toBeNull();
    expect(Object.keys(answer.idMapping).sort()).toEqual(Object.values(ids).sort());
    for (const id of Object.values(answer.idMapping)) expect(Number.isInteger(id)).toBe(true);
    const mapped = (temp: string) => answer.idMapping[temp];
    expect(answer.operations).toEqual({
      dates_created: 2,
      categories_created: 2,
      prices_created: 4,
      dates_updated: 0,
      dates_deleted: 0,
    });

    const saved = answer.event;
    expect(saved).toMatchObject({
      id_tk_event: event.id_tk_event,
      title: 'Die Zauberflöte',
      status: true,
      visibility: 'public',
      genres: [mapped(ids.genre)],
      artists: [mapped(ids.artist)],
      id_tk_location: mapped(ids.location),
      version: (event.version as number) + 1,
    });
    // Sorted by start: the premiere first although it was sent second.
    expect(saved.dates.map((date) => date.id_tk_event_date)).toEqual([mapped(ids.premiere), mapped(ids.second)]);
    expect(saved.dates[0]).toMatchObject({
      starts_at: '2026-12-01T18:30:00.000Z',
      ends_at: '2026-12-01T21:45:00.000Z',
      status: 'active',
      id_tk_event: event.id_tk_event,
    });
    expect(saved.dates[0]?.date_prices.map((price) => [price.id_tk_event_date_price_category, price.price])).toEqual([
      [mapped(ids.premiereParkett), 99],
      [mapped(ids.premiereBalkon), 55],
    ]);
    expect(saved.dates[1]?.date_prices.map((price) => price.id_tk_price_category)).toEqual([
      mapped(ids.parkett),
      mapped(ids.balkon),
    ]);
    expect(saved.price_categories.map((category) => [category.title, category.vat_rate, category.is_active])).toEqual([
      ['Parkett', 19, true],
      ['Balkon', 7, true],
    ]);

    // The generic calls read the same rows.
    const { dates: _dates, price_categories: _categories, ...eventRow } = saved;
    expect((await call({ method: 'GET', url: `/api/ticket/event/${String(event.id_tk_event)}` })).json()).toEqual(
      eventRow,
    );
    const location = await call({ method: 'GET', url: `/api/ticket/location/${String(mapped(ids.location))}` });
    expect(location.json()).toMatchObject({ name: 'Staatsoper', city: 'Berlin' });
  });

  it('writes the history rows the generic calls write', async () => {
    const event = await createEvent(call);
    const { ids, payload } = firstSave(event.version);
    const { idMapping } = await savedBatch(call, event.id_tk_event, payload);
    const createdIn = async (resource: string, temps: string[]) =>
      (
        await dynamic(api.app.database.db)
          .selectFrom('audit_log')
          .select('record_id')
          .where('resource', '=', resource)
          .where('action', '=', 'create')
          .where(
            'record_id',
            'in',
            temps.map((temp) => String(idMapping[temp])),
          )
          .execute()
      ).length;
    expect(await createdIn('tickets/event-dates', [ids.premiere, ids.second])).toBe(2);
    expect(await createdIn('tickets/price-categories', [ids.parkett, ids.balkon])).toBe(2);
    expect(
      await createdIn('tickets/event-date-price-categories', [
        ids.premiereParkett,
        ids.premiereBalkon,
        ids.secondParkett,
        ids.secondBalkon,
      ]),
    ).toBe(4);
    for (const [resource, temp] of [
      ['tickets/locations', ids.location],
      ['tickets/genres', ids.genre],
      ['tickets/artists', ids.artist],
    ] as const)
      expect(await createdIn(resource, [temp])).toBe(1);
    const eventUpdate = await dynamic(api.app.database.db)
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('resource', '=', 'tickets/events')
      .where('record_id', '=', String(event.id_tk_event))
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(eventUpdate.after).toMatchObject({ title: 'Die Zauberflöte', id_tk_location: idMapping[ids.location] });
    expect(eventUpdate.before).toMatchObject({ title: event.title });
  });

  it('keeps date-times to the minute: without a zone they are Berlin time', async () => {
    const event = await createEvent(call);
    const { event: saved } = await savedBatch(call, event.id_tk_event, {
      newDates: [
        { id: tempId(), starts_at: '2026-07-01T19:30:59', entry_starts_at: '2026-07-01T18:45:30.250' },
        { id: tempId(), starts_at: '2026-12-03T20:15:45.5+01:00', visible_until: '2026-12-03T17:00:12Z' },
      ],
    });
    expect(saved.dates.map((date) => [date.starts_at, date.entry_starts_at ?? date.visible_until])).toEqual([
      ['2026-07-01T17:30:00.000Z', '2026-07-01T16:45:00.000Z'],
      ['2026-12-03T19:15:00.000Z', '2026-12-03T17:00:00.000Z'],
    ]);
    for (const date of saved.dates) expect(String(date.starts_at).slice(16)).toBe(':00.000Z');
  });
});

describe('a later batch', () => {
  it('updates, deletes and adds in one call; a deleted date takes its prices along', async () => {
    const event = await createEvent(call);
    const first = firstSave(event.version);
    const saved = await savedBatch(call, event.id_tk_event, first.payload);
    const id = (temp: string) => saved.idMapping[temp] as number;
    const late = tempId();
    const extra = tempId();

    const answer = await savedBatch(call, event.id_tk_event, {
      version: saved.event.version,
      short_description: 'Mozarts Oper in zwei Aufzügen',
      updatedDates: [{ id_tk_event_date: id(first.ids.premiere), version: 1, status: 'hidden', note: 'Ausverkauft' }],
      updatedPriceCategories: [{ id_tk_price_category: id(first.ids.balkon), version: 1, price: 52 }],
      updatedDatePrices: [{ id_tk_event_date_price_category: id(first.ids.premiereParkett), contingent: 350 }],
      deletedDates: [id(first.ids.second)],
      newDates: [{ id: late, starts_at: '2026-12-05T15:00', localPrices: [] }],
      newDatePrices: [
        { id: extra, id_tk_event_date: late, id_tk_price_category: id(first.ids.parkett), price: 79, contingent: 50 },
      ],
    });

    expect(answer.operations).toEqual({
      dates_created: 1,
      categories_created: 0,
      prices_created: 1,
      dates_updated: 1,
      dates_deleted: 1,
    });
    expect(answer.idMapping).toEqual({ [late]: expect.any(Number), [extra]: expect.any(Number) });
    const dates = answer.event.dates;
    expect(dates.map((date) => [date.id_tk_event_date, date.status, date.note, date.version])).toEqual([
      [id(first.ids.premiere), 'hidden', 'Ausverkauft', 2],
      [answer.idMapping[late], 'active', null, 1],
    ]);
    expect(dates[0]?.date_prices.find((price) => price.price === 99)).toMatchObject({ contingent: 350, version: 2 });
    expect(dates[1]?.date_prices).toMatchObject([{ price: 79, contingent: 50 }]);
    expect(answer.event.price_categories.find((category) => category.title === 'Balkon')).toMatchObject({ price: 52 });
    expect(answer.event.short_description).toBe('Mozarts Oper in zwei Aufzügen');

    const trashed = await dynamic(api.app.database.db)
      .selectFrom('tk_event_date_price_category')
      .select(['id_tk_event_date_price_category', 'deleted_at'])
      .where('id_tk_event_date', '=', id(first.ids.second))
      .execute();
    expect(trashed).toHaveLength(2);
    for (const price of trashed) expect(price.deleted_at).not.toBeNull();
  });
});

describe('a retry', () => {
  it('of the same payload creates nothing twice and answers the same mapping', async () => {
    const event = await createEvent(call);
    const { payload } = firstSave(event.version);
    const first = await savedBatch(call, event.id_tk_event, payload);
    const before = await dumpTicketTables(api.app.database.db);

    const again = await savedBatch(call, event.id_tk_event, payload);
    expect(again.idMapping).toEqual(first.idMapping);
    expect(again.operations).toEqual(first.operations);
    expect(again.event).toEqual(first.event);
    expect(await dumpTicketTables(api.app.database.db)).toEqual(before);
  });

  it('with further changes creates only what is new, and refuses a stale version', async () => {
    const event = await createEvent(call);
    const { ids, payload } = firstSave(undefined);
    const first = await savedBatch(call, event.id_tk_event, payload);
    const matinee = tempId();

    const withVersion = await saveBatch(call, event.id_tk_event, {
      ...payload,
      version: event.version,
      newDates: [...payload.newDates, { id: matinee, starts_at: '2026-12-06T11:00' }],
    });
    expect(withVersion.statusCode).toBe(409);
    expect(withVersion.json().errors).toEqual([
      { field: 'version', key: 'error.conflict', params: { current: first.event.version } },
    ]);

    const retried = await savedBatch(call, event.id_tk_event, {
      ...payload,
      newDates: [...payload.newDates, { id: matinee, starts_at: '2026-12-06T11:00' }],
    });
    expect(retried.operations).toMatchObject({ dates_created: 1, categories_created: 0, prices_created: 0 });
    expect(retried.idMapping).toEqual({ ...first.idMapping, [matinee]: expect.any(Number) });
    expect(retried.event.dates.map((date) => date.id_tk_event_date)).toEqual([
      first.idMapping[ids.premiere],
      first.idMapping[ids.second],
      retried.idMapping[matinee],
    ]);
    const locations = await dynamic(api.app.database.db)
      .selectFrom('tk_location')
      .select('id_tk_location')
      .where('slug', '=', `staatsoper-${slug(ids.location)}`)
      .execute();
    expect(locations).toHaveLength(1);
  });
});
