import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { EntityHooks } from '../../crud/entity-hooks.ts';
import type { Tables } from '../../db/tables.ts';
import { printLocked } from './journey-rules.ts';

/** Whether the journey is locked by the print system (a missing journey is the reference check's to refuse). */
async function journeyLocked(trx: Kysely<Tables>, journeyId: unknown): Promise<boolean> {
  if (typeof journeyId !== 'number') return false;
  const { rows } = await sql<{ print_locked: boolean }>`
    select print_locked from jrn_journey where id_jrn_journey = ${journeyId} for share`.execute(trx);
  return rows[0]?.print_locked === true;
}

/** A journey's files belong to it: while the print system holds the journey, they are not changed either (423). */
export const journeyFileHooks: EntityHooks = {
  async beforeWrite({ trx, values, before }) {
    for (const journeyId of new Set([before?.id_jrn_journey, values.id_jrn_journey]))
      if (await journeyLocked(trx, journeyId)) throw printLocked();
    return values;
  },

  async beforeDelete({ trx, before }) {
    if (await journeyLocked(trx, before?.id_jrn_journey)) throw printLocked();
  },
};
