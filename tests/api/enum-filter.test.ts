import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dynamic } from '../../server/crud/crud-context.ts';
import { plannerEstimate } from '../../server/crud/operations/planner-estimate.ts';
import { filterCondition } from '../../server/crud/query/build-where.ts';
import { parseListQuery } from '../../server/crud/query/list-query.ts';
import { superadminApp } from './support/superadminApp.ts';
import { repositoryRegistry } from './support/testApp.ts';

// A filter on an enum of text (a process's status or back end) ignores case by naming the member of
// that spelling, compared exactly, so that the planner's estimate follows the column's statistics and
// a long list's total is right (docs/decisions.md "Text filters ignore case").

const api = superadminApp();
const processes = repositoryRegistry.resource('processes/processes')!;

const matching = (query: Record<string, unknown>) => {
  const { filter } = parseListQuery(processes, query);
  return dynamic(api.app.database.db).selectFrom('pc_process').where(filterCondition(filter!));
};

describe('a filter on an enum of text', () => {
  it('finds the member whatever the case, and compares it exactly', async () => {
    const { db } = api.app.database;
    await db
      .insertInto('pc_process')
      .values([
        { number: 'ENUM-1', backend: 'kuschick', status: '2' },
        { number: 'ENUM-2', backend: 'ratio', status: '2' },
      ])
      .execute();
    const answer = await api.call({ method: 'GET', url: '/api/process-lit?backend=KUSCHICK&$search=ENUM' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: { number: string }[] }>().data.map((row) => row.number)).toEqual(['ENUM-1']);
    const compiled = matching({ backend: 'Kuschick' }).selectAll().compile();
    expect(compiled.sql).not.toMatch(/ilike|lower/i);
    expect(compiled.parameters).toEqual(['kuschick']);
    expect(
      matching({ backend: { $in: ['RATIO', 'nirgends'] } })
        .selectAll()
        .compile().parameters,
    ).toEqual(['ratio', 'nirgends']);
  });

  it("is estimated from the column's statistics: a status filter's estimate is near the rows it matches", async () => {
    const { db } = api.app.database;
    await sql`
      insert into pc_process (number, status)
      select 'EST-' || n, case when n % 10 < 6 then '4' when n % 10 < 9 then '2' else '5' end
      from generate_series(1, 30000) as n`.execute(db);
    await sql`analyze pc_process`.execute(db);
    const firm = Number(
      (
        await db
          .selectFrom('pc_process')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', '4')
          .executeTakeFirstOrThrow()
      ).n,
    );
    for (const status of ['4', ['4', '5']]) {
      const query = { status: Array.isArray(status) ? { $in: status } : status };
      const estimate = await plannerEstimate(dynamic(db), matching(query), 'pc_process');
      const actual = Number(
        (
          await matching(query)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(actual).toBeGreaterThanOrEqual(firm);
      expect(estimate, JSON.stringify(query)).toBeGreaterThan(actual * 0.8);
      expect(estimate, JSON.stringify(query)).toBeLessThan(actual * 1.25);
    }
  });
});
