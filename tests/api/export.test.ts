import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../domain/csv/csv.ts';
import { EXPORT_BATCH_SIZE } from '../../server/crud/operations/export-records.ts';
import { createTestApp, fixtureRegistry, type TestApp } from './support/testApp.ts';
import { mintToken } from './support/mintedTokens.ts';

// GET {api}/export.csv: every row the list would match, streamed in keyset batches as CSV.

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/** The exported rows as objects by the header's field names. */
function records(body: string): Record<string, string>[] {
  const [header = [], ...rows] = parseCsv(body);
  return rows.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}

describe('CSV export of the repository’s resources', () => {
  let testApp: TestApp;
  let db: AnyDb;
  const tokens = { superadmin: '', agency: '', driver: '' };
  const genreCount = EXPORT_BATCH_SIZE * 2 + 345;

  beforeAll(async () => {
    testApp = await createTestApp();
    db = testApp.database.db as unknown as AnyDb;
    // Few distinct descriptions, half of them null: ties and nulls sit on batch boundaries.
    const genres = Array.from({ length: genreCount }, (_, index) => ({
      name: `Genre ${String(index).padStart(4, '0')}`,
      slug: `genre-${index}`,
      short_description: index % 2 === 0 ? null : `Beschreibung ${index % 5}`,
      deleted_at: index % 100 === 99 ? new Date() : null,
    }));
    for (let start = 0; start < genres.length; start += 500)
      await db
        .insertInto('tk_genre')
        .values(genres.slice(start, start + 500))
        .execute();
    tokens.superadmin = await mintToken(testApp.database.db, 'superadmin@demo.local');
    tokens.agency = await mintToken(testApp.database.db, 'agency@demo.local');
    tokens.driver = await mintToken(testApp.database.db, 'driver@demo.local');
  });
  afterAll(() => testApp.close());

  const exportAs = (who: keyof typeof tokens, url: string) => testApp.injectAs(tokens[who], { method: 'GET', url });

  async function expectedGenreIds(
    order: [string, 'asc' | 'desc'][],
    where: (query: ReturnType<typeof genreQuery>) => ReturnType<typeof genreQuery> = (query) => query,
  ) {
    let query = where(genreQuery());
    for (const [field, direction] of order) query = query.orderBy(field, direction);
    return (await query.orderBy('id_tk_genre', 'asc').execute()).map((row) => String(row.id_tk_genre));
  }
  const genreQuery = () => db.selectFrom('tk_genre').select('id_tk_genre').where('deleted_at', 'is', null);

  it('answers every matching row exactly once across batches, in the requested order, as an attachment', async () => {
    const response = await exportAs(
      'superadmin',
      '/api/ticket/genre/export.csv?$sort[short_description]=-1&$sort[name]=1',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="tickets-genres.csv"');
    expect(response.body.startsWith('\uFEFFid_tk_genre;name;slug;short_description;description;images;')).toBe(true);

    const ids = records(response.body).map((row) => row.id_tk_genre);
    const expected = await expectedGenreIds([
      ['short_description', 'desc'],
      ['name', 'asc'],
    ]);
    expect(expected.length).toBeGreaterThan(2 * EXPORT_BATCH_SIZE);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expected);
  });

  it('keeps the list’s default order, and puts nulls where PostgreSQL sorts them, ascending too', async () => {
    const byDefault = records((await exportAs('superadmin', '/api/ticket/genre/export.csv')).body);
    expect(byDefault.map((row) => row.id_tk_genre)).toEqual(await expectedGenreIds([['id_tk_genre', 'desc']]));

    const ascending = records(
      (await exportAs('superadmin', '/api/ticket/genre/export.csv?$sort[short_description]=1')).body,
    );
    expect(ascending.map((row) => row.id_tk_genre)).toEqual(await expectedGenreIds([['short_description', 'asc']]));
    expect(ascending.at(-1)?.short_description).toBe('');
  });

  it('applies the filter and the text search like the list', async () => {
    const filtered = records(
      (
        await exportAs(
          'superadmin',
          `/api/ticket/genre/export.csv?name[$ilike]=${encodeURIComponent('genre 1%')}&short_description[$ne]=${encodeURIComponent('Beschreibung 2')}&$sort[name]=-1`,
        )
      ).body,
    );
    const expected = await expectedGenreIds([['name', 'desc']], (query) =>
      query.where('name', 'ilike', 'genre 1%').where('short_description', 'is distinct from', 'Beschreibung 2'),
    );
    expect(expected.length).toBeGreaterThan(EXPORT_BATCH_SIZE / 2);
    expect(filtered.map((row) => row.id_tk_genre)).toEqual(expected);

    const searched = records((await exportAs('superadmin', '/api/ticket/genre/export.csv?$search=0042')).body);
    expect(searched.map((row) => row.name)).toEqual(['Genre 0042']);
  });

  it('refuses paging parameters and malformed filters like the list', async () => {
    for (const query of ['$limit=10', '$skip=5', 'pagination=false', 'colour=red', '$sort[images]=1']) {
      const response = await exportAs('superadmin', `/api/ticket/genre/export.csv?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('needs the list permission', async () => {
    expect((await exportAs('agency', '/api/ticket/genre/export.csv')).statusCode).toBe(403);
    expect((await exportAs('driver', '/api/customers/export.csv')).statusCode).toBe(403);
    const anonymous = await testApp.injectAs(undefined, { method: 'GET', url: '/api/customers/export.csv' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('gives an agency user only their agency’s rows, the same as the list', async () => {
    const { id_agency: otherAgency } = await db
      .insertInto('agency')
      .values({ name: 'Reisebüro Wolke' })
      .returning('id_agency')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('vc_card')
      .values([{ name: 'Fremdkunde', agencyId: otherAgency }])
      .execute();

    const exported = records((await exportAs('agency', '/api/customers/export.csv')).body);
    const listed = (await exportAs('agency', '/api/customers?$limit=-1')).json<{ data: { id_vc_card: number }[] }>();
    expect(exported.map((row) => row.id_vc_card)).toEqual(listed.data.map((row) => String(row.id_vc_card)));
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.map((row) => row.name)).not.toContain('Fremdkunde');
    const everyone = records((await exportAs('superadmin', '/api/customers/export.csv')).body);
    expect(everyone.map((row) => row.name)).toContain('Fremdkunde');
  });

  it('neutralises spreadsheet formulas and quotes separators, quotes and line breaks', async () => {
    const names = ['=HYPERLINK("http://x")', '+49 4131', '-1', '@SUM(A1)', 'Müller; "Max"\nzweite Zeile'];
    await db
      .insertInto('vc_card')
      .values(names.map((name) => ({ name, city: 'Formelstadt' })))
      .execute();
    const response = await exportAs('superadmin', '/api/customers/export.csv?city=Formelstadt&$sort[id_vc_card]=1');
    expect(records(response.body).map((row) => row.name)).toEqual([
      `'=HYPERLINK("http://x")`,
      `'+49 4131`,
      `'-1`,
      `'@SUM(A1)`,
      'Müller; "Max"\nzweite Zeile',
    ]);
    expect(response.body).toContain(`;"'=HYPERLINK(""http://x"")";`);
    expect(response.body).toContain(`;"Müller; ""Max""\nzweite Zeile";`);
  });
});

describe('CSV export of every kind of field', () => {
  let testApp: TestApp;
  let db: AnyDb;
  let token: string;

  beforeAll(async () => {
    testApp = await createTestApp(undefined, { registry: fixtureRegistry });
    db = testApp.database.db as unknown as AnyDb;
    token = await mintToken(testApp.database.db, 'superadmin@demo.local');
    const gadgets = Array.from({ length: EXPORT_BATCH_SIZE + 500 }, (_, index) => ({
      name: `Gadget ${index}`,
      price: index % 4 === 0 ? null : (index % 9) + 0.5,
      stock: index % 3 === 0 ? null : -index,
      // Microseconds a JavaScript Date cannot hold: the batch boundaries must not lose them.
      on_sale_from:
        index % 50 === 0 ? null : `2024-03-0${(index % 3) + 1} 10:00:00.${String((index % 7) + 1).padStart(6, '0')}+00`,
      active: index % 2 === 0,
    }));
    for (let start = 0; start < gadgets.length; start += 500)
      await db
        .insertInto('test_gadget')
        .values(gadgets.slice(start, start + 500))
        .execute();
    await db
      .insertInto('test_gadget')
      .values({
        name: 'Kitchen scale',
        description: 'Weighs up to 5 kg',
        code: 'KS-1',
        secret: 'never-exported',
        price: 19.9,
        stock: 3,
        released: '2024-02-29',
        on_sale_from: '2024-03-01T09:30:00Z',
        active: true,
        tags: JSON.stringify(['kitchen', 'scale']),
      })
      .execute();
  });
  afterAll(() => testApp.close());

  const exportCsv = (url: string) => testApp.injectAs(token, { method: 'GET', url });

  it('writes dates in ISO 8601, booleans as true/false, JSON as JSON text, and never write-only fields', async () => {
    const [scale] = records((await exportCsv('/api/test/gadget/export.csv?name=Kitchen%20scale')).body);
    expect(scale).toMatchObject({
      name: 'Kitchen scale',
      price: '19.9',
      stock: '3',
      released: '2024-02-29',
      on_sale_from: '2024-03-01T09:30:00.000Z',
      active: 'true',
      tags: '["kitchen","scale"]',
      email: '',
    });
    expect(Object.keys(scale ?? {})).not.toContain('secret');
    const [negative] = records((await exportCsv('/api/test/gadget/export.csv?name=Gadget%201')).body);
    expect(negative?.stock).toBe('-1');
  });

  it('pages exactly across numbers, microsecond times and nulls in mixed directions', async () => {
    const orders: [string, 'asc' | 'desc'][][] = [
      [['on_sale_from', 'asc']],
      [
        ['price', 'desc'],
        ['on_sale_from', 'asc'],
        ['active', 'desc'],
      ],
    ];
    for (const order of orders) {
      const sort = order.map(([field, direction]) => `$sort[${field}]=${direction === 'asc' ? 1 : -1}`).join('&');
      const response = await exportCsv(`/api/test/gadget/export.csv?${sort}&name[$ilike]=Gadget%25`);
      let expected = db.selectFrom('test_gadget').select('id_test_gadget').where('name', 'ilike', 'Gadget%');
      for (const [field, direction] of order) expected = expected.orderBy(field, direction);
      // The id breaks ties in the last term's direction.
      const tieBreak = order.at(-1)?.[1] ?? 'asc';
      const ids = (await expected.orderBy('id_test_gadget', tieBreak).execute()).map((row) =>
        String(row.id_test_gadget),
      );
      expect(
        records(response.body).map((row) => row.id_test_gadget),
        sort,
      ).toEqual(ids);
    }
  });

  it('keeps the resource’s fixed filter', async () => {
    const active = records((await exportCsv('/api/test/active-gadget/export.csv')).body);
    expect(active.length).toBeGreaterThan(EXPORT_BATCH_SIZE / 2);
    expect(new Set(active.map((row) => row.active))).toEqual(new Set(['true']));
  });
});
