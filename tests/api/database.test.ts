import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from './support/testDatabase.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.drop());

describe(`database layer (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('applies the migrations to a new database, and nothing on the second run', async () => {
    const first = await migrate(test.database.db);
    expect(first.created).toBe(true);
    expect(first.applied).toContain('0001-accounts');
    const second = await migrate(test.database.db);
    expect(second).toEqual({ created: false, applied: [] });
  });

  it('loads pg_trgm', async () => {
    const { rows } = await sql<{
      similarity: number;
    }>`select similarity('Lüneburg', 'Lueneburg') as similarity`.execute(test.database.db);
    expect(rows[0]?.similarity).toBeGreaterThan(0);
  });

  it('answers int8, numeric, date and timestamptz with the same JavaScript types on both databases', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      select 9007199254740991::int8 as big, count(*) as counted, 1234567890.12::numeric(12,2) as money,
             '2026-03-29'::date as day, '2026-03-29 02:30:00+00'::timestamptz as instant, 7::int4 as small
    `.execute(test.database.db);
    expect(rows[0]).toEqual({
      big: 9007199254740991,
      counted: 1,
      money: 1234567890.12,
      day: '2026-03-29',
      instant: new Date('2026-03-29T02:30:00Z'),
      small: 7,
    });
  });

  it('refuses an int8 that JavaScript cannot hold exactly instead of rounding it', async () => {
    await expect(sql`select 9007199254740993::int8 as too_big`.execute(test.database.db)).rejects.toThrow(
      /safe integer range/,
    );
    // the connection is usable afterwards
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(test.database.db);
    expect(rows[0]?.one).toBe(1);
  });

  it('works in the Europe/Berlin time zone', async () => {
    const { rows } = await sql<{ zone: string }>`select current_setting('TimeZone') as zone`.execute(test.database.db);
    expect(rows[0]?.zone).toBe('Europe/Berlin');
  });

  it('keeps nothing of a transaction that fails half-way', async () => {
    const { db } = test.database;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('agency').values({ name: 'Half saved' }).execute();
        await trx
          .insertInto('agency')
          .values({ name: null as unknown as string })
          .execute();
      }),
    ).rejects.toThrow();
    const rows = await db.selectFrom('agency').select('name').where('name', '=', 'Half saved').execute();
    expect(rows).toEqual([]);
  });

  it('runs concurrent transactions without losing or mixing their writes', async () => {
    const { db } = test.database;
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        db
          .transaction()
          .execute(async (trx) => {
            const { id_agency } = await trx
              .insertInto('agency')
              .values({ name: `Concurrent ${index}` })
              .returning('id_agency')
              .executeTakeFirstOrThrow();
            await trx
              .insertInto('vc_card')
              .values({ name: `Card ${index}`, agencyId: id_agency })
              .execute();
            if (index % 4 === 0) throw new Error('roll back this one');
          })
          .catch(() => undefined),
      ),
    );
    const cards = await db
      .selectFrom('vc_card')
      .innerJoin('agency', 'agency.id_agency', 'vc_card.agencyId')
      .select(['vc_card.name as card', 'agency.name as agency'])
      .where('agency.name', 'like', 'Concurrent %')
      .execute();
    expect(cards).toHaveLength(15);
    for (const { card, agency } of cards) expect(card.replace('Card', 'Concurrent')).toBe(agency);
  });
});
