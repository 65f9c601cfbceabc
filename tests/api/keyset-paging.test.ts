import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { mintToken } from './support/mintedTokens.ts';

// Issue 15, item 2: a client pages on with the last page's `next` cursor (`$after`), read by key
// however deep; the pages are the same as `$skip` gives, across ties and nulls in either direction.

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
interface Page {
  total: number;
  data: { id_tk_genre: number }[];
  next?: string;
}

const GENRES = 247;
const LIMIT = 20;
let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db as unknown as AnyDb;
  // Few distinct descriptions, a third of them null: ties and nulls sit on page boundaries.
  await db
    .insertInto('tk_genre')
    .values(
      Array.from({ length: GENRES }, (_, index) => ({
        name: `Keyset ${String(index % 50).padStart(2, '0')}`,
        slug: `keyset-${index}`,
        short_description: index % 3 === 0 ? null : `Beschreibung ${index % 4}`,
      })),
    )
    .execute();
  token = await mintToken(testApp.database.db, 'superadmin@demo.local');
});
afterAll(() => testApp.close());

const list = async (query: string) => {
  const answer = await testApp.injectAs(token, {
    method: 'GET',
    url: `/api/ticket/genre?name[$like]=Keyset%25&$limit=${LIMIT}&${query}`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Page>();
};

const ids = (page: Page) => page.data.map((row) => row.id_tk_genre);

describe('keyset paging with $after', () => {
  it.each([
    '$sort[name]=1',
    '$sort[name]=-1',
    '$sort[short_description]=1',
    '$sort[short_description]=-1',
    '$sort[short_description]=-1&$sort[name]=1',
    '$sort[short_description]=1&$sort[name]=-1',
  ])('answers the pages $skip answers, for %s', async (sort) => {
    const bySkip: number[] = [];
    for (let skip = 0; skip < GENRES; skip += LIMIT) bySkip.push(...ids(await list(`${sort}&$skip=${skip}`)));
    expect(bySkip).toHaveLength(GENRES);

    const byKey: number[] = [];
    let page = await list(sort);
    for (;;) {
      expect(page.total).toBe(GENRES);
      byKey.push(...ids(page));
      if (!page.next) break;
      page = await list(`${sort}&$after=${encodeURIComponent(page.next)}`);
    }
    expect(byKey).toEqual(bySkip);
  });

  it('gives a cursor only with a full page', async () => {
    const last = await list(`$sort[name]=1&$skip=${GENRES - 7}`);
    expect(last.data).toHaveLength(7);
    expect(last.next).toBeUndefined();
    expect((await list('$sort[name]=1')).next).toEqual(expect.any(String));
  });

  it.each([
    ['a cursor of another sort', async () => (await list('$sort[name]=1&$sort[slug]=1')).next ?? ''],
    ['text that is no cursor', async () => 'not-a-cursor'],
    ['a cursor of numbers', async () => Buffer.from('[1, 2]').toString('base64url')],
  ])('refuses %s with 400', async (_case, cursor) => {
    const answer = await testApp.injectAs(token, {
      method: 'GET',
      url: `/api/ticket/genre?$sort[name]=1&$after=${encodeURIComponent(await cursor())}`,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errors: [{ field: '$after', key: 'error.type' }] });
  });

  it('refuses $after with $skip or without pages', async () => {
    const { next } = await list('$sort[name]=1');
    for (const extra of ['$skip=20', 'pagination=false']) {
      const answer = await testApp.injectAs(token, {
        method: 'GET',
        url: `/api/ticket/genre?$sort[name]=1&$after=${encodeURIComponent(next ?? '')}&${extra}`,
      });
      expect(answer.statusCode, extra).toBe(400);
    }
  });
});
