import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { dynamic, transact } from '../../crud/crud-context.ts';
import { updateWithHistory, type Actor } from '../../crud/operations/update-with-history.ts';
import { notDeleted, withId } from '../../crud/operations/record-conditions.ts';
import { allOf, type Condition } from '../../crud/query/build-where.ts';
import { readableColumns } from '../../crud/readable-columns.ts';
import type { Tables } from '../../db/tables.ts';
import { ApiError, notFound } from '../../errors.ts';
import {
  PrintSystemError,
  type PrintDocument,
  type PrintJourney,
  type PrintSystem,
} from '../../integrations/print/print-system.ts';
import { isPrintLocked, printLocked } from './journey-rules.ts';

type Row = Record<string, unknown>;

/** What the export calls answer: the journey's export status and print lock as stored. */
export interface PrintState {
  id_jrn_journey: number;
  censhare_status: string;
  print_locked: boolean;
}

/** What the print system's answer left: the state stored, or its failure (with what was stored for it). */
type Outcome = { state: PrintState } | { failure: PrintSystemError };

export interface PrintExport {
  db: Kysely<Tables>;
  journeys: ResourceDefinition;
  print: PrintSystem;
}

const stateOf = (journey: Row): PrintState => ({
  id_jrn_journey: Number(journey.id_jrn_journey),
  censhare_status: String(journey.censhare_status),
  print_locked: journey.print_locked === true,
});

/** The journey's state after the print system's answer: a document in error is the journey's to fix again. */
const stored = ({ status, locked }: PrintDocument) => ({
  censhare_status: status,
  print_locked: locked && status !== 'error',
});

/** 502: the print system failed; what the journey stores is said by the caller. */
const printUnavailable = (error: PrintSystemError) =>
  new ApiError('BadGateway', error.message, { errors: [{ key: 'error.print_unavailable' }], cause: error });

/** What the print sheet is sent of a journey: its texts, its active dates and its pictures, the main one first. */
export function printJourney(journey: Row): PrintJourney {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const dates = (Array.isArray(journey.dates) ? (journey.dates as Row[]) : [])
    .filter((date) => date.active !== false)
    .map((date) => ({ from: String(date.from), till: String(date.till), price: Number(date.price) }));
  const images = (Array.isArray(journey.images) ? (journey.images as Row[]) : [])
    .toSorted(
      (a, b) => Number(b.main === true) - Number(a.main === true) || Number(a.order ?? 0) - Number(b.order ?? 0),
    )
    .map((image) => String(image.link));
  return {
    id: Number(journey.id_jrn_journey),
    title: String(journey.title),
    subtitle: text(journey.subtitle),
    teaser: text(journey.teaser),
    dates,
    images,
  };
}

async function lockJourney(trx: Kysely<Tables>, journeys: ResourceDefinition, id: number, scope: Condition) {
  const { entity } = journeys;
  const journey = (await dynamic(trx)
    .selectFrom(entity.table)
    .select(readableColumns(entity))
    .where(allOf([scope, notDeleted(entity), withId(entity, id)]))
    .forUpdate()
    .executeTakeFirst()) as Row | undefined;
  if (!journey) throw notFound();
  return journey;
}

/** Stores the print state when it differs, with a history row; answers the state. */
async function storeState(trx: Kysely<Tables>, journeys: ResourceDefinition, journey: Row, next: Row, actor: Actor) {
  const same = Object.entries(next).every(([field, value]) => journey[field] === value);
  return stateOf(same ? journey : await updateWithHistory(trx, journeys, journey, next, actor));
}

/**
 * Exports the journey to the print project (`POST /journey-censhare`): the journey is locked in the
 * database while the print system is asked, then stores what it answers (`exported`, locked). A
 * journey the print sheet holds already is refused (423). When the print system fails, the journey
 * stores `error`, unlocked, and the call answers 502 with the system's message: nothing half-done.
 */
export async function exportJourney(
  { db, journeys, print }: PrintExport,
  id: number,
  scope: Condition,
  actor: Actor,
): Promise<PrintState> {
  const outcome = await transact<Outcome>(db, async (trx) => {
    const journey = await lockJourney(trx, journeys, id, scope);
    if (isPrintLocked(journey)) throw printLocked();
    try {
      const document = await print.exportJourney(printJourney(journey));
      return { state: await storeState(trx, journeys, journey, stored(document), actor) };
    } catch (error) {
      if (!(error instanceof PrintSystemError)) throw error;
      await storeState(trx, journeys, journey, { censhare_status: 'error', print_locked: false }, actor);
      return { failure: error };
    }
  });
  if ('failure' in outcome) throw printUnavailable(outcome.failure);
  return outcome.state;
}

/**
 * The journey's state in the print system now (`GET /journey-censhare/{id}`), stored when it moved:
 * the status along the print sheet, the lock until the sheet releases it. A journey never exported
 * is answered as stored. When the print system fails, nothing changes and the call answers 502; a
 * print system that no longer knows the document leaves the journey in `error`, unlocked.
 */
export async function readPrintState(
  { db, journeys, print }: PrintExport,
  id: number,
  scope: Condition,
  actor: Actor,
): Promise<PrintState> {
  const outcome = await transact<Outcome>(db, async (trx) => {
    const journey = await lockJourney(trx, journeys, id, scope);
    if (journey.censhare_status === 'open') return { state: stateOf(journey) };
    try {
      const document = await print.documentStatus(id);
      return { state: await storeState(trx, journeys, journey, stored(document), actor) };
    } catch (error) {
      if (!(error instanceof PrintSystemError)) throw error;
      if (error.failure === 'not-found')
        await storeState(trx, journeys, journey, { censhare_status: 'error', print_locked: false }, actor);
      return { failure: error };
    }
  });
  if ('failure' in outcome) throw printUnavailable(outcome.failure);
  return outcome.state;
}
