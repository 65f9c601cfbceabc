import { describe, expect, it } from 'vitest';
import { demoAgencyId } from '../../server/db/seed/demo-accounts.ts';
import { superadminApp } from './support/superadminApp.ts';

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
