import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { dynamic, transact, type CrudContext } from '../../crud/crud-context.ts';
import { createRecord } from '../../crud/operations/create-record.ts';
import { notDeleted } from '../../crud/operations/record-conditions.ts';
import { updateRecord } from '../../crud/operations/update-record.ts';
import { allOf } from '../../crud/query/build-where.ts';
import type { Tables } from '../../db/tables.ts';
import type { KuschickPreJourney } from '../../integrations/kuschick/kuschick-system.ts';
import type { RowScope } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { journeyHooks } from './journey-hooks.ts';

type Row = Record<string, unknown>;

export type PreJourneyResult = 'created' | 'updated' | 'unchanged';

export interface ImportedJourney {
  id_jrn_journey: number;
  kuschick_id: string;
  title: string;
  result: PreJourneyResult;
}

/** A journey's date as Kuschick's pre-journey has it: its code, days, price and contingent. */
const dateFromKuschick = (date: KuschickPreJourney['termine'][number]) => ({
  code: date.code.slice(0, 30),
  from: date.von,
  till: date.bis,
  price: date.preis,
  contingent: Math.max(0, date.kontingent),
});

/**
 * The journey's dates after the import: a date Kuschick has (by its code) takes Kuschick's days, price
 * and contingent and keeps what is ours (times, price text, active); a new one is added; dates that
 * are ours alone stay as they are.
 */
function mergedDates(ours: readonly Row[], kuschick: KuschickPreJourney['termine']): Row[] {
  const theirs = new Map(kuschick.map((date) => [date.code.slice(0, 30), dateFromKuschick(date)]));
  const merged = ours.map((date) => {
    const update = typeof date.code === 'string' ? theirs.get(date.code) : undefined;
    if (!update) return date;
    theirs.delete(update.code);
    return { ...date, ...update };
  });
  return [...merged, ...[...theirs.values()].map((date) => ({ ...date, active: true }))];
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface PreJourneyImport {
  db: Kysely<Tables>;
  journeys: ResourceDefinition;
  user: SignedInUser;
  ip: string;
  /** The user's row scopes for creating and for updating journeys. */
  scopes: { create: RowScope; update: RowScope };
}

/**
 * Kuschick's pre-journeys as our journeys (spec 2 §4, `POST /kuschick/import/pre-journeys`), matched by
 * `kuschick_id`, never twice: a new one is created with its title, duration and dates; one we have
 * takes Kuschick's title, duration and dates (`mergedDates`), or is left unchanged when they agree.
 * Written through the generic operations (rules, hooks, history), all in one transaction.
 */
export async function importPreJourneys(
  { db, journeys, user, ip, scopes }: PreJourneyImport,
  preJourneys: readonly KuschickPreJourney[],
): Promise<ImportedJourney[]> {
  const { entity } = journeys;
  return transact(db, async (trx) => {
    const writer = (scope: RowScope): CrudContext => ({
      db: trx,
      resource: journeys,
      user,
      ip,
      scope: allOf([scope.where]),
      assign: scope.assign ?? {},
      check: scope.check,
      hooks: journeyHooks,
    });
    const codes = preJourneys.map((journey) => journey.code);
    const existing =
      codes.length === 0
        ? []
        : ((await dynamic(trx)
            .selectFrom(entity.table)
            .select(['id_jrn_journey', 'kuschick_id', 'title', 'duration', 'dates', 'version'])
            .where(allOf([allOf([scopes.update.where]), notDeleted(entity)]))
            .where('kuschick_id', 'in', codes)
            .orderBy('id_jrn_journey')
            .forUpdate()
            .execute()) as Row[]);
    const byCode = new Map<string, Row>();
    for (const row of existing) if (!byCode.has(row.kuschick_id as string)) byCode.set(row.kuschick_id as string, row);

    const imported: ImportedJourney[] = [];
    for (const preJourney of preJourneys) {
      const title = preJourney.titel.slice(0, 200);
      const fields = { title, duration: Math.min(preJourney.dauer, 999), duration_unit: 'day' };
      const ours = byCode.get(preJourney.code);
      if (!ours) {
        const created = (await createRecord(writer(scopes.create), {
          ...fields,
          kuschick_id: preJourney.code.slice(0, 50),
          dates: preJourney.termine.map((date) => ({ ...dateFromKuschick(date), active: true })),
        })) as Row;
        imported.push({
          id_jrn_journey: created.id_jrn_journey as number,
          kuschick_id: preJourney.code,
          title,
          result: 'created',
        });
        continue;
      }
      const dates = mergedDates((ours.dates as Row[] | null) ?? [], preJourney.termine);
      const changed = ours.title !== title || ours.duration !== fields.duration || !sameJson(ours.dates, dates);
      if (changed)
        await updateRecord(
          writer(scopes.update),
          ours.id_jrn_journey as number,
          { ...fields, dates, ...(entity.concurrency ? { version: ours.version } : {}) },
          'patch',
        );
      imported.push({
        id_jrn_journey: ours.id_jrn_journey as number,
        kuschick_id: preJourney.code,
        title,
        result: changed ? 'updated' : 'unchanged',
      });
    }
    return imported;
  });
}
