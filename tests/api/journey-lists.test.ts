import { describe, expect, it } from 'vitest';
import { berlinToday } from '../../server/areas/journeys/journey-feeds.ts';
import { journeyCalls, MAIN_IMAGE, OTHER_IMAGE } from './support/journeyCalls.ts';
import { tokenWithRights } from './support/mintedTokens.ts';
import { superadminApp } from './support/superadminApp.ts';

// The journey lists spec 2 §4 names (`/journey/travel-menu`, `/journey/menu-invoice`,
// `/journey-web-legacy`), the journey type-ahead (at most 30, spec 1 §9) and a journey's
// metadata through `POST /openai` (spec 2 §7).

type Row = Record<string, unknown>;

const api = superadminApp();
const { call } = api;
const journeys = journeyCalls((options) => call(options));

const get = async (url: string, bearer?: string) => {
  const answer = await call({ method: 'GET', url }, bearer);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Row[]>();
};

/** Far enough ahead and behind that the day the tests run does not matter. */
const PAST = { from: '2020-03-01', till: '2020-03-05', price: 100 };
const NEXT = { from: '2090-06-01', till: '2090-06-07', price: 799, code: 'JUN', departure_time: '07:00' };
const LATER = { from: '2091-06-01', till: '2091-06-07', price: 899, additional_price: 120, price_description: 'EZZ' };
const OFF = { from: '2090-07-01', till: '2090-07-07', price: 499, active: false };

describe('the journey lists', () => {
  it('the travel menu: online journeys with the dates still to come, the next first', async () => {
    const later = await journeys.create({
      title: 'Menü später',
      online: true,
      images: [MAIN_IMAGE],
      dates: [LATER, PAST],
    });
    const next = await journeys.create({ title: 'Menü bald', online: true, images: [MAIN_IMAGE], dates: [OFF, NEXT] });
    const offline = await journeys.create({ title: 'Menü offline', dates: [NEXT] });
    const over = await journeys.create({ title: 'Menü vorbei', online: true, images: [MAIN_IMAGE], dates: [PAST] });

    const menu = await get('/api/journey/travel-menu');
    const ids = menu.map((entry) => entry.id_jrn_journey);
    expect(ids).not.toContain(offline.id_jrn_journey);
    expect(ids).not.toContain(over.id_jrn_journey);
    expect(ids.indexOf(next.id_jrn_journey)).toBeLessThan(ids.indexOf(later.id_jrn_journey));
    expect(menu.find((entry) => entry.id_jrn_journey === next.id_jrn_journey)).toEqual({
      id_jrn_journey: next.id_jrn_journey,
      title: 'Menü bald',
      duration: null,
      duration_unit: 'day',
      dates: [{ code: 'JUN', from: NEXT.from, till: NEXT.till, departure_time: '07:00', return_time: null }],
    });
    expect(await get(`/api/journey/travel-menu?id_jrn_journey=${String(later.id_jrn_journey)}`)).toMatchObject([
      { title: 'Menü später', dates: [{ from: LATER.from }] },
    ]);
  });

  it('the menu invoice: every journey with its active dates as price lines', async () => {
    const journey = await journeys.create({ title: 'Rechnung', code: 'RE-1', dates: [LATER, OFF, NEXT] });
    expect(await get(`/api/journey/menu-invoice?id_jrn_journey=${String(journey.id_jrn_journey)}`)).toEqual([
      {
        id_jrn_journey: journey.id_jrn_journey,
        title: 'Rechnung',
        code: 'RE-1',
        lines: [
          {
            code: 'JUN',
            from: NEXT.from,
            till: NEXT.till,
            price: 799,
            additional_price: null,
            price_description: null,
          },
          {
            code: null,
            from: LATER.from,
            till: LATER.till,
            price: 899,
            additional_price: 120,
            price_description: 'EZZ',
          },
        ],
      },
    ]);
  });

  it("the web legacy list: online journeys that are not secret, in the old website's shape", async () => {
    const shown = await journeys.create({
      title: 'Alt-Web',
      subtitle: 'Untertitel',
      teaser: 'Kurz',
      duration: 7,
      bookable: 5,
      online: true,
      images: [OTHER_IMAGE, MAIN_IMAGE],
      dates: [LATER, NEXT, OFF],
    });
    const secret = await journeys.create({ title: 'Geheim', online: true, secret: true, images: [MAIN_IMAGE] });
    const offline = await journeys.create({ title: 'Offline' });
    const list = await get('/api/journey-web-legacy');
    const ids = list.map((entry) => entry.id_jrn_journey);
    expect(ids).not.toContain(secret.id_jrn_journey);
    expect(ids).not.toContain(offline.id_jrn_journey);
    expect(list.find((entry) => entry.id_jrn_journey === shown.id_jrn_journey)).toEqual({
      id_jrn_journey: shown.id_jrn_journey,
      detail: { title: 'Alt-Web', subtitle: 'Untertitel', teaser: 'Kurz', introduction: null },
      id_jrn_category: null,
      duration: { value: 7, unit: 'day' },
      bookable: 5,
      price_from: 799,
      image: MAIN_IMAGE.link,
      dates: [
        { from: NEXT.from, till: NEXT.till, price: 799 },
        { from: LATER.from, till: LATER.till, price: 899 },
      ],
    });
  });

  it('leave out the trash, refuse what they do not understand, and need the read right', async () => {
    const trashed = await journeys.create({ title: 'Papierkorb', online: true, images: [MAIN_IMAGE], dates: [NEXT] });
    await call({ method: 'DELETE', url: `/api/journey-lit/${String(trashed.id_jrn_journey)}` });
    const stranger = await tokenWithRights(api.app.database.db, 'no journeys', ['ticket-read']);
    for (const path of ['/api/journey/travel-menu', '/api/journey/menu-invoice', '/api/journey-web-legacy']) {
      const ids = (await get(path)).map((entry) => entry.id_jrn_journey);
      expect(ids, path).not.toContain(trashed.id_jrn_journey);
      expect((await call({ method: 'GET', url: `${path}?id_jrn_journey=x` })).statusCode, path).toBe(400);
      expect((await call({ method: 'GET', url: `${path}?colour=red` })).statusCode, path).toBe(400);
      expect((await call({ method: 'GET', url: path }, stranger)).statusCode, path).toBe(403);
    }
  });

  it("today is Berlin's day", () => {
    expect(berlinToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});

describe('the journey type-ahead', () => {
  it('answers at most 30 journeys by their title, in the references call and the list', async () => {
    for (let index = 0; index < 35; index += 1) await journeys.create({ title: `Wachauer Marillenblüte ${index}` });
    const matches = await get('/api/journey/files/references/id_jrn_journey?q=marillen');
    expect(matches).toHaveLength(30);
    expect(matches.every((match) => String(match.label).startsWith('Wachauer Marillenblüte'))).toBe(true);
    const page = await call({ method: 'GET', url: '/api/journey-lit?$search=marillen&$limit=30&$select=title' });
    expect(page.json<{ total: number; data: Row[] }>()).toMatchObject({ total: 35 });
    expect(page.json<{ data: Row[] }>().data).toHaveLength(30);
  });

  it('finds a journey by its kuschick and pressmind ids, and filters by organizer and duration', async () => {
    const journey = await journeys.create({
      title: 'Gefunden',
      kuschick_id: 'KU-4711',
      pressmind_id: 'PM-0815',
      duration: 14,
    });
    for (const search of ['KU-4711', 'pm-0815']) {
      const found = await call({ method: 'GET', url: `/api/journey-lit?$search=${search}` });
      expect(
        found.json<{ data: Row[] }>().data.map((row) => row.id_jrn_journey),
        search,
      ).toEqual([journey.id_jrn_journey]);
    }
    const filtered = await call({
      method: 'GET',
      url: `/api/journey-lit?duration[$gte]=14&duration[$lte]=14&id_organizer[$null]=true&online=false&id_jrn_journey=${String(journey.id_jrn_journey)}`,
    });
    expect(filtered.json<{ total: number }>().total).toBe(1);
  });
});

describe("a journey's metadata", () => {
  it('is written by the AI service from the journey, and nothing is saved', async () => {
    const journey = await journeys.create({
      title: 'Donau-Flusskreuzfahrt nach Budapest',
      teaser: 'Acht Tage auf der Donau von Passau nach Budapest',
      introduction: '<p>Wien, Bratislava und <strong>Budapest</strong> vom Schiff aus.</p>',
      itinerary: [{ title: 'Tag 1', place: 'Passau' }],
    });
    const answer = await call({
      method: 'POST',
      url: '/api/openai',
      payload: { request: 'getMetaDataByJourneyId', id_jrn_journey: journey.id_jrn_journey },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const metadata = answer.json<Row>();
    expect(Object.keys(metadata).sort()).toEqual(['meta_description', 'meta_keywords', 'meta_title']);
    expect(String(metadata.meta_title)).toContain('Donau');
    expect(await journeys.read(journey.id_jrn_journey)).toEqual(journey);
  });
});
