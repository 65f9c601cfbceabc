import { sql, type Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { writeAudit } from '../../crud/audit.ts';
import { readableColumns } from '../../crud/readable-columns.ts';
import { dynamic } from '../../crud/crud-context.ts';
import type { Tables } from '../../db/tables.ts';
import type { KuschickProcess } from '../../integrations/kuschick/kuschick-system.ts';
import type { RatioParticipant, RatioProcess, RatioTravelStop } from '../../integrations/ratio/ratio-system.ts';
import { processInProcessing } from './booking-errors.ts';
import { inProcessing } from './processing-lock.ts';
import { RATIO_STATUS_NAMES } from './seed/ratio-mirrors.ts';

type ProcessStatus = '0' | '1' | '2' | '3' | '4' | '5';

/** The process fields an import takes from the booking system; the rest of our copy is ours. */
export interface ImportedProcess {
  title: string;
  status: ProcessStatus;
  price: number;
  journey_start: string;
  journey_end: string;
  participants: number;
  customer_number: string;
  external_status: string;
  invoice_id?: string | null;
  positions?: string;
  seat_number: string | null;
  seat_type?: string | null;
  cabin?: string | null;
  direction: 'H' | 'R' | null;
  boarding_point: string | null;
  boarding_time: string | null;
}

/** Which booking system's process our copy is, and the number a new copy gets. */
export type ProcessKey =
  { backend: 'ratio'; ratio_id: number; number: string } | { backend: 'kuschick'; invoice_id: string; number: string };

const short = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : null);
const time = (text: string | undefined) => (text && /^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(text) ? text : null);

/**
 * A Ratio process as our copy, as the demo data's copies are made (seed/ratio-mirrors.ts): the
 * booker's seat, cabin and boarding point come from the booker's participant (the one with the
 * booker's kennziffer) and its first outbound boarding entry; the price is one position per traveller.
 */
export function processFromRatio(
  process: RatioProcess,
  participants: readonly RatioParticipant[],
  stops: readonly RatioTravelStop[],
): ImportedProcess {
  const booker = participants.find((one) => one.kennziffer === process.kennziffer);
  const outbound = booker?.zustiege.find((one) => one.richtung === 'H');
  const stop = outbound && stops.find((one) => one.haltestelle === outbound.haltestelle);
  const count = participants.length;
  const each = count > 0 ? Math.round((process.preis / count) * 100) / 100 : 0;
  return {
    title: process.titel.slice(0, 200),
    status: String(process.status) as ProcessStatus,
    price: process.preis,
    journey_start: process.beginn,
    journey_end: process.ende,
    participants: count,
    customer_number: process.kennziffer.slice(0, 20),
    external_status: RATIO_STATUS_NAMES[process.status],
    invoice_id: short(process.rechnungsnr, 50),
    positions: JSON.stringify(count > 0 ? [{ label: 'Reisepreis', quantity: count, price: each }] : []),
    seat_number: short(booker?.sitzhin, 20),
    seat_type: booker?.sitzhin ? 'Reisebus' : null,
    cabin: short(booker?.kabinengruppe, 50),
    direction: outbound ? 'H' : null,
    boarding_point: stop ? short(`${stop.ort}, ${stop.bezeichnung}`, 200) : null,
    boarding_time: stop ? time(stop.hinZeit) : null,
  };
}

/** A Kuschick process as our copy: the first traveller is the booker's seat and boarding point. */
export function processFromKuschick(process: KuschickProcess): ImportedProcess {
  const booker = process.teilnehmer[0];
  return {
    title: process.titel.slice(0, 200),
    status: String(process.status) as ProcessStatus,
    price: process.preis,
    journey_start: process.beginn,
    journey_end: process.ende,
    participants: process.teilnehmer.length,
    customer_number: String(process.kuschick_id),
    external_status: RATIO_STATUS_NAMES[process.status] ?? String(process.status),
    seat_number: short(booker?.sitzplatz, 20),
    direction: booker?.zustieg ? 'H' : null,
    boarding_point: short(booker?.zustieg, 200),
    boarding_time: null,
  };
}

/**
 * Our copy of the booking system's process, in the caller's transaction: matched by Ratio's number
 * (or by Kuschick's invoice id and backend), created or updated, `import_date` now, with an `import`
 * history row. A copy in processing is not overwritten (409).
 */
export async function importProcessRow(
  trx: Kysely<Tables>,
  processes: ResourceDefinition,
  key: ProcessKey,
  fields: ImportedProcess & { vc_card_booker: number },
  { userId, ip }: { userId: number; ip: string },
): Promise<{ result: 'created' | 'updated'; record: Record<string, unknown> }> {
  const { entity } = processes;
  const match = key.backend === 'ratio' ? `ratio:${key.ratio_id}` : `kuschick:${key.invoice_id}`;
  await sql`select pg_advisory_xact_lock(hashtext(${`pc_process:${match}`}))`.execute(trx);
  let query = dynamic(trx).selectFrom('pc_process').select(readableColumns(entity)).forUpdate();
  query =
    key.backend === 'ratio'
      ? query.where('ratio_id', '=', key.ratio_id)
      : query.where('invoice_id', '=', key.invoice_id).where('backend', '=', 'kuschick');
  const before = (await query.executeTakeFirst()) as Record<string, unknown> | undefined;
  if (before && inProcessing(before.processing_since as string | null)) throw processInProcessing();
  const values = { ...fields, import_date: sql`now()`, updated_by: userId, updated_at: sql`now()` };
  const columns = readableColumns(entity);
  const record = before
    ? ((await dynamic(trx)
        .updateTable('pc_process')
        .set({ ...values, ...(entity.concurrency ? { version: sql`version + 1` } : {}) })
        .where('id_pc_process', '=', before.id_pc_process)
        .returning(columns)
        .executeTakeFirstOrThrow()) as Record<string, unknown>)
    : ((await dynamic(trx)
        .insertInto('pc_process')
        .values({ ...values, ...key, created_by: userId })
        .returning(columns)
        .executeTakeFirstOrThrow()) as Record<string, unknown>);
  await writeAudit(trx, entity, {
    userId,
    ip,
    resource: processes.name,
    recordId: record.id_pc_process as number,
    action: 'import',
    before,
    after: record,
  });
  return { result: before ? 'updated' : 'created', record };
}
