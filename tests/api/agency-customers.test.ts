import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRatioClient } from '../../server/integrations/ratio/ratio-client.ts';
import type { RatioAddress } from '../../server/integrations/ratio/ratio-system.ts';
import { agencyRatioCallers, OTHER_RATIO_ID, OWN_RATIO_ID, type AgencyCaller } from './support/agency-ratio-callers.ts';
import { ratioProcessRow } from './support/process-rows.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// The agency's customers from Ratio (issue 20, spec 1 §2, spec 2 §7), through the Ratio emulator over
// HTTP: the spec's paging, search and sort, and each caller reaching their own agency's customers only.

/** Agency 1 gets customers added until it has this many: three pages of 150, the last short. */
const CUSTOMERS = 2 * 150 + 7;
const SEARCHED = 'Zwetschgenbaum';

let api: TestApp;
let callers: Awaited<ReturnType<typeof agencyRatioCallers>>;

beforeAll(async () => {
  api = await createTestApp();
  callers = await agencyRatioCallers(api.database.db);
  const ratio = createRatioClient({ baseUrl: api.ratio.url, apiKey: api.ratio.apiKey });
  const seeded = ownAddresses().length;
  for (let index = seeded; index < CUSTOMERS; index += 1)
    await ratio.createAddress({
      name1: index % 25 === 0 ? `${SEARCHED} ${index}` : `Kunde ${index}`,
      ort: ['Lüneburg', 'Celle', 'Uelzen'][index % 3] ?? null,
      agentur: OWN_RATIO_ID,
    });
});
afterEach(() => api.ratio.reset());
afterAll(() => api.close());

const addressesOf = (agentur: number) =>
  [...api.ratio.state().addresses.values()].filter((each) => each.agentur === agentur);
const ownAddresses = () => addressesOf(OWN_RATIO_ID);

const get = (who: AgencyCaller, url: string) => api.injectAs(callers.tokens[who], { method: 'GET', url: `/api${url}` });

async function page(who: AgencyCaller, query: string) {
  const answer = await get(who, `/ratio/api/agencies/?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json<{ status: string; data: RatioAddress[]; total: number }>();
  expect(body.status).toBe('ok');
  return body;
}
const kennziffern = (rows: RatioAddress[]) => rows.map((each) => each.kennziffer);
/** Page p of size s as the console asks it: limit s − 1, offset (p − 1) × s + 1. */
const pageQuery = (p: number, s: number) => `limit=${s - 1}&offset=${(p - 1) * s + 1}`;

describe('the paging rule', () => {
  it.each([150, 10])('pages of %i: page 1, 2 and the last hold every customer once, the last short', async (size) => {
    const all = kennziffern(ownAddresses());
    expect(all).toHaveLength(CUSTOMERS);
    const last = Math.ceil(CUSTOMERS / size);
    const pages = [];
    for (let p = 1; p <= last; p += 1) pages.push(await page('staff', pageQuery(p, size)));
    expect(pages.every((each) => each.total === CUSTOMERS)).toBe(true);
    expect(kennziffern(pages[0]!.data)).toEqual(all.slice(0, size));
    expect(kennziffern(pages[1]!.data)).toEqual(all.slice(size, 2 * size));
    expect(pages.at(-1)!.data).toHaveLength(CUSTOMERS - (last - 1) * size);
    expect(pages.at(-1)!.data.length).toBeLessThan(size);
    const seen = pages.flatMap((each) => kennziffern(each.data));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(all);
  });

  it('asks Ratio for 150 rows from the first without limit and offset, also without the trailing slash', async () => {
    const first = await page('staff', '');
    expect(kennziffern(first.data)).toEqual(kennziffern(ownAddresses()).slice(0, 150));
    const bare = await get('staff', '/ratio/api/agencies');
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual(first);
  });
});

describe('search and sort', () => {
  it('finds customers by a part of their name in any case, and pages what it found', async () => {
    const found = ownAddresses().filter((each) => each.name1.startsWith(SEARCHED));
    expect(found.length).toBeGreaterThan(5);
    const all = await page('staff', `search=${SEARCHED.toUpperCase().slice(2, 9)}&limit=999&offset=1`);
    expect(kennziffern(all.data)).toEqual(kennziffern(found));
    expect(all.total).toBe(found.length);
    const second = await page('staff', `search=${SEARCHED.toLowerCase()}&${pageQuery(2, 3)}`);
    expect(kennziffern(second.data)).toEqual(kennziffern(found).slice(3, 6));
    const byPlace = await page('staff', 'search=uelzen&limit=999&offset=1');
    expect(byPlace.data.length).toBeGreaterThan(0);
    expect(byPlace.data.every((each) => each.ort === 'Uelzen')).toBe(true);
  });

  it('sorts by a field, ascending and with - descending', async () => {
    const collator = new Intl.Collator('de', { numeric: true });
    const byName = (await page('staff', 'sort=name1&limit=999&offset=1')).data.map((each) => each.name1);
    expect(byName).toEqual([...byName].sort(collator.compare));
    const down = await page('staff', 'sort=-kennziffer&limit=9&offset=1');
    expect(kennziffern(down.data)).toEqual(kennziffern(ownAddresses()).reverse().slice(0, 10));
  });
});

describe('whose customers', () => {
  it("gives agency staff their own agency's customers, whichever agency they name", async () => {
    const named = await page('staff', `getCustomersFor=${callers.agencies.other}&limit=999&offset=1`);
    expect(named.total).toBe(CUSTOMERS);
    expect(named.data.every((each) => each.agentur === OWN_RATIO_ID)).toBe(true);
  });

  it('lets an admin and an agency administrator reach the agency they name', async () => {
    const others = kennziffern(addressesOf(OTHER_RATIO_ID));
    expect(others.length).toBeGreaterThan(0);
    for (const who of ['admin', 'agencyadmin'] as const) {
      const named = await page(who, `getCustomersFor=${callers.agencies.other}&limit=999&offset=1`);
      expect(kennziffern(named.data), who).toEqual(others);
      expect(named.total).toBe(others.length);
    }
  });

  it('answers nothing to a user without an agency, and does not ask Ratio', async () => {
    api.ratio.failNext(1, 'error');
    expect(await page('none', `getCustomersFor=${callers.agencies.other}`)).toEqual({
      status: 'ok',
      data: [],
      total: 0,
    });
    // the failure armed is still there for the next call that reaches Ratio
    const failed = await get('staff', '/ratio/api/agencies/');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().errors[0].key).toBe('error.booking_unavailable');
  });

  it('refuses a user without agencydata-read', async () => {
    expect((await get('tickets', '/ratio/api/agencies/')).statusCode).toBe(403);
    expect((await get('tickets', `/agency-customers/${ownAddresses()[0]!.kennziffer}`)).statusCode).toBe(403);
  });
});

describe('one customer', () => {
  it('answers an own customer with our processes they booked, in the scope of processes', async () => {
    const customer = ownAddresses()[0]!;
    const { db } = api.database;
    const card = await db
      .insertInto('vc_card')
      .values({ name: customer.name1, ratio_id: customer.kennziffer, agencyId: callers.agencies.own })
      .returning('id_vc_card')
      .executeTakeFirstOrThrow();
    const process = await ratioProcessRow(db, 500_399, { booker: card.id_vc_card });
    const answer = await get('staff', `/agency-customers/${customer.kennziffer}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { data } = answer.json();
    expect(data.address).toEqual(customer);
    expect(data.processes.map((each: { id_pc_process: number }) => each.id_pc_process)).toEqual([process]);
    expect(Object.keys(data.processes[0]).sort()).toEqual(
      ['id_pc_process', 'journey_end', 'journey_start', 'number', 'price', 'status', 'title'].sort(),
    );
  });

  it("answers another agency's customer with 404, except to who reaches every agency", async () => {
    const foreign = addressesOf(OTHER_RATIO_ID)[0]!;
    expect((await get('staff', `/agency-customers/${foreign.kennziffer}`)).statusCode).toBe(404);
    expect((await get('none', `/agency-customers/${foreign.kennziffer}`)).statusCode).toBe(404);
    for (const who of ['admin', 'agencyadmin'] as const) {
      const answer = await get(who, `/agency-customers/${foreign.kennziffer}`);
      expect(answer.statusCode, who).toBe(200);
      expect(answer.json().data.address.kennziffer).toBe(foreign.kennziffer);
    }
    expect((await get('admin', '/agency-customers/999999')).statusCode).toBe(404);
  });
});

describe('refusals', () => {
  it.each([
    'limit=1000',
    'limit=-1',
    'offset=0',
    'offset=x',
    'sort=email',
    'sort=-',
    'getCustomersFor=abc',
    'page=2',
    `search=${'x'.repeat(101)}`,
  ])('answers 400 to %s', async (query) => {
    expect((await get('staff', `/ratio/api/agencies/?${query}`)).statusCode).toBe(400);
  });

  it('answers 400 to a kennziffer it cannot be and to any query on one customer', async () => {
    expect((await get('staff', '/agency-customers/a!b')).statusCode).toBe(400);
    expect((await get('staff', `/agency-customers/${ownAddresses()[0]!.kennziffer}?full=1`)).statusCode).toBe(400);
  });

  it('answers 502 with error.booking_unavailable when Ratio fails', async () => {
    for (const mode of ['error', 'malformed'] as const) {
      api.ratio.failNext(1, mode);
      const answer = await get('admin', `/agency-customers/${ownAddresses()[0]!.kennziffer}`);
      expect(answer.statusCode, mode).toBe(502);
      expect(answer.json().errors[0].key).toBe('error.booking_unavailable');
    }
  });
});
