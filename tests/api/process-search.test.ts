import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dynamic } from '../../server/crud/crud-context.ts';
import { searchCondition } from '../../server/crud/query/build-where.ts';
import { demoAgencyId } from '../../server/db/seed/demo-accounts.ts';
import { superadminApp } from './support/superadminApp.ts';
import { repositoryRegistry } from './support/testApp.ts';

// The process list's search (issue 19, spec 2 §7): `$search` on /process-lit also finds a process by its
// id and by its booker's name, besides its number, ids and title, in the user's scope.

const api = superadminApp();
const { call } = api;
const search = async (words: string, bearer?: string) => {
  const answer = await call(
    { method: 'GET', url: `/api/process-lit?$limit=50&$search=${encodeURIComponent(words)}` },
    bearer,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: { id_pc_process: number }[] }>().data.map((row) => row.id_pc_process);
};

describe('$search on /process-lit', () => {
  it("finds a process by its booker's name and by its id, and keeps the agency scope", async () => {
    const { db } = api.app.database;
    const other = await db
      .insertInto('agency')
      .values({ name: 'Suchagentur' })
      .returning('id_agency')
      .executeTakeFirstOrThrow();
    const [own, foreign] = await db
      .insertInto('vc_card')
      .values([
        { name: 'Quirinus Zwetschgenbaum', agencyId: await demoAgencyId(db) },
        { name: 'Quirina Zwetschgenbaum', agencyId: other.id_agency },
      ])
      .returning('id_vc_card')
      .execute();
    const [mine, theirs, unbooked] = await db
      .insertInto('pc_process')
      .values([
        { number: `SEARCH-A-${Date.now()}`, vc_card_booker: own!.id_vc_card },
        { number: `SEARCH-B-${Date.now()}`, vc_card_booker: foreign!.id_vc_card },
        { number: `SEARCH-C-${Date.now()}`, title: 'Ohne Bucher' },
      ])
      .returning('id_pc_process')
      .execute();
    const ids = [mine!.id_pc_process, theirs!.id_pc_process];

    expect((await search('zwetschgenbaum')).sort()).toEqual(ids.sort());
    expect(await search('Quirinus zwetschgen')).toEqual([mine!.id_pc_process]);
    expect(await search(String(unbooked!.id_pc_process))).toContain(unbooked!.id_pc_process);
    // Words of the number and the booker combine.
    expect(await search(`SEARCH-B zwetschgenbaum`)).toEqual([theirs!.id_pc_process]);
    expect(await search('zwetschgenbaum nirgendwo')).toEqual([]);

    const staff = await api.app.signIn('agency@demo.local');
    expect(await search('zwetschgenbaum', staff)).toEqual([mine!.id_pc_process]);
    expect(await search(String(theirs!.id_pc_process), staff)).not.toContain(theirs!.id_pc_process);
  });
});

describe('the search plan', () => {
  it("reads every part from an index: the search document's, the id's, the booker's name's and the reference's", async () => {
    const processes = repositoryRegistry.resource('processes/processes')!;
    const { db } = api.app.database;
    const query = dynamic(db)
      .selectFrom(processes.entity.table)
      .select(processes.entity.idField)
      .where(searchCondition(processes, ['Zwetschgenbaum', '4711']))
      .compile();
    // Sequential scans priced out: the demo tables are too small to need an index. Which index reads the
    // cards' names (trigram or caseless) is the planner's choice on so few cards; neither is a scan of the table.
    const plan = await db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
      );
      return JSON.stringify(rows[0]?.['QUERY PLAN']);
    });
    expect(plan).not.toContain('Seq Scan');
    expect(plan).toContain('"Index Name":"pc_process_number_invoice_id_external_id_title_search"');
    expect(plan).toContain('"Index Name":"pc_process_pkey"');
    expect(plan).toContain('"Index Name":"pc_process_vc_card_booker_idx"');
  });
});
